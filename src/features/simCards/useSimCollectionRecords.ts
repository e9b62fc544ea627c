import { simCollectionRecords } from '../../../contract/simCards.ts'
import { type ListQueryOf, useKeptPagedList } from '../../api/useKeptPagedList.ts'

export type SimCollectionRecordQuery = ListQueryOf<typeof simCollectionRecords>

export const simCollectionRecordPageSize = 100

/** The calls and messages made with each card, kept per user, first page shown from the kept copy. */
export function useSimCollectionRecords(userId: number, query: SimCollectionRecordQuery | undefined) {
  return useKeptPagedList({ list: simCollectionRecords }, query, {
    keptAs: { area: 'simCards', userId, view: 'collectionRecords' },
    pageSize: simCollectionRecordPageSize,
  })
}
