import type { AnswerOf } from '../../../contract/endpoint.ts'
import { targetProgress } from '../../../contract/targets.ts'
import { type CachedList, type KeptAnswerName, useCachedList } from '../../../db/cachedLists.ts'
import { request } from '../../api/request.ts'

export type TargetsAtAGlance = AnswerOf<typeof targetProgress>

/** Where the last answer is kept: the caller's own targets and those of their reach. */
export const keptTargetsName = (userId: number): KeptAnswerName => `targets:${userId}:glance`

/** The targets at a glance, shown at once from the kept copy (offline too) and refreshed from the server. */
export function useTargetsAtAGlance(userId: number): CachedList<TargetsAtAGlance> {
  return useCachedList<TargetsAtAGlance>(keptTargetsName(userId), () => request(targetProgress, {}))
}
