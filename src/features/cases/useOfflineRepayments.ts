import { useEffect, useRef } from 'react'
import { caseOfflineRepayments } from '../../../contract/offlineRepayments.ts'
import { useOutboxOnSubject } from '../../../db/outboxWatch.ts'
import { useKeptRead } from '../../api/useKeptRead.ts'
import { offlineRepaymentSubject } from './offlineRepaymentOutbox.ts'

/**
 * A case's offline repayments as the server holds them (kept for reading offline), and those recorded
 * here still waiting in the outbox; the list is read again each time one leaves the outbox.
 */
export function useOfflineRepayments(userId: number, caseId: number) {
  const kept = useKeptRead(`offlineRepayments:${userId}:case${caseId}`, caseOfflineRepayments, { caseId })
  const waiting = useOutboxOnSubject(userId, offlineRepaymentSubject(caseId)) ?? []
  const count = useRef(waiting.length)
  const { refresh } = kept
  useEffect(() => {
    if (waiting.length < count.current) refresh()
    count.current = waiting.length
  }, [waiting.length, refresh])
  return { ...kept, waiting }
}
