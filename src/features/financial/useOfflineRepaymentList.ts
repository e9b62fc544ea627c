import { useEffect, useState } from 'react'
import { offlineRepaymentList, offlineRepaymentReceipt } from '../../../contract/offlineRepayments.ts'
import { request } from '../../api/request.ts'
import { type ListQueryOf, useKeptPagedList } from '../../api/useKeptPagedList.ts'

export type OfflineRepaymentQuery = ListQueryOf<typeof offlineRepaymentList>

/** The offline repayments the reviewer reaches, kept per user, the first page shown from the kept copy. */
export function useOfflineRepaymentList(userId: number, query: OfflineRepaymentQuery | undefined) {
  return useKeptPagedList({ list: offlineRepaymentList }, query, {
    keptAs: { area: 'financial', userId, view: 'offlineRepayments' },
    pageSize: 100,
  })
}

/** A receipt's image as a data URL, read when asked; the failure's words when it could not be. */
export function useReceipt(repaymentId: number | null) {
  const [shown, setShown] = useState<{ dataUrl?: string; failure?: string }>({})
  useEffect(() => {
    setShown({})
    if (repaymentId === null) return
    let current = true
    request(offlineRepaymentReceipt, { repaymentId }).then(
      (answer) => current && setShown({ dataUrl: answer.dataUrl }),
      (error: unknown) =>
        current && setShown({ failure: error instanceof Error ? error.message : String(error) }),
    )
    return () => {
      current = false
    }
  }, [repaymentId])
  return shown
}
