import {
  addCollectionRecord,
  addTodo,
  type CaseDetail,
  type CaseMark,
  type CaseRow,
  type CollectionRecord,
  markCase,
  setTodoDone,
  type Todo,
} from '../../../contract/cases.ts'
import type { InputOf } from '../../../contract/endpoint.ts'
import type { OutboxEntry } from '../../../db/outbox.ts'
import { decideCaseEvent, lifecycleOf } from '../../../machines/caseDecisions.ts'
import type { CaseLifecycleEvent } from '../../../machines/caseLifecycle.ts'
import { markEvent, storedLifecycleOfDetail, storedLifecycleOfRow } from './caseActions.ts'

/**
 * What a queued case write does to the kept detail, before and after the server answers: pure, so
 * the outbox's transaction (caseOutbox.ts) and the tests apply the very same change.
 */

/** The parts of an entry these functions read. */
export type CaseWrite = Pick<OutboxEntry, 'id' | 'path' | 'payload' | 'createdAt'>

/**
 * The id a pending record or to-do is shown with until the server gives it one: negative, so it is
 * never a server's id, and made from the entry's id, so the server's answer finds the row to replace.
 */
export function pendingRowId(entryId: string): number {
  return -(Number.parseInt(entryId.replace(/[^0-9a-f]/gi, '').slice(0, 12), 16) || 1)
}

export const isPendingRow = (row: { id: number }) => row.id < 0

/** Runs one event through the lifecycle machine the server decides with; a refused one changes nothing. */
function decided(detail: CaseDetail, event: CaseLifecycleEvent): CaseDetail {
  const decision = decideCaseEvent(storedLifecycleOfDetail(detail), event)
  if (!decision.allowed) return detail
  const lifecycle = lifecycleOf(decision.to)
  return { ...detail, lifecycle, row: { ...detail.row, deal: lifecycle.deal } }
}

type MarkInput = InputOf<typeof markCase>
type RecordInput = InputOf<typeof addCollectionRecord>
type TodoInput = InputOf<typeof addTodo>
type TodoDoneInput = InputOf<typeof setTodoDone>

function pendingRecord(entry: CaseWrite, author: string): CollectionRecord {
  const { record } = entry.payload as RecordInput
  const channel = record.channel ?? 'call'
  const connected = record.connectionStatus === 'connected' && channel === 'call'
  return {
    id: pendingRowId(entry.id),
    channel,
    diallingTime: record.diallingTime,
    connectionStatus: record.connectionStatus,
    contact: record.contact,
    contactNumber: record.contactNumber ?? '',
    dateItem: record.dateItem,
    dateTime: record.dateItem !== 'none' ? (record.dateTime ?? null) : null,
    connectionTime: connected ? (record.connectionTime ?? null) : null,
    hangUpTime: connected ? (record.hangUpTime ?? null) : null,
    dangerousReason: record.dangerous ? (record.dangerousReason ?? null) : null,
    recordText: record.recordText ?? '',
    author,
    createdAt: new Date(entry.createdAt).toISOString(),
  }
}

function pendingTodo(entry: CaseWrite, author: string): Todo {
  const { text, dueAt } = entry.payload as TodoInput
  return { id: pendingRowId(entry.id), text, dueAt, doneAt: null, author }
}

const hasRow = (rows: readonly { id: number }[], id: number) => rows.some((row) => row.id === id)

/**
 * The detail with a queued write shown at once, as the server is expected to apply it: a mark as the
 * lifecycle machine decides it, a record or to-do as a pending row (taken from `carried`, an earlier
 * copy that already showed it, so its author stays). Applying it twice changes nothing more.
 */
export function showPending(
  detail: CaseDetail,
  entry: CaseWrite,
  author: string,
  carried?: CaseDetail,
): CaseDetail {
  const rowId = pendingRowId(entry.id)
  switch (entry.path) {
    case markCase.path: {
      const { mark } = entry.payload as MarkInput
      const marked = decided(detail, markEvent(mark))
      if (mark === 'PIN' || mark === 'UNPIN')
        return { ...marked, row: { ...marked.row, pinned: mark === 'PIN' } }
      if (mark === 'CLEAR_APPOINTMENT' && marked !== detail)
        return { ...marked, row: { ...marked.row, appointment: null } }
      return marked
    }
    case addCollectionRecord.path: {
      if (hasRow(detail.collectionRecords, rowId)) return detail
      const record =
        carried?.collectionRecords.find((kept) => kept.id === rowId) ?? pendingRecord(entry, author)
      let shown = decided(detail, { type: 'ADD_COLLECTION_RECORD' })
      // An agreed date books the case's appointment, as the server does with the record.
      if (record.dateTime) {
        const booked = decided(shown, { type: 'BOOK_APPOINTMENT', at: record.dateTime })
        shown = booked === shown ? shown : { ...booked, row: { ...booked.row, appointment: record.dateTime } }
      }
      return { ...shown, collectionRecords: [record, ...shown.collectionRecords] }
    }
    case addTodo.path: {
      if (hasRow(detail.todos, rowId)) return detail
      const todo = carried?.todos.find((kept) => kept.id === rowId) ?? pendingTodo(entry, author)
      return { ...detail, todos: [...detail.todos, todo] }
    }
    case setTodoDone.path: {
      const { todoId, done } = entry.payload as TodoDoneInput
      const doneAt = done ? new Date(entry.createdAt).toISOString() : null
      return {
        ...detail,
        todos: detail.todos.map((todo) =>
          todo.id === todoId && (todo.doneAt !== null) !== done ? { ...todo, doneAt } : todo,
        ),
      }
    }
    default:
      return detail
  }
}

/** Puts the server's row where the pending one was shown, or first when none was (`at` 'start') or last. */
function replacePending<Row extends { id: number }>(
  rows: readonly Row[],
  pendingId: number,
  answered: Row,
  at: 'start' | 'end',
): Row[] {
  const others = rows.filter((row) => row.id !== answered.id)
  const place = others.findIndex((row) => row.id === pendingId)
  if (place >= 0) return others.map((row) => (row.id === pendingId ? answered : row))
  return at === 'start' ? [answered, ...others] : [...others, answered]
}

/**
 * The detail with the server's answer to a write in place of what was shown pending: the lifecycle
 * and pin it answered, the record or to-do with its server id. An answer of another shape (it was
 * checked by the request already) changes nothing rather than breaking the outbox's transaction.
 */
export function applyAnswer(detail: CaseDetail, entry: CaseWrite, answer: unknown): CaseDetail {
  const rowId = pendingRowId(entry.id)
  switch (entry.path) {
    case markCase.path: {
      const parsed = markCase.answer.safeParse(answer)
      if (!parsed.success) return detail
      const { lifecycle, pinned } = parsed.data
      return { ...detail, lifecycle, row: { ...detail.row, pinned, deal: lifecycle.deal } }
    }
    case addCollectionRecord.path: {
      const parsed = addCollectionRecord.answer.safeParse(answer)
      if (!parsed.success) return detail
      return {
        ...detail,
        lifecycle: parsed.data.lifecycle,
        row: { ...detail.row, deal: parsed.data.lifecycle.deal },
        collectionRecords: replacePending(detail.collectionRecords, rowId, parsed.data.record, 'start'),
      }
    }
    case addTodo.path: {
      const parsed = addTodo.answer.safeParse(answer)
      if (!parsed.success) return detail
      return { ...detail, todos: replacePending(detail.todos, rowId, parsed.data.todo, 'end') }
    }
    case setTodoDone.path: {
      const parsed = setTodoDone.answer.safeParse(answer)
      if (!parsed.success) return detail
      const { todo: answered } = parsed.data
      return { ...detail, todos: detail.todos.map((todo) => (todo.id === answered.id ? answered : todo)) }
    }
    default:
      return detail
  }
}

/** A list row with a mark shown: its pin, and its deal as the lifecycle machine decides the mark. */
export function markedRow(row: CaseRow, mark: CaseMark): CaseRow {
  if (mark === 'PIN' || mark === 'UNPIN') return { ...row, pinned: mark === 'PIN' }
  const decision = decideCaseEvent(storedLifecycleOfRow(row), markEvent(mark))
  return decision.allowed ? { ...row, deal: lifecycleOf(decision.to).deal } : row
}

/** A list row with the server's answer to a mark. */
export function answeredRow(row: CaseRow, answer: unknown): CaseRow {
  const parsed = markCase.answer.safeParse(answer)
  return parsed.success ? { ...row, pinned: parsed.data.pinned, deal: parsed.data.lifecycle.deal } : row
}

/** The mark a queued write puts, if it is a mark. */
export const markOfWrite = (entry: Pick<OutboxEntry, 'path' | 'payload'>): CaseMark | undefined =>
  entry.path === markCase.path ? (entry.payload as MarkInput).mark : undefined

/** The detail without the pending record or to-do shown for a write given up. */
export function withoutPendingRow(detail: CaseDetail, entry: Pick<OutboxEntry, 'id'>): CaseDetail {
  const rowId = pendingRowId(entry.id)
  return {
    ...detail,
    collectionRecords: detail.collectionRecords.filter((record) => record.id !== rowId),
    todos: detail.todos.filter((todo) => todo.id !== rowId),
  }
}

/** The case a queued write is on. */
export const caseIdOfWrite = (entry: Pick<OutboxEntry, 'payload'>) => Number(entry.payload.caseId)

/** The case closed meanwhile, as the server's refusal said: no form or mark stays open on it. */
export function closedCase(detail: CaseDetail): CaseDetail {
  return {
    ...detail,
    lifecycle: { ...detail.lifecycle, closed: true },
    row: { ...detail.row, closed: true },
  }
}
