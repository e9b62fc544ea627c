import { useEffect, useState } from 'react'
import { type CaseFilterChoices, caseFilterChoices } from '../../../contract/cases.ts'
import { menuIds } from '../../../contract/menus.ts'
import { type App, allApps } from '../../../contract/system.ts'
import { useCachedList } from '../../../db/cachedLists.ts'
import { request } from '../../api/request.ts'

const noChoices: CaseFilterChoices = { owners: [], teamTypes: [] }

// The filters remount on every search and open after the page: one answer serves them all for a
// minute, since who holds cases changes only with allocations. A failure is asked again next time.
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
 * The owners and team types of the cases the user may list, scoped by the server like the rows
 * themselves: a team leader's team, nothing for a collector or seller (who list only their own).
 * The staff area's team type list is not used: collectors, sellers and auditors are refused it, and
 * it would offer types none of the user's cases has. Without an answer (offline, refused) there is
 * nothing to choose from, and the two filters stay hidden; the other filters still work.
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

/** What a case filter offers: apps from the cached list (spec section 3), owners and team types from the cases. */
export function useCaseFilterChoices(menuIdList: readonly number[]) {
  const apps = useCachedList<App[]>('appList', () => request(allApps, { teamId: '' }))
  const { owners, teamTypes } = useCaseChoicesFromCases(menuIdList)
  return { apps: apps.data ?? [], teamTypes, owners }
}
