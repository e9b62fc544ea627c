import { useSelector } from '@xstate/react'
import { createActor, fromPromise } from 'xstate'
import type { CurrentUser } from '../../contract/session.ts'
import { type SessionContext, type StoredSession, sessionMachine } from '../../machines/session.ts'
import { localeStorageKey } from '../i18n/locale.ts'
import { firstDayOfWeekKeyPrefix } from '../ui/firstDayOfWeek.ts'
import { deleteCookie } from './cookies.ts'
import { onSignedOut, sessionToken, storeSessionToken } from './credentials.ts'
import { keepUser, keptUser } from './keptUser.ts'
import { request } from './request.ts'
import { onServerReachedAgain } from './sync/syncStatus.ts'

const noticeKey = 'signInNotice'
const sessionCookies = ['mobile', 'username', 'userId', 'hasSeat']

// The session's calls and schemas are loaded when a call is made, not with the shell (issue 28).
const sessionContract = () => import('../../contract/session.ts')

/** The session kept in this browser: its token and the user kept with it (src/api/keptUser.ts). */
async function readStoredSession(): Promise<StoredSession | null> {
  const token = sessionToken()
  if (!token) return null
  const user = await keptUser()
  return user ? { user, token } : null
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
  // The browser's database opens apart from the shell's first load (issue 28); here it is emptied.
  await import('../../db/database.ts')
    .then(({ clearBrowserDatabase }) => clearBrowserDatabase())
    .catch(() => {})
  window.location.assign('/login')
}

export const sessionActor = createActor(
  sessionMachine.provide({
    actors: {
      restoreSession: fromPromise<StoredSession | null>(readStoredSession),
      signIn: fromPromise(async ({ input }) => {
        const { signIn } = await sessionContract()
        const user = await request(signIn, input)
        return { user, token: sessionToken()! }
      }),
      signOut: fromPromise(async () => {
        const { signOut } = await sessionContract()
        await request(signOut, undefined)
      }),
      refreshUser: fromPromise<CurrentUser | null, { token: string | null }>(async () => {
        const { currentUser } = await sessionContract()
        return request(currentUser, undefined)
      }),
    },
    actions: {
      persistSession: (_, session) => {
        sessionStorage.removeItem(noticeKey)
        keepUser(session.user)
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
