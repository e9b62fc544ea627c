import { and, eq, inArray, isNull } from 'drizzle-orm'
import { allMessageTypes } from '../../../contract/allMessageTypes.ts'
import type { MessageFacts, MessageType } from '../../../contract/messages.ts'
import type { MessageTypeDeclaration, Recipient } from '../../../contract/messageType.ts'
import type { Transaction } from '../../database/connect.ts'
import { messages } from '../../database/schema/messages.ts'

/** One message of a type, as a producer makes it. */
type ProducedMessage<T extends MessageType = MessageType> = {
  [K in T]: { type: K; facts: MessageFacts[K] }
}[T]

/** Who a message is for, what event made it, and the case it points at, if any. */
export interface MessageAddress {
  userId: number
  /** Names the event, unique per recipient: telling the same event again produces nothing more. */
  eventKey: string
  caseId?: number | null
}

/**
 * Produces a message inside the transaction of the event that makes it, so the message exists
 * exactly when the event does. Answers whether it was new (false: this event had produced it already).
 */
export async function produceMessage(
  tx: Transaction,
  address: MessageAddress,
  message: ProducedMessage,
): Promise<boolean> {
  const made = await tx
    .insert(messages)
    .values({
      userId: address.userId,
      type: message.type,
      facts: message.facts,
      caseId: address.caseId ?? null,
      eventKey: address.eventKey,
    })
    .onConflictDoNothing({ target: [messages.userId, messages.eventKey] })
    .returning({ id: messages.id })
  return made.length > 0
}

/**
 * Marks read the messages one event made for these users, once what they asked for is done: a code
 * request one office manager answered is no longer waiting for her, nor for the others told of it.
 * By (user, event key), the key the messages were produced under, so no other message is touched.
 */
export async function markEventDone(tx: Transaction, userIds: readonly number[], eventKey: string) {
  if (userIds.length === 0) return
  await tx
    .update(messages)
    .set({ readAt: new Date() })
    .where(
      and(inArray(messages.userId, [...userIds]), eq(messages.eventKey, eventKey), isNull(messages.readAt)),
    )
}

type Declared = (typeof allMessageTypes)[number]
type UnionToIntersection<U> = (U extends unknown ? (whole: U) => void : never) extends (
  whole: infer I,
) => void
  ? I
  : never

/** A producer: its message goes to `to`, keyed by the event its declaration names from `to` and the facts. */
type ProducerOf<Key, Facts> = Key extends (to: infer To, facts: Facts) => string
  ? (tx: Transaction, to: To, facts: Facts) => Promise<boolean>
  : never
type ProducersOf<D> =
  D extends MessageTypeDeclaration<string, infer Facts, infer Keys>
    ? { [Name in keyof Keys]: ProducerOf<Keys[Name], Facts> }
    : never

function producersOf(declared: MessageTypeDeclaration) {
  return Object.fromEntries(
    Object.entries(declared.producers).map(([name, keyOf]) => [
      name,
      (tx: Transaction, to: Recipient, facts: unknown) =>
        produceMessage(tx, { userId: to.userId, caseId: to.caseId ?? null, eventKey: keyOf(to, facts) }, {
          type: declared.code,
          facts,
        } as ProducedMessage),
    ]),
  )
}

/**
 * Every producer every area declares with its message types (contract/allMessageTypes.ts), by its
 * name: the area that raises the event calls it, inside the event's transaction, with the event's own
 * key (`produce.leaveApproved(tx, { userId, leaveId }, facts)`).
 */
export const produce = Object.assign(
  {},
  ...allMessageTypes.map((declared) => producersOf(declared as unknown as MessageTypeDeclaration)),
) as UnionToIntersection<ProducersOf<Declared>>
