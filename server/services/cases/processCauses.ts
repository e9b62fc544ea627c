import { and, eq, inArray } from 'drizzle-orm'
import type { Database } from '../../database/connect.ts'
import { clientMutations, type transitions } from '../../database/schema/audit.ts'
import { collectionRecords, todos } from '../../database/schema/cases.ts'

/** What a user wrote that caused a step of a case's process: a collection record or a to-do. */
export interface StepCause {
  kind: 'record' | 'todo'
  text: string
}

const byRecord = new Set(['ADD_COLLECTION_RECORD', 'BOOK_APPOINTMENT'])
const byNewTodo = 'ADD_TODO'
const byTodoDone = new Set(['COMPLETE_TODO', 'REOPEN_TODO'])

type Step = typeof transitions.$inferSelect

/** The same write: one transaction, so one now() for the step and the row, by the same person. */
const sameWrite = (step: Step, row: { createdAt: Date; authorId: number }) =>
  row.createdAt.getTime() === step.at.getTime() && row.authorId === step.actorId

/**
 * The record or to-do behind each step that one caused, by step id. A record and a new to-do are
 * written in the step's own transaction, so they share its moment and author; a to-do done or
 * reopened names itself in the write's kept answer (kept for the retention period, so an older such
 * step names no text).
 */
export async function causesOfSteps(
  db: Database,
  caseId: number,
  steps: Step[],
): Promise<Map<number, StepCause>> {
  const causes = new Map<number, StepCause>()
  const wants = (events: Set<string> | string) =>
    steps.some((step) =>
      typeof events === 'string' ? step.eventType === events : events.has(step.eventType),
    )
  const [records, newTodos] = await Promise.all([
    wants(byRecord)
      ? db
          .select({
            createdAt: collectionRecords.createdAt,
            authorId: collectionRecords.authorId,
            text: collectionRecords.recordText,
          })
          .from(collectionRecords)
          .where(eq(collectionRecords.caseId, caseId))
      : [],
    wants(byNewTodo)
      ? db
          .select({ createdAt: todos.createdAt, authorId: todos.authorId, text: todos.text })
          .from(todos)
          .where(eq(todos.caseId, caseId))
      : [],
  ])
  const doneIds = steps.flatMap((step) =>
    byTodoDone.has(step.eventType) && step.clientMutationId ? [step.clientMutationId] : [],
  )
  const answers = doneIds.length
    ? await db
        .select({ id: clientMutations.id, answer: clientMutations.answer })
        .from(clientMutations)
        .where(and(inArray(clientMutations.id, doneIds), eq(clientMutations.path, 'case.todo.done')))
    : []
  const doneTexts = new Map(
    answers.map(({ id, answer }) => [id, (answer as { todo?: { text?: string } } | null)?.todo?.text]),
  )
  for (const step of steps) {
    if (byRecord.has(step.eventType)) {
      const record = records.find((row) => sameWrite(step, row))
      if (record?.text) causes.set(step.id, { kind: 'record', text: record.text })
    } else if (step.eventType === byNewTodo) {
      const todo = newTodos.find((row) => sameWrite(step, row))
      if (todo) causes.set(step.id, { kind: 'todo', text: todo.text })
    } else if (byTodoDone.has(step.eventType) && step.clientMutationId) {
      const text = doneTexts.get(step.clientMutationId)
      if (text) causes.set(step.id, { kind: 'todo', text })
    }
  }
  return causes
}
