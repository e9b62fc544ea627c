import type { Action, WhoMay } from './actions.ts'
import { changePassword } from './session.ts'

/** Changing one's password is everyone's, auditors too: it touches nobody else's row. */
const passwordOwner: WhoMay = { menuId: 'signedIn', readOnlyRoles: [], rows: 'none' }

/** The session's writes that need a signed-in user (signing in and resetting a password are public). */
export const sessionActions = {
  changePassword: { endpoint: changePassword, whoMay: passwordOwner, offline: false },
} as const satisfies Record<string, Action>
