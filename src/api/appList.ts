import { type App, allApps } from '../../contract/system.ts'
import { useCachedList } from '../../db/cachedLists.ts'
import { request } from './request.ts'

/**
 * The loan apps (brands) of the operation, kept in the browser so the welcome page opens offline;
 * `enabled` false neither reads nor asks yet.
 */
export const useAppList = (enabled = true) =>
  useCachedList<App[]>('appList', () => request(allApps, { teamId: '' }), enabled)
