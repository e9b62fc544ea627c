// A worker signs each user in through the form once and keeps what the browser stored (the session
// lives in localStorage: the token and userInfo, src/api/session.ts; and the session cookies), so the
// tests that are not about signing in open the console already signed in (docs/decisions/0031).
import type { BrowserContext, Page } from '@playwright/test'
import { currentUser } from '../../contract/session.ts'
import { workerServer } from './workerServer.ts'

export type KeptSession = Awaited<ReturnType<BrowserContext['storageState']>>

const kept = new Map<string, KeptSession>()

function tokenOf(session: KeptSession): string | undefined {
  return session.origins.flatMap((origin) => origin.localStorage).find((item) => item.name === 'token')?.value
}

/** A test that quit, or changed the user's password, ended the kept session on the server. */
async function stillSignedIn(session: KeptSession): Promise<boolean> {
  const token = tokenOf(session)
  if (!token) return false
  const query = new URLSearchParams({ timestamp: String(Date.now()), lang: 'en-US' })
  const response = await fetch(`${workerServer().url}/collection-service${currentUser.path}?${query}`, {
    headers: { Authorization: token },
  })
  return response.ok
}

/**
 * The browser storage of `username` signed in on this worker's server: kept from an earlier test while
 * its session lives, else made now by `signInThroughTheForm` in a context of its own.
 */
export async function keptSession(
  page: Page,
  username: string,
  signInThroughTheForm: (fresh: Page) => Promise<void>,
): Promise<KeptSession> {
  const known = kept.get(username)
  if (known && (await stillSignedIn(known))) return known
  const context = await page.context().browser()!.newContext()
  try {
    await signInThroughTheForm(await context.newPage())
    const session = await context.storageState()
    kept.set(username, session)
    return session
  } finally {
    await context.close()
  }
}
