import { repaymentList, repaymentSummary } from '../../../contract/repayments.ts'
import { type ListQueryOf, useKeptPagedList } from '../../api/useKeptPagedList.ts'

export type RepaymentListQuery = ListQueryOf<typeof repaymentList>

export const repaymentPageSize = 100

/** The repayment records with the totals of their filter, kept per user, first page shown from the kept copy. */
export function useRepaymentList(userId: number, query: RepaymentListQuery | undefined) {
  return useKeptPagedList({ list: repaymentList, summary: repaymentSummary }, query, {
    keptAs: { area: 'financial', userId, view: 'repayments' },
    pageSize: repaymentPageSize,
  })
}
