import { pageSizes } from '../../../contract/paging.ts'
import {
  personTargetList,
  type TargetPeriod,
  targetDetail,
  teamTargetList,
} from '../../../contract/targets.ts'
import { useKeptRead } from '../../api/useKeptRead.ts'

const noPeriods: TargetPeriod[] = []

/** One target with its members' targets and its recorded changes (the edit screen); nothing asked without an id. */
export function useTargetDetail(userId: number, targetId: string | null) {
  return useKeptRead(
    `targets:${userId}:target${targetId ?? 0}`,
    targetDetail,
    { targetId: targetId ?? '' },
    targetId !== null,
  )
}

/**
 * The periods a new target may be set for: the current one and those to come, as the list's answer
 * offers them (asked for one row only: the periods are what is wanted), oldest first.
 */
export function useOpenPeriods(userId: number, kind: 'team' | 'person'): TargetPeriod[] {
  const list = kind === 'team' ? teamTargetList : personTargetList
  const read = useKeptRead(`targets:${userId}:periods${kind}`, list, {
    sort: 'name',
    order: 'asc',
    limit: pageSizes.min,
  })
  const answer = read.data
  if (!answer) return noPeriods
  return answer.periods
    .filter((period) => period.to >= answer.period.from)
    .sort((a, b) => a.from.localeCompare(b.from))
}
