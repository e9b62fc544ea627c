import { roleIds } from '../../../contract/menus.ts'
import type { MessageItem } from '../../../contract/messages.ts'
import type { PolledCall } from '../../../machines/messagePolling.ts'

/** A call a bar polls; the whole poll's failure (`poll`) is not one. */
export type BarCall = Exclude<PolledCall, 'poll'>

/** What one role's bar asks for and shows, and the page it is hidden on (spec section 6). */
export interface BarSpec {
  kind: 'collector' | 'seller' | 'officeManager'
  calls: readonly BarCall[]
  shows: (item: Pick<MessageItem, 'name'>) => boolean
  /** The route pattern (wouter) of the page the bar hides on. */
  hiddenOn: string | null
}

const barSpecs: Readonly<Record<number, BarSpec>> = {
  [roleIds.collector]: {
    kind: 'collector',
    calls: ['ranking', 'messages', 'notices'],
    shows: () => true,
    hiddenOn: '/cases/all/details/:collOrderId',
  },
  [roleIds.seller]: {
    kind: 'seller',
    calls: ['notices'],
    shows: (item) => item.name === 'SELL_ORDER_ENTERED_APP',
    hiddenOn: '/cases/seller/details/:sellOrderId',
  },
  [roleIds.officeManager]: {
    kind: 'officeManager',
    calls: ['messages'],
    shows: (item) => item.name === 'OTP_APPLICATION_MESSAGE',
    hiddenOn: null,
  },
}

/** The bar of a role, or undefined for roles without one. */
export const barOf = (roleId: number): BarSpec | undefined => barSpecs[roleId]

/** The spec's badge maximum (section 9): beyond it the badge says "10+". */
export const badgeMaximum = 10

export const badgeText = (unread: number): string =>
  unread > badgeMaximum ? `${badgeMaximum}+` : String(unread)
