import { amountCutList } from '../../../contract/amountCuts.ts'
import { type ListQueryOf, useKeptPagedList } from '../../api/useKeptPagedList.ts'

export type AmountCutQuery = ListQueryOf<typeof amountCutList>

/** The cuts the reviewer reaches, kept per user, the first page shown from the kept copy. */
export function useAmountCuts(userId: number, query: AmountCutQuery | undefined) {
  return useKeptPagedList({ list: amountCutList }, query, {
    keptAs: { area: 'financial', userId, view: 'amountCuts' },
    pageSize: 100,
  })
}
