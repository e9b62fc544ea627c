import type { Workday } from '../../../contract/workday.ts'
import { workday } from '../../../contract/workday.ts'
import { type CachedList, type KeptAnswerName, useCachedList } from '../../../db/cachedLists.ts'
import { request } from '../../api/request.ts'

/** Whose day is asked: the caller's own (or team's), one member's, or one team's (a manager's choice). */
export interface WorkdayAsked {
  memberId?: number
  teamId?: number
}

/** Where the last day is kept: the caller's own (or team's), one member's or one team's a leader or manager looked at. */
export const keptWorkdayName = (userId: number, { memberId, teamId }: WorkdayAsked = {}): KeptAnswerName =>
  `workday:${userId}:${memberId !== undefined ? `member-${memberId}` : teamId !== undefined ? `team-${teamId}` : 'day'}`

/** The day, shown at once from the kept copy (offline too) and refreshed from the server. */
export function useWorkday(userId: number, asked: WorkdayAsked = {}): CachedList<Workday> {
  const input =
    asked.memberId !== undefined
      ? { memberId: asked.memberId }
      : asked.teamId !== undefined
        ? { teamId: asked.teamId }
        : {}
  return useCachedList<Workday>(keptWorkdayName(userId, asked), () => request(workday, input))
}
