import { messageActions } from '../../../contract/messageActions.ts'
import type { MessageItem } from '../../../contract/messages.ts'
import type { CurrentUser } from '../../../contract/session.ts'
import { enqueue, type NewOutboxEntry, type OutboxEntry } from '../../../db/outbox.ts'
import { wantSync } from '../../api/sync/syncStatus.ts'
import { keepReadState, readMarksSubject } from './keptMessages.ts'

const idsOf = (entry: OutboxEntry): number[] => (entry.payload.messageIds as number[] | undefined) ?? []

/**
 * Queues a read mark made with no server to take it: shown read at once in the kept lists, in the
 * same transaction, and sent by the sync runner with the id the user's click made.
 */
export async function queueMarkRead(
  writer: Pick<CurrentUser, 'userId' | 'displayName'>,
  item: Pick<MessageItem, 'id' | 'link'>,
  title: string,
  clientMutationId: string,
): Promise<void> {
  const { userId } = writer
  const entry: NewOutboxEntry = {
    id: clientMutationId,
    userId,
    userName: writer.displayName,
    area: 'messages',
    action: 'markRead',
    path: messageActions.markRead.endpoint.path,
    payload: { messageIds: [item.id], clientMutationId },
    subject: { key: readMarksSubject, title, openPath: item.link ?? '/welcome' },
    createdAt: Date.now(),
  }
  await enqueue(entry, () => keepReadState(userId, [item.id], '1'))
  wantSync()
}

/**
 * The messages area of the outbox, registered in src/app/outboxAreas.ts. No read mark replaces
 * another (no `supersedes`): a mark is never undone from here, so sending an older one again can only
 * repeat what a later one says.
 */
export const messageOutbox = {
  /** The server marked them (another user's ids change nothing there, so they show unread again). */
  async settle(entry: OutboxEntry, answer: unknown): Promise<void> {
    const { notYours } = answer as { read: number[]; notYours: number[] }
    if (notYours.length > 0) await keepReadState(entry.userId, notYours, '0')
  },
  /** The user gave the mark up in the sync panel: the message shows unread again. */
  async discarded(entry: OutboxEntry): Promise<void> {
    await keepReadState(entry.userId, idsOf(entry), '0')
  },
}
