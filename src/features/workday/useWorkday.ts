import type { Workday } from '../../../contract/workday.ts'
import { workday } from '../../../contract/workday.ts'
import { type CachedList, type KeptAnswerName, useCachedList } from '../../../db/cachedLists.ts'
import { request } from '../../api/request.ts'

/** Where the last day is kept: the caller's own (or team's), or one member's a leader looked at. */
export const keptWorkdayName = (userId: number, memberId?: number): KeptAnswerName =>
  `workday:${userId}:${memberId === undefined ? 'day' : `member-${memberId}`}`

/** The day, shown at once from the kept copy (offline too) and refreshed from the server. */
export function useWorkday(userId: number, memberId?: number): CachedList<Workday> {
  return useCachedList<Workday>(keptWorkdayName(userId, memberId), () =>
    request(workday, memberId === undefined ? {} : { memberId }),
  )
}
