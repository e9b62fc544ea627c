import { useCallback, useState } from 'react'
import type { addCollectionRecord, CaseMark } from '../../../contract/cases.ts'
import type { InputOf } from '../../../contract/endpoint.ts'
import { ApiError } from '../../api/apiError.ts'
import { sendsNow } from '../../api/sync/syncStatus.ts'
import { showToast } from '../../ui/toast.tsx'
import { caseMarkActions } from './caseActions.ts'
import { type CaseWriteName, type CaseWriter, type NamedCaseRow, queueCaseWrite } from './caseOutbox.ts'
import { useCasePending } from './useCasePending.ts'
import { useFollowedWrites, type WriteNotices } from './useFollowedWrites.ts'

/** A write's outcome as a value: the caller shows a refusal where the user acted. */
export type WriteResult<T> = { ok: true; value: T } | { ok: false; error: ApiError }

export type NewCollectionRecord = InputOf<typeof addCollectionRecord>['record']

function asApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error
  return new ApiError({ type: 'business', code: 'client.failure', message: String(error) })
}

/** Sends a call that needs the server now (the phone reveal); its outcome as a value. */
export async function sendCaseWrite<T>(send: () => Promise<T>): Promise<WriteResult<T>> {
  try {
    return { ok: true, value: await send() }
  } catch (error) {
    return { ok: false, error: asApiError(error) }
  }
}

/**
 * Queues a case write in the outbox (caseOutbox.ts): it succeeds once the browser keeps it, online
 * or not; the server's answer comes later, and a refusal waits in the sync panel. It fails only when
 * the browser's storage refuses it.
 */
export function queueWrite(
  writer: CaseWriter,
  action: CaseWriteName,
  input: { caseId: number } & Record<string, unknown>,
  row?: NamedCaseRow,
): Promise<WriteResult<string>> {
  return sendCaseWrite(() => queueCaseWrite(writer, action, input, row))
}

/** The action that puts a mark, by which the outbox and the sync panel name it. */
export function markActionName(mark: CaseMark): CaseWriteName {
  const action = caseMarkActions.find((candidate) => candidate.mark === mark)
  if (!action) throw new Error(`No case action puts the mark ${mark}`)
  return action.name
}

/**
 * The writes of the case detail, each queued in the outbox and shown at once in the kept detail,
 * marked as pending until the server answers (`pending`). A write refused because the case closed
 * meanwhile raises `closedMeanwhile`, for the view's "please refresh" notice; any other refusal (the
 * pin limit) is said as it came while the user is on the case, and waits in the sync panel.
 */
export function useCaseWrites(writer: CaseWriter, caseId: number, refresh: () => void) {
  const pending = useCasePending(writer.userId, caseId)
  const [acknowledged, setAcknowledged] = useState(false)
  const { userId, displayName } = writer
  const follow = useFollowedWrites(userId, {
    onGone: () => {},
    onRefused: (entry) => {
      // A closed case has its notice, whose button asks again; any other refusal is said here and
      // the case asked again, so what was shown for the refused write goes (the sync panel keeps it).
      if (!entry.lastError || entry.lastError.code === 'case.closed') return
      showToast('error', entry.lastError.message)
      refresh()
    },
  })
  const queue = useCallback(
    async (action: CaseWriteName, input: Record<string, unknown>, notices?: WriteNotices) => {
      const result = await queueWrite({ userId, displayName }, action, { ...input, caseId })
      if (!result.ok) return result
      // Queued while the server cannot be reached, it is only kept here: said at once, never "saved".
      const keptOnly = !sendsNow()
      follow(result.value, notices, keptOnly)
      if (keptOnly) notices?.kept()
      return result
    },
    [userId, displayName, caseId, follow],
  )

  return {
    mark: useCallback((chosen: CaseMark) => queue(markActionName(chosen), { mark: chosen }), [queue]),
    /** Queues a record; `notices` say when the server took it, or that it waits on this computer. */
    addRecord: useCallback(
      (record: NewCollectionRecord, notices?: WriteNotices) =>
        queue('addCollectionRecord', { record }, notices),
      [queue],
    ),
    addTodo: useCallback((text: string, dueAt: string) => queue('addTodo', { text, dueAt }), [queue]),
    setTodoDone: useCallback(
      (todoId: number, done: boolean) => queue(done ? 'completeTodo' : 'reopenTodo', { todoId, done }),
      [queue],
    ),
    /** Which of the writes shown are still waiting to be sent, or were refused. */
    pending,
    closedMeanwhile: pending.closedMeanwhile && !acknowledged,
    /** After the refresh the notice goes; the detail then says closed and holds its writes. */
    acknowledgeClosed: useCallback(() => {
      setAcknowledged(true)
      refresh()
    }, [refresh]),
  }
}
