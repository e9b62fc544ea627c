import { useMemo } from 'react'
import { type SimTeam, simTeamAndMember } from '../../../contract/simCards.ts'
import { useCachedList } from '../../../db/cachedLists.ts'
import { request } from '../../api/request.ts'

/**
 * The teams and members a card may go to (spec section 3: simTeamAndMember, kept in the browser) and
 * simType, their distinct types, derived from it.
 */
export function useSimTeams() {
  const kept = useCachedList<SimTeam[]>('simTeamAndMember', () => request(simTeamAndMember, {}))
  const teams = kept.data ?? []
  const types = useMemo(() => {
    const byCode = new Map<string, string>()
    for (const team of kept.data ?? []) byCode.set(team.type, team.typeName)
    return [...byCode].map(([value, label]) => ({ value, label }))
  }, [kept.data])
  return { teams, types }
}
