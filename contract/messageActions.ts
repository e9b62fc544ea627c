import type { Action, WhoMay } from './actions.ts'
import { markMessagesRead } from './messages.ts'

/** A user's messages are their own wherever they are: whoever is signed in marks theirs, auditors too. */
const messageReader: WhoMay = { menuId: 'signedIn', readOnlyRoles: [] }

/**
 * What a user does to their messages. Marking one read works offline: the mark waits in the outbox
 * and the bar shows it read at once (the server only ever marks the caller's own).
 */
export const messageActions = {
  markRead: { endpoint: markMessagesRead, whoMay: messageReader, offline: true },
} as const satisfies Record<string, Action>

export type MessageActionName = keyof typeof messageActions
