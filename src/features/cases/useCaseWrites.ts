import { useCallback, useState } from 'react'
import {
  addCollectionRecord,
  addTodo,
  type CaseDetail,
  type CaseMark,
  markCase,
  setTodoDone,
} from '../../../contract/cases.ts'
import type { InputOf } from '../../../contract/endpoint.ts'
import { updateCaseDetail } from '../../../db/caseCache.ts'
import { ApiError } from '../../api/apiError.ts'
import { request } from '../../api/request.ts'

/** A write's outcome as a value: the caller shows a refusal where the user acted. */
export type WriteResult<T> = { ok: true; value: T } | { ok: false; error: ApiError }

export type NewCollectionRecord = InputOf<typeof addCollectionRecord>['record']

function asApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error
  return new ApiError({ type: 'business', code: 'client.failure', message: String(error) })
}

/** Sends one write; its client-made id is the server's idempotency key, so a replay applies once. */
export async function sendCaseWrite<T>(send: () => Promise<T>): Promise<WriteResult<T>> {
  try {
    return { ok: true, value: await send() }
  } catch (error) {
    return { ok: false, error: asApiError(error) }
  }
}

/** Writes sent whose answer never came (offline), by what they do: their client-made ids. */
const unanswered = new Map<string, string>()

/**
 * Sends a write named by what it does (`intent`). When its answer is lost, the same write done again
 * goes with the same id, so the server applies it once however often the user presses the button.
 */
export async function sendCaseWriteOnce<T>(
  intent: string,
  send: (clientMutationId: string) => Promise<T>,
): Promise<WriteResult<T>> {
  const clientMutationId = unanswered.get(intent) ?? crypto.randomUUID()
  unanswered.set(intent, clientMutationId)
  const result = await sendCaseWrite(() => send(clientMutationId))
  if (result.ok || result.error.type !== 'offline') unanswered.delete(intent)
  return result
}

export function markCaseOnce(caseId: number, mark: CaseMark) {
  return sendCaseWriteOnce(`${caseId}:${mark}`, (clientMutationId) =>
    request(markCase, { caseId, clientMutationId, mark }),
  )
}

/**
 * The writes of the case detail. Each answer is applied to the kept detail at once, then the detail
 * is asked again (`refresh`) so lists the server orders come back in its order. A refusal because the
 * case closed meanwhile raises `closedMeanwhile`, for the view's "please refresh" notice.
 */
export function useCaseWrites(caseId: number, keptKey: string, refresh: () => void) {
  const [closedMeanwhile, setClosedMeanwhile] = useState(false)

  const settle = useCallback(
    async <T>(result: WriteResult<T>, apply: (detail: CaseDetail, value: T) => CaseDetail) => {
      if (result.ok) {
        await updateCaseDetail(keptKey, (detail) => apply(detail, result.value))
        refresh()
      } else if (result.error.code === 'case.closed') {
        // The kept copy learns it at once, so no form or mark stays open while the user reads the notice.
        await updateCaseDetail(keptKey, (detail) => ({
          ...detail,
          lifecycle: { ...detail.lifecycle, closed: true },
          row: { ...detail.row, closed: true },
        }))
        setClosedMeanwhile(true)
      }
      return result
    },
    [keptKey, refresh],
  )

  const mark = useCallback(
    async (chosen: CaseMark) =>
      settle(await markCaseOnce(caseId, chosen), (detail, answer) => ({
        ...detail,
        lifecycle: answer.lifecycle,
        row: { ...detail.row, pinned: answer.pinned, deal: answer.lifecycle.deal },
      })),
    [caseId, settle],
  )

  const addRecord = useCallback(
    async (record: NewCollectionRecord, clientMutationId: string) =>
      settle(
        await sendCaseWrite(() => request(addCollectionRecord, { caseId, clientMutationId, record })),
        (detail, answer) => ({
          ...detail,
          lifecycle: answer.lifecycle,
          collectionRecords: [answer.record, ...detail.collectionRecords],
        }),
      ),
    [caseId, settle],
  )

  const addTodoToCase = useCallback(
    async (text: string, dueAt: string, clientMutationId: string) =>
      settle(
        await sendCaseWrite(() => request(addTodo, { caseId, clientMutationId, text, dueAt })),
        (detail, answer) => ({ ...detail, todos: [...detail.todos, answer.todo] }),
      ),
    [caseId, settle],
  )

  const setDone = useCallback(
    async (todoId: number, done: boolean) =>
      settle(
        await sendCaseWriteOnce(`${caseId}:todo:${todoId}:${done}`, (clientMutationId) =>
          request(setTodoDone, { caseId, clientMutationId, todoId, done }),
        ),
        (detail, answer) => ({
          ...detail,
          todos: detail.todos.map((todo) => (todo.id === answer.todo.id ? answer.todo : todo)),
        }),
      ),
    [caseId, settle],
  )

  return {
    mark,
    addRecord,
    addTodo: addTodoToCase,
    setTodoDone: setDone,
    closedMeanwhile,
    /** After the refresh the notice goes; the detail then says closed and holds its writes. */
    acknowledgeClosed: useCallback(() => {
      setClosedMeanwhile(false)
      refresh()
    }, [refresh]),
  }
}
