import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type {
  connectionStatuses,
  RecordChannel,
  RepaymentKind,
  repaymentStatuses,
} from '../../contract/cases.ts'

/** A value's label; a value the client does not know yet shows as it came. */
export function labelOf<T extends string>(i18n: I18n, labels: Record<T, MessageDescriptor>, value: T): string
export function labelOf(i18n: I18n, labels: Record<string, MessageDescriptor>, value: string): string
export function labelOf(i18n: I18n, labels: Record<string, MessageDescriptor>, value: string): string {
  const label = labels[value]
  return label ? i18n._(label) : value
}

/** A case's repayment status, wherever a case shows: its detail, its lists and the dashboards' lists. */
export const statusLabels: Record<(typeof repaymentStatuses)[number], MessageDescriptor> = {
  unpaid: msg`Unpaid`,
  paidOff: msg`Paid off`,
  delayed: msg`Delayed`,
}

/** A repayment's type (spec section 4), wherever one shows: a case's repayment records and the financial list. */
export const repaymentKindLabels: Record<RepaymentKind, MessageDescriptor> = {
  normal: msg`Normal`,
  delay: msg`Delay repayment`,
  offline: msg`Offline repayment`,
  customized: msg`Customized`,
}

// The words of a collection record's choices, shared by the areas that show records: the case's own
// records and the calls made with a SIM card (menu 99).

export const connectionLabels: Record<(typeof connectionStatuses)[number], MessageDescriptor> = {
  connected: msg`Connected`,
  notConnected: msg`Not connected`,
  busy: msg`Busy`,
  switchedOff: msg`Switched off`,
  wrongNumber: msg`Wrong number`,
}

export const channelLabels: Record<RecordChannel, MessageDescriptor> = {
  call: msg`Call`,
  whatsapp: msg`WhatsApp message`,
}
