import { useMemo } from 'react'
import type { OutboxEntry } from '../../../db/outbox.ts'
import { useOutboxOnSubject } from '../../../db/outboxWatch.ts'
import { caseSubjectKey } from './caseOutbox.ts'
import { markOfWrite, pendingRowId } from './caseWriteEffects.ts'

/** Where a write shown on the case stands: waiting to be sent, or refused by the server (parked). */
export type PendingWrite = { state: 'waiting' } | { state: 'refused'; reason: string }

export interface CasePending {
  /** A mark on the case is not confirmed yet: the header says so. */
  markWaiting: boolean
  /** A pending record or to-do (shown with a negative id): where its write stands. */
  ofRow(rowId: number): PendingWrite | undefined
  /** A write on the case was refused because the case closed meanwhile. */
  closedMeanwhile: boolean
}

const stateOf = (entry: OutboxEntry): PendingWrite =>
  entry.state === 'parked'
    ? { state: 'refused', reason: entry.lastError?.message ?? '' }
    : { state: 'waiting' }

/**
 * The user's writes on one case not yet answered by the server, live in every tab. Read by the case's
 * index, so a flush of writes on other cases does not re-read them all.
 */
export function useCasePending(userId: number, caseId: number): CasePending {
  const outbox = useOutboxOnSubject(userId, caseSubjectKey(caseId))
  return useMemo(() => {
    const onCase = outbox ?? []
    const byRow = new Map(onCase.map((entry) => [pendingRowId(entry.id), stateOf(entry)]))
    return {
      markWaiting: onCase.some((entry) => markOfWrite(entry) !== undefined && entry.state !== 'parked'),
      ofRow: (rowId) => byRow.get(rowId),
      closedMeanwhile: onCase.some(
        (entry) => entry.state === 'parked' && entry.lastError?.code === 'case.closed',
      ),
    }
  }, [outbox])
}
