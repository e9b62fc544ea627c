import { and, count, eq, ne } from 'drizzle-orm'
import type { z } from 'zod'
import type {
  addCollectionRecord,
  addTodo,
  CaseMark,
  CollectionRecord,
  markCase,
  setTodoDone,
  Todo,
} from '../../../contract/cases.ts'
import { lifecycleOf } from '../../../machines/caseDecisions.ts'
import type { CaseLifecycleEvent } from '../../../machines/caseLifecycle.ts'
import type { Database, Transaction } from '../../database/connect.ts'
import { users } from '../../database/schema/accounts.ts'
import { cases, collectionRecords, pins, todos } from '../../database/schema/cases.ts'
import { AppError } from '../../http/errors.ts'
import { applyOnce } from '../clientMutations.ts'
import { countWork } from '../dashboards/index.ts'
import type { SignedInUser } from '../sessions.ts'
import { cardHeldBy } from '../simCards/index.ts'
import { applyCaseEvent, type LockedCase, lockCaseForWrite } from './caseLifecycleWrites.ts'

type Input<E extends { input: z.ZodType }> = z.output<E['input']>

const iso = (value: Date | null) => (value === null ? null : value.toISOString())

interface CaseWrite {
  tx: Transaction
  /** Applies one lifecycle event to the locked case, each on the state the previous one left. */
  apply(event: CaseLifecycleEvent): Promise<LockedCase>
}

/**
 * The start every write on a case shares: applied once per client id (a replay answers the first
 * answer), the case locked for this user (it exists, they may see it, they are not read-only), and
 * its events recorded under that client id.
 */
function writeOnCase<T>(
  db: Database,
  user: SignedInUser,
  path: string,
  /** The whole input as sent: its hash tells a replay (same content) from a reused id. */
  input: { caseId: number; clientMutationId: string },
  work: (write: CaseWrite) => Promise<T>,
): Promise<T> {
  return applyOnce(db, { id: input.clientMutationId, userId: user.userId, path, input }, async (tx) => {
    let current = await lockCaseForWrite(tx, input.caseId, user)
    const actor = { userId: user.userId, clientMutationId: input.clientMutationId }
    return work({
      tx,
      apply: async (event) => {
        current = await applyCaseEvent(tx, current, event, actor)
        return current
      },
    })
  })
}

export function markCaseFor(db: Database, user: SignedInUser, input: Input<typeof markCase>) {
  return writeOnCase(db, user, 'case.mark', input, async ({ tx, apply }) => {
    const mark: CaseMark = input.mark
    if (mark === 'PIN') {
      // Pins of different cases lock different case rows: lock the pinner too, so two tabs pinning
      // at once count each other's pins and the limit holds. 'no key update', because the foreign
      // keys to users already take key-share locks in this transaction and FOR UPDATE would deadlock.
      await tx.select({ id: users.id }).from(users).where(eq(users.id, user.userId)).for('no key update')
      const [pinned] = await tx
        .select({ n: count() })
        .from(pins)
        .where(and(eq(pins.userId, user.userId), ne(pins.caseId, input.caseId)))
      const after = await apply({ type: 'PIN', pinnedByUser: pinned?.n ?? 0 })
      await tx.insert(pins).values({ userId: user.userId, caseId: input.caseId }).onConflictDoNothing()
      return { lifecycle: lifecycleOf(after.lifecycle), pinned: true }
    }
    const after = await apply({ type: mark })
    if (mark === 'UNPIN')
      await tx.delete(pins).where(and(eq(pins.userId, user.userId), eq(pins.caseId, input.caseId)))
    const [pin] = await tx
      .select({ caseId: pins.caseId })
      .from(pins)
      .where(and(eq(pins.userId, user.userId), eq(pins.caseId, input.caseId)))
    return { lifecycle: lifecycleOf(after.lifecycle), pinned: pin !== undefined }
  })
}

export function recordOf(row: typeof collectionRecords.$inferSelect, author: string): CollectionRecord {
  return {
    id: row.id,
    channel: row.channel,
    diallingTime: row.diallingAt.toISOString(),
    connectionStatus: row.connectionStatus as CollectionRecord['connectionStatus'],
    contact: row.contact as CollectionRecord['contact'],
    contactNumber: row.contactNumber,
    dateItem: row.dateItem as CollectionRecord['dateItem'],
    dateTime: iso(row.dateAt),
    connectionTime: iso(row.connectedAt),
    hangUpTime: iso(row.hungUpAt),
    dangerousReason: row.dangerousReason,
    recordText: row.recordText,
    author,
    createdAt: row.createdAt.toISOString(),
  }
}

export function addCollectionRecordFor(
  db: Database,
  user: SignedInUser,
  input: Input<typeof addCollectionRecord>,
) {
  return writeOnCase(db, user, 'case.record', input, async ({ tx, apply }) => {
    let after = await apply({ type: 'ADD_COLLECTION_RECORD' })
    const { record } = input
    const call = record.channel === 'call'
    const [saved] = await tx
      .insert(collectionRecords)
      .values({
        caseId: input.caseId,
        authorId: user.userId,
        diallingAt: new Date(record.diallingTime),
        channel: record.channel,
        simCardId: await cardHeldBy(tx, user.userId),
        connectionStatus: record.connectionStatus,
        contact: record.contact,
        contactNumber: record.contactNumber,
        dateItem: record.dateItem,
        dateAt: record.dateItem !== 'none' && record.dateTime ? new Date(record.dateTime) : null,
        connectedAt:
          call && record.connectionStatus === 'connected' && record.connectionTime
            ? new Date(record.connectionTime)
            : null,
        hungUpAt:
          call && record.connectionStatus === 'connected' && record.hangUpTime
            ? new Date(record.hangUpTime)
            : null,
        dangerousReason: record.dangerous ? (record.dangerousReason ?? null) : null,
        recordText: record.recordText,
      })
      .returning()
    await countWork(tx, [
      { personId: user.userId, at: saved!.diallingAt, count: call ? 'calls' : 'whatsappMessages', by: 1 },
    ])
    await tx
      .update(cases)
      .set({
        connectionStatus: record.connectionStatus,
        ...(record.connectionStatus === 'connected'
          ? { lastConnectionAt: new Date((call && record.connectionTime) || record.diallingTime) }
          : {}),
      })
      .where(eq(cases.id, input.caseId))
    // An agreed date (promise to pay, call back, visit) is the case's appointment.
    if (record.dateItem !== 'none' && record.dateTime) {
      after = await apply({ type: 'BOOK_APPOINTMENT', at: record.dateTime })
    }
    return { record: recordOf(saved!, user.displayName), lifecycle: lifecycleOf(after.lifecycle) }
  })
}

export function todoOf(row: typeof todos.$inferSelect, author: string): Todo {
  return { id: row.id, text: row.text, dueAt: row.dueAt.toISOString(), doneAt: iso(row.doneAt), author }
}

export function addTodoFor(db: Database, user: SignedInUser, input: Input<typeof addTodo>) {
  return writeOnCase(db, user, 'case.todo', input, async ({ tx, apply }) => {
    await apply({ type: 'ADD_TODO' })
    const [saved] = await tx
      .insert(todos)
      .values({ caseId: input.caseId, authorId: user.userId, text: input.text, dueAt: new Date(input.dueAt) })
      .returning()
    return { todo: todoOf(saved!, user.displayName) }
  })
}

async function todoOfCase(tx: Transaction, caseId: number, todoId: number) {
  const [row] = await tx
    .select()
    .from(todos)
    .where(and(eq(todos.id, todoId), eq(todos.caseId, caseId)))
  if (!row) throw new AppError('todo.notFound')
  return row
}

export function setTodoDoneFor(db: Database, user: SignedInUser, input: Input<typeof setTodoDone>) {
  return writeOnCase(db, user, 'case.todo.done', input, async ({ tx, apply }) => {
    await todoOfCase(tx, input.caseId, input.todoId)
    await apply({ type: input.done ? 'COMPLETE_TODO' : 'REOPEN_TODO' })
    const [saved] = await tx
      .update(todos)
      .set({ doneAt: input.done ? new Date() : null })
      .where(eq(todos.id, input.todoId))
      .returning()
    // The to-do keeps its author, whoever completes or reopens it.
    const [author] = await tx
      .select({ name: users.displayName })
      .from(users)
      .where(eq(users.id, saved!.authorId))
    return { todo: todoOf(saved!, author?.name ?? '') }
  })
}
