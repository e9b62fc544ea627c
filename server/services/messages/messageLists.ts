import { and, desc, eq, inArray, isNull } from 'drizzle-orm'
import type { Language } from '../../../contract/bilingual.ts'
import {
  isNotice,
  type MessageFacts,
  type MessageItem,
  type MessageType,
  messageContent,
  messageTypes,
} from '../../../contract/messages.ts'
import type { Database } from '../../database/connect.ts'
import { cases } from '../../database/schema/cases.ts'
import { messages } from '../../database/schema/messages.ts'
import { applyOnce } from '../clientMutations.ts'
import type { SignedInUser } from '../sessions.ts'
import { messageLink } from './messageLinks.ts'
import { messageSubject, messageWords } from './messageTexts.ts'

/** The most of each list a bar shows; older ones are kept, never lost, but not sent each poll. */
export const listedMessagesMax = 100

/** The caller's notices or messages, newest first, written in the request's language. */
export async function listMessagesOf(
  db: Database,
  user: SignedInUser,
  which: 'notices' | 'messages',
  language: Language,
): Promise<MessageItem[]> {
  const types = messageTypes.filter((type) => isNotice(type) === (which === 'notices'))
  const rows = await db
    .select({
      id: messages.id,
      type: messages.type,
      facts: messages.facts,
      eventKey: messages.eventKey,
      readAt: messages.readAt,
      createdAt: messages.createdAt,
      caseId: messages.caseId,
      caseKind: cases.kind,
    })
    .from(messages)
    .leftJoin(cases, eq(cases.id, messages.caseId))
    .where(and(eq(messages.userId, user.userId), inArray(messages.type, types)))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(listedMessagesMax)
  return rows.map((row) => {
    const type = row.type as MessageType
    const facts = row.facts as MessageFacts[typeof type]
    const words = messageWords(type, facts, language)
    return {
      id: row.id,
      name: type,
      subject: messageSubject(type, facts),
      content: messageContent(isNotice(type) ? 'Notice' : 'Message', type, words.number, words.text),
      alreadyRead: row.readAt === null ? '0' : '1',
      link: messageLink({ ...row, type, facts }, user.menuIdList),
      collectionOrderId: row.caseId,
      createdAt: row.createdAt.toISOString(),
    }
  })
}

/**
 * Marks the caller's messages read, once per client id. A message read already keeps when it was
 * first read; an id that is not the caller's (or does not exist) changes nothing and is answered.
 */
export function markRead(
  db: Database,
  user: SignedInUser,
  input: { messageIds: number[]; clientMutationId: string },
): Promise<{ read: number[]; notYours: number[] }> {
  return applyOnce(
    db,
    { id: input.clientMutationId, userId: user.userId, path: 'message.alreadyRead', input },
    async (tx) => {
      const ids = [...new Set(input.messageIds)]
      const own = await tx
        .select({ id: messages.id })
        .from(messages)
        .where(and(eq(messages.userId, user.userId), inArray(messages.id, ids)))
      const ownIds = new Set(own.map((row) => row.id))
      if (ownIds.size > 0)
        await tx
          .update(messages)
          .set({ readAt: new Date() })
          .where(
            and(eq(messages.userId, user.userId), inArray(messages.id, [...ownIds]), isNull(messages.readAt)),
          )
      return {
        read: ids.filter((id) => ownIds.has(id)),
        notYours: ids.filter((id) => !ownIds.has(id)),
      }
    },
  )
}
