import { simCardList } from '../../../contract/simCards.ts'
import { type ListQueryOf, useKeptPagedList } from '../../api/useKeptPagedList.ts'

export type SimCardListQuery = ListQueryOf<typeof simCardList>

export const simCardPageSize = 100

/** The office's cards, kept per user, first page shown from the kept copy. */
export function useSimCardList(userId: number, query: SimCardListQuery | undefined) {
  return useKeptPagedList({ list: simCardList }, query, {
    keptAs: { area: 'simCards', userId, view: 'records' },
    pageSize: simCardPageSize,
  })
}
