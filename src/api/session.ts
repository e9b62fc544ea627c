import { useSelector } from '@xstate/react'
import { createActor, fromPromise } from 'xstate'
import {
  type CurrentUser,
  currentUser as currentUserCall,
  currentUserSchema,
  signIn,
  signOut,
} from '../../contract/session.ts'
import { clearBrowserDatabase } from '../../db/database.ts'
import { type SessionContext, type StoredSession, sessionMachine } from '../../machines/session.ts'
import { localeStorageKey } from '../i18n/locale.ts'
import { firstDayOfWeekKeyPrefix } from '../ui/firstDayOfWeek.ts'
import { deleteCookie } from './cookies.ts'
import { onSignedOut, sessionToken, storeSessionToken } from './credentials.ts'
import { request } from './request.ts'
import { onServerReachedAgain } from './sync/syncStatus.ts'

const userKey = 'userInfo'
const noticeKey = 'signInNotice'
const sessionCookies = ['mobile', 'username', 'userId', 'hasSeat']

function readStoredSession(): StoredSession | null {
  const token = sessionToken()
  const raw = localStorage.getItem(userKey)
  if (!token || !raw) return null
  // An unreadable copy is no session to restore, not a failure to show on the sign-in page.
  let kept: unknown
  try {
    kept = JSON.parse(raw)
  } catch {
    return null
  }
  const parsed = currentUserSchema.safeParse(kept)
  return parsed.success ? { user: parsed.data, token } : null
}

/**
 * Sign-out (spec section 4): all local storage and the session cookies go, then /login with a reload.
 * The language stays: it belongs to the desk, not to the person who signed out; so does each user's
 * first day of the week, how that person reads a calendar (docs/decisions/0024).
 */
async function clearLocalData(): Promise<void> {
  const kept = Object.keys(localStorage)
    .filter((key) => key === localeStorageKey || key.startsWith(firstDayOfWeekKeyPrefix))
    .map((key) => [key, localStorage.getItem(key) ?? ''] as const)
  const notice = sessionStorage.getItem(noticeKey)
  localStorage.clear()
  sessionStorage.clear()
  for (const [key, value] of kept) localStorage.setItem(key, value)
  if (notice) sessionStorage.setItem(noticeKey, notice)
  for (const name of sessionCookies) deleteCookie(name)
  await clearBrowserDatabase().catch(() => {})
  window.location.assign('/login')
}

export const sessionActor = createActor(
  sessionMachine.provide({
    actors: {
      restoreSession: fromPromise<StoredSession | null>(async () => readStoredSession()),
      signIn: fromPromise(async ({ input }) => {
        const user = await request(signIn, input)
        return { user, token: sessionToken()! }
      }),
      signOut: fromPromise(async () => {
        await request(signOut, undefined)
      }),
      refreshUser: fromPromise<CurrentUser | null, { token: string | null }>(() =>
        request(currentUserCall, undefined),
      ),
    },
    actions: {
      persistSession: (_, session) => {
        sessionStorage.removeItem(noticeKey)
        localStorage.setItem(userKey, JSON.stringify(session.user))
        storeSessionToken(session.token)
      },
      clearLocalData: () => {
        void clearLocalData()
      },
    },
  }),
)

onSignedOut(() => sessionActor.send({ type: 'SESSION_ENDED' }))
// Another tab signed in someone else, or signed out: this tab follows (a reload restores whoever is
// signed in now), rather than going on as a user whose token is gone from the shared storage.
window.addEventListener('storage', (event) => {
  if (event.storageArea !== localStorage) return
  const ours = sessionActor.getSnapshot().context.token
  if (ours !== null && sessionToken() !== ours) window.location.reload()
})
// A session restored with no network is checked with the server once the browser has one again.
window.addEventListener('online', () => sessionActor.send({ type: 'NETWORK_RESTORED' }))
// An office network can drop the server while the browser still counts itself online, so no
// 'online' event comes: the sync runner reaching the server again says the same.
onServerReachedAgain(() => sessionActor.send({ type: 'NETWORK_RESTORED' }))

export function useSession<T>(select: (snapshot: ReturnType<typeof sessionActor.getSnapshot>) => T): T {
  return useSelector(sessionActor, select)
}

/** The signed-in user; only for screens behind the session guard. */
export function useCurrentUser(): CurrentUser {
  return useSession((snapshot) => snapshot.context.user) as CurrentUser
}

export type { SessionContext }

/** Signs out and shows `notice` on the sign-in page, after the reload sign-out makes. */
export function signOutWithNotice(notice: string): void {
  sessionStorage.setItem(noticeKey, notice)
  sessionActor.send({ type: 'SIGN_OUT' })
}

/**
 * The notice carried across sign-out. It is read, not taken: the sign-in page may show before the
 * reload and again after it; the next sign-in removes it.
 */
export function signInNotice(): string | null {
  return sessionStorage.getItem(noticeKey)
}
