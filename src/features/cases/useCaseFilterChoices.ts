import { menuIds } from '../../../contract/menus.ts'
import { type App, allApps, allTeamTypes, type TeamType } from '../../../contract/system.ts'
import { useCachedList } from '../../../db/cachedLists.ts'
import { request } from '../../api/request.ts'

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
