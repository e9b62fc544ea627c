import { currentUserShape } from '../../contract/currentUserShape.ts'
import type { CurrentUser } from '../../contract/session.ts'

const userKey = 'userInfo'
/** The shape the kept user was written in (contract/currentUserShape.ts). */
const userShapeKey = 'userInfoShape'

/** What checks a kept copy of another shape: the user's schema, loaded only for that. */
export type CheckUser = (kept: unknown) => Promise<CurrentUser | null>

const checkWithSchema: CheckUser = async (kept) => {
  const { currentUserSchema } = await import('../../contract/session.ts')
  const parsed = currentUserSchema.safeParse(kept)
  return parsed.success ? parsed.data : null
}

/** Keeps the signed-in user in this browser, stamped with the shape it is in. */
export function keepUser(user: CurrentUser, storage: Storage = localStorage): void {
  storage.removeItem(userShapeKey)
  storage.setItem(userKey, JSON.stringify(user))
  storage.setItem(userShapeKey, currentUserShape)
}

/**
 * The user kept in this browser, without waiting on the schema library when it was kept in the
 * current shape: the shell paints from it at once (issue 28). A copy of another shape, or of none
 * (kept by an older version), is checked against the schema and kept again in the current one; an
 * unreadable or wrong one is no user to restore.
 */
export async function keptUser(
  storage: Storage = localStorage,
  check: CheckUser = checkWithSchema,
): Promise<CurrentUser | null> {
  const raw = storage.getItem(userKey)
  if (!raw) return null
  let kept: unknown
  try {
    kept = JSON.parse(raw)
  } catch {
    return null
  }
  if (storage.getItem(userShapeKey) === currentUserShape) return kept as CurrentUser
  const user = await check(kept)
  if (user) keepUser(user, storage)
  return user
}
