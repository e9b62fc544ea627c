import { useState } from 'react'
import { caseFilterChoices } from '../../../contract/cases.ts'
import { menuIds } from '../../../contract/menus.ts'
import { useCachedList } from '../../../db/cachedLists.ts'
import { useAppList } from '../../api/appList.ts'
import { useLeaderList } from '../../api/leaderList.ts'
import { request } from '../../api/request.ts'

/**
 * What a case filter offers, kept in the browser and revalidated like the other cached lists (so they
 * are there offline): apps from the apps list (spec section 3); owners and team types of the cases
 * the user may list, scoped by the server like the rows themselves: a team leader's team, nothing
 * for a collector or seller (who list only their own). The staff area's team type list is not used:
 * collectors, sellers and auditors are refused it, and it would offer types none of their cases has.
 */
export function useCaseFilterChoices(menuIdList: readonly number[], rowsCame: boolean) {
  // Asked once the list's rows came (or could not): a server that answers in turn (one embedded
  // database) answers the rows first, and a filter's choices are wanted only once the list is read.
  const [asked, setAsked] = useState(rowsCame)
  if (rowsCame && !asked) setAsked(true)
  const apps = useAppList(asked)
  const fromCases = useCachedList(
    'caseFilterChoices',
    () => request(caseFilterChoices, undefined),
    asked && menuIdList.includes(menuIds.cases),
  )
  // The team-leader filter (spec section 6), for those who read the teams; a team leader's cases are their team's.
  const leaders = useLeaderList(asked && menuIdList.includes(menuIds.staffs))
  return {
    apps: apps.data ?? [],
    leaders: leaders.data ?? [],
    owners: fromCases.data?.owners ?? [],
    teamTypes: fromCases.data?.teamTypes ?? [],
  }
}
