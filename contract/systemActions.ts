import type { Action, WhoMay } from './actions.ts'
import { allApps } from './system.ts'

/** The apps of the menu are the operation's, the same for everyone signed in. */
const appReader: WhoMay = { menuId: 'signedIn', readOnlyRoles: [], rows: 'none' }

/** The spec posts to read the apps (section 7: POST /sys/menu/allApp); no button offers it. */
export const systemReads = {
  allApps: { endpoint: allApps, whoMay: appReader, offline: false },
} as const satisfies Record<string, Action>
