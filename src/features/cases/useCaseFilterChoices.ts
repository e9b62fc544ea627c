import { useEffect, useState } from 'react'
import { type CaseFilterChoices, caseFilterChoices } from '../../../contract/cases.ts'
import { menuIds } from '../../../contract/menus.ts'
import { type App, allApps, allTeamTypes, type TeamType } from '../../../contract/system.ts'
import { useCachedList } from '../../../db/cachedLists.ts'
import { request } from '../../api/request.ts'

const noChoices: CaseFilterChoices = { owners: [] }

// The filters remount on every search: one answer serves them for a minute, since who holds cases
// changes only with allocations. A failure is asked again next time.
const keptForMs = 60_000
let kept: { answer: Promise<CaseFilterChoices>; at: number } | null = null

function askCaseFilterChoices(): Promise<CaseFilterChoices> {
  if (kept && Date.now() - kept.at < keptForMs) return kept.answer
  const answer = request(caseFilterChoices, undefined)
  const asked = { answer, at: Date.now() }
  kept = asked
  answer.catch(() => {
    if (kept === asked) kept = null
  })
  return answer
}

/** Drops the kept answer, so the next screen asks the server again. */
export function forgetCaseFilterChoices(): void {
  kept = null
}

/**
 * The owners of the cases the user may list, scoped by the server like the rows themselves: a team
 * leader's team, nobody for a collector or seller (who list only their own). Without an answer
 * (offline, refused) there is nothing to choose from and the owner filter stays hidden.
 */
export function useCaseChoicesFromCases(menuIdList: readonly number[]): CaseFilterChoices {
  const enabled = menuIdList.includes(menuIds.cases)
  const [choices, setChoices] = useState(noChoices)
  useEffect(() => {
    if (!enabled) return
    let current = true
    askCaseFilterChoices().then(
      (answer) => current && setChoices(answer),
      () => current && setChoices(noChoices),
    )
    return () => {
      current = false
    }
  }, [enabled])
  return choices
}

/** The apps and team types a case filter offers, from the cached lists (spec section 3). */
export function useCaseFilterChoices(menuIdList: readonly number[]) {
  const apps = useCachedList<App[]>('appList', () => request(allApps, { teamId: '' }))
  // Team types come from the staff area's call: only users who open that area can filter by them.
  const teamTypes = useCachedList<TeamType[]>(
    'teamTypeList',
    () => request(allTeamTypes, undefined),
    menuIdList.includes(menuIds.staffs),
  )
  return { apps: apps.data ?? [], teamTypes: teamTypes.data ?? [] }
}
