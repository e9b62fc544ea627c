import { blacklistList } from '../../../contract/blacklist.ts'
import { type ListQueryOf, useKeptPagedList } from '../../api/useKeptPagedList.ts'

export type BlacklistQuery = ListQueryOf<typeof blacklistList>

export const blacklistPageSize = 100

/** The blacklist, kept per user, first page shown from the kept copy. */
export function useBlacklist(userId: number, query: BlacklistQuery | undefined) {
  return useKeptPagedList({ list: blacklistList }, query, {
    keptAs: { area: 'blacklist', userId, view: 'entries' },
    pageSize: blacklistPageSize,
  })
}
