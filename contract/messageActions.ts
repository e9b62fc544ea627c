import type { Action, WhoMay } from './actions.ts'
import { markMessagesRead, messageList, noticeList, ranking } from './messages.ts'

/**
 * A user's messages are their own wherever they are: whoever is signed in marks theirs, auditors too.
 * The calls name no one else's row: the server reads and marks only the caller's own.
 */
const messageReader: WhoMay = { menuId: 'signedIn', readOnlyRoles: [], rows: 'none' }

/**
 * What a user does to their messages. Marking one read works offline: the mark waits in the outbox
 * and the bar shows it read at once (the server only ever marks the caller's own).
 */
export const messageActions = {
  markRead: { endpoint: markMessagesRead, whoMay: messageReader, offline: true },
} as const satisfies Record<string, Action>

export type MessageActionName = keyof typeof messageActions

/**
 * The spec posts to read a user's messages, notices and ranking (section 7): each reads only the
 * caller's own, so it is ruled like the mark, with no button of its own.
 */
export const messageReads = {
  messageList: { endpoint: messageList, whoMay: messageReader, offline: false },
  noticeList: { endpoint: noticeList, whoMay: messageReader, offline: false },
  ranking: { endpoint: ranking, whoMay: messageReader, offline: false },
} as const satisfies Record<string, Action>
