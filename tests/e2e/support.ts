import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import {
  type APIRequestContext,
  type BrowserContext,
  test as base,
  expect,
  type Page,
} from '@playwright/test'
import { keptSession } from './keptSessions.ts'
import { startWorkerServer, type WorkerServer, workerServer } from './workerServer.ts'

/** Reports to `violations` whatever the Content-Security-Policy refuses in the context's pages. */
async function watchForCspViolations(context: BrowserContext, violations: string[]): Promise<void> {
  await context.exposeBinding('reportCspViolation', (_source, text: string) => {
    violations.push(text)
  })
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation(text: string): void }).reportCspViolation
      report(
        `${event.effectiveDirective} refused ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      )
    })
  })
  // Chromium also says so on the console ("Refused to ... Content Security Policy ..."), even for what
  // happens before the listener above exists.
  context.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
  })
}

/**
 * Keeps the text of every notice the context's pages show, from the moment it appears: a notice goes
 * after a few seconds of the page's time, which on a loaded machine can pass before a check looks.
 * `expectNotice` reads what was kept.
 */
async function recordNotices(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const shown: string[] = []
    ;(window as unknown as { shownNotices: string[] }).shownNotices = shown
    const keep = () => {
      for (const notice of document.querySelectorAll(
        '[data-testid="toasts"] [role="status"], [data-testid="toasts"] [role="alert"]',
      )) {
        const text = notice.textContent ?? ''
        if (text && !shown.includes(text)) shown.push(text)
      }
    }
    new MutationObserver(keep).observe(document, { subtree: true, childList: true, characterData: true })
  })
}

/**
 * Keeps what the context's pages throw and log as errors: printed with a failing test, so a failure
 * that a snapshot cannot explain (a click that did nothing) says what the page itself said.
 */
function watchPageErrors(context: BrowserContext, said: string[]): void {
  const watch = (page: Page) => {
    page.on('pageerror', (error) => said.push(`page error: ${error.stack ?? error.message}`))
    page.on('console', (message) => {
      if (message.type() === 'error') said.push(`console error: ${message.text()}`)
    })
  }
  for (const page of context.pages()) watch(page)
  context.on('page', watch)
}

/** Prints, for a failed test, what its pages threw, logged as errors and showed as notices. */
async function sayWhatPagesSaid(context: BrowserContext, pageErrors: string[], title: string): Promise<void> {
  const notices: string[] = []
  for (const page of context.pages()) {
    const shown = await page
      .evaluate(() => (window as unknown as { shownNotices?: string[] }).shownNotices ?? [])
      .catch(() => [])
    notices.push(...shown.map((text) => `notice: ${text}`))
  }
  const said = [...pageErrors, ...notices]
  if (said.length > 0) console.log(`What the pages said before "${title}" failed:\n${said.join('\n')}`)
}

/** The page showed a notice with this text (or matching it), however briefly. */
export async function expectNotice(page: Page, text: string | RegExp): Promise<void> {
  const matches = (shown: string) => (typeof text === 'string' ? shown.includes(text) : text.test(shown))
  await expect
    .poll(
      async () =>
        (
          await page.evaluate(() => (window as unknown as { shownNotices?: string[] }).shownNotices ?? [])
        ).some(matches),
      {
        message: `a notice saying ${text}`,
      },
    )
    .toBe(true)
}

/**
 * The `test` every spec uses (a lint rule keeps them from importing Playwright's own): each worker
 * runs against a server and database of its own (workerServer.ts), and a test fails when its pages
 * met any Content-Security-Policy violation, in its own context and in any it opens.
 */
export const test = base.extend<{ cspViolations: string[] }, { server: WorkerServer }>({
  server: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads what a fixture needs from this pattern; it needs nothing
    async ({}, use, workerInfo) => {
      const { server, stop } = await startWorkerServer(workerInfo.parallelIndex)
      try {
        await use(server)
      } finally {
        await stop()
      }
    },
    // Seeding on a busy machine takes minutes; it is the worker's, not a test's, time, and this
    // timeout is the only bound on a start (workerServer.ts).
    { scope: 'worker', auto: true, timeout: 600_000 },
  ],
  baseURL: async ({ server }, use) => use(server.url),
  cspViolations: [
    async ({ browser, context }, use, testInfo) => {
      const violations: string[] = []
      const pageErrors: string[] = []
      await watchForCspViolations(context, violations)
      await recordNotices(context)
      watchPageErrors(context, pageErrors)
      const newContext = browser.newContext.bind(browser)
      browser.newContext = async (options) => {
        const opened = await newContext(options)
        await watchForCspViolations(opened, violations)
        await recordNotices(opened)
        watchPageErrors(opened, pageErrors)
        return opened
      }
      try {
        await use(violations)
      } finally {
        browser.newContext = newContext
        if (testInfo.status !== testInfo.expectedStatus)
          await sayWhatPagesSaid(context, pageErrors, testInfo.title)
      }
      expect(violations, 'Content-Security-Policy violations').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }

/** Every demo account starts with this password (server/database/demoAccounts.ts). */
export const demoPassword = 'Console2026'

/** A password that passes the house rules: 8-32 characters, upper and lower case, digits, not trivial. */
export const newPassword = 'Harbor2027x'

/** Fills the sign-in form in English and submits it; the caller checks where it lands. */
export async function signIn(page: Page, username: string, password = demoPassword): Promise<void> {
  if (!page.url().endsWith('/login')) await page.goto('/login')
  await page.getByLabel('Username or phone').fill(username)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
}

/** Signs in through the form and waits for the welcome page of the shell. */
export async function signInToWelcome(page: Page, username: string, password = demoPassword): Promise<void> {
  await signIn(page, username, password)
  await expect(page).toHaveURL(/\/welcome$/)
  await expect(page.getByTestId('welcome-role')).toBeVisible()
}

/**
 * Opens the welcome page as `username` with the demo password, signed in with the session this worker
 * keeps for them (keptSessions.ts) instead of typing the password. The tests of signing in and out
 * type it (signInToWelcome): a session a test ends by quitting is its own, not the one kept.
 */
export async function signedInAs(page: Page, username: string): Promise<void> {
  const session = await keptSession(page, username, (fresh) => signInToWelcome(fresh, username))
  await page.context().setStorageState(session)
  await page.goto('/welcome')
  await expect(page.getByTestId('welcome-role')).toBeVisible()
}

/** The area titles on the welcome page, in order. */
export function welcomeAreaTitles(page: Page) {
  return page.getByTestId('welcome-areas').locator(':scope > li > p')
}

/** Opens the user menu (the button shows the user's display name) and picks an item. */
export async function chooseFromUserMenu(page: Page, displayName: string, item: string): Promise<void> {
  await page.getByRole('button', { name: displayName, exact: true }).click()
  await page.getByRole('menuitem', { name: item }).click()
}

/** Quit from the user menu and wait for the reload sign-out makes, so the next step acts on the fresh page. */
export async function quit(page: Page, displayName: string, label: 'Quit' | 'Salir' = 'Quit'): Promise<void> {
  const reloaded = page.waitForEvent('load')
  await chooseFromUserMenu(page, displayName, label)
  await reloaded
  await page.waitForURL(/\/login$/)
}

/**
 * The last verification code the worker's e2e server sent to a phone: scripts/e2eServer.ts appends
 * every code to its E2E_CODE_FILE (workerServer.ts) as a JSON line {phone, code}.
 */
export async function codeSentTo(phone: string): Promise<string> {
  const file = workerServer().codeFile
  const lastCode = () => {
    const lines = readFileSync(file, 'utf8').split('\n').filter(Boolean)
    const sent = lines.map((line) => JSON.parse(line) as { phone: string; code: string })
    return sent.filter((entry) => entry.phone === phone).at(-1)?.code
  }
  await expect.poll(lastCode, { message: `a code sent to ${phone}` }).toMatch(/^\d{6}$/)
  return lastCode()!
}

/** Where the screenshots for people to look at go (git-ignored). */
export const screenshotDir = 'artifacts/screenshots'

/**
 * The page at both sizes the console is made for, as `<name>-<width>x<height>.png`, for people to look
 * at: not taken in CI (nobody looks there, and 240 of them cost the shared cores a minute) unless
 * SCREENSHOTS=1 asks.
 */
export async function photograph(page: Page, name: string): Promise<void> {
  if (process.env.CI && process.env.SCREENSHOTS !== '1') {
    // The page goes on at the size a photograph leaves it at, as the test was written with it.
    await page.setViewportSize({ width: 1440, height: 900 })
    return
  }
  for (const [width, height] of [
    [1280, 720],
    [1440, 900],
  ] as const) {
    await page.setViewportSize({ width, height })
    await page.screenshot({ path: join(screenshotDir, `${name}-${width}x${height}.png`) })
  }
}

/** The parts of a moment on a time zone's wall clock, computed independently of the app. */
function wallClockParts(at: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at)
  return (type: Intl.DateTimeFormatPartTypes) => parts.find((entry) => entry.type === type)!.value
}

/** A `datetime-local` value on a time zone's wall clock, `hoursFromNow` away (negative: in the past). */
export function wallClockInput(timeZone: string, hoursFromNow: number): string {
  const part = wallClockParts(new Date(Date.now() + hoursFromNow * 3_600_000), timeZone)
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}`
}

/**
 * Waits until the browser's database keeps this case's detail (db/caseCache.ts, any user's key), as
 * it does shortly after the case shows: a test that goes offline and reloads finds it there.
 */
export async function waitForKeptCase(page: Page, caseId: number): Promise<void> {
  const kept = () =>
    page.evaluate(
      (id) =>
        new Promise<boolean>((resolve) => {
          const opening = indexedDB.open('collection-console')
          opening.onsuccess = () => {
            const read = opening.result.transaction('caseDetails').objectStore('caseDetails').getAllKeys()
            read.onsuccess = () => resolve(read.result.some((key) => String(key).endsWith(`:${id}`)))
            read.onerror = () => resolve(false)
          }
          opening.onerror = () => resolve(false)
        }),
      caseId,
    )
  await expect.poll(kept).toBe(true)
}

/** Waits until the service worker has installed its precache and answers this page's requests. */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready)
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
}

/** Picks the interface language; the page reloads, and this waits for it. */
export async function chooseLanguage(page: Page, label: 'English' | 'Español'): Promise<void> {
  const reloaded = page.waitForEvent('load')
  await page.getByLabel(/^(Language|Idioma)$/).selectOption({ label })
  await reloaded
}

/** The control door (scripts/e2eControl.ts) of the worker's e2e server. */
async function control<Answer>(path: string, body: object): Promise<Answer> {
  const response = await fetch(`${workerServer().controlUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  const answer = (await response.json()) as Answer & { error?: string }
  if (!response.ok) throw new Error(`e2e control ${path}: ${answer.error}`)
  return answer
}

/** Open cases of a user that no other spec works on (the bottom of the lists), each handed out once. */
export async function takeOpenCases(
  owner: string,
  count: number,
  owing = 0,
  { untouched = false }: { untouched?: boolean } = {},
): Promise<number[]> {
  return (await control<{ caseIds: number[] }>('/cases/take', { owner, count, owing, untouched })).caseIds
}

/** The office closes a case (retrieved) on the server, through the lifecycle machine. */
export async function closeCaseInOffice(caseId: number): Promise<void> {
  await control('/cases/close', { caseId })
}

/** What the server holds of a case, asked through the API with the token of the user signed in on the page. */
export async function caseOnServer(page: Page, caseId: number) {
  const token = await page.evaluate(() => localStorage.getItem('token'))
  const response = await page.request.get('/collection-service/collection/case/detail', {
    params: { caseId, timestamp: Date.now(), lang: 'en-US' },
    headers: { Authorization: token ?? '' },
  })
  const body = (await response.json()) as {
    respCode: string
    respMsg: string
    data: {
      row: { caseNo: string }
      lifecycle: { deal: boolean; closed: boolean }
      collectionRecords: Array<{ recordText: string }>
      todos: Array<{ text: string }>
    }
  }
  expect(body.respCode, body.respMsg).toBe('000000')
  return body.data
}

/** The header's sync corner. */
export const syncIndicator = (page: Page) => page.getByTestId('sync-indicator')

/** The rows of the case list on screen (All cases, Collection cases, Seller cases). */
export const caseRows = (page: Page) => page.getByTestId('case-table').locator('tbody tr')

/**
 * Waits until the page has sent every change it queued: a test that ends sooner closes the browser
 * with writes still in its outbox, and a later test would meet the server without them.
 */
export async function everyChangeSent(page: Page): Promise<void> {
  // The header's sync corner loads after the shell paints, and counts the outbox once it is read:
  // no pending count means nothing waits only from then on.
  await expect(syncIndicator(page)).toHaveAttribute('data-counted', 'true')
  await expect(syncIndicator(page).getByTestId('sync-pending')).toHaveCount(0)
}

/**
 * The loan platform tells of a repayment on a case: signed and sent to the product's notify route,
 * naming the payment link the customer paid through when one is given.
 */
export async function notifyRepayment(caseId: number, amount: number, linkReference?: string): Promise<void> {
  const answer = await control<{ respCode: string; respMsg: string }>('/repayments/notify', {
    caseId,
    amount,
    ...(linkReference ? { linkReference } : {}),
  })
  expect(answer.respCode, answer.respMsg).toBe('000000')
}

/**
 * The loan platform tells that the customer of one of the seller's sale orders entered the app,
 * applying for `amount` (minor units): signed and sent to the product's route. Answers the case number.
 */
export async function notifySaleOrderEntered(username: string, amount: number): Promise<string> {
  const told = await control<{ caseNo: string; answer: { respCode: string; respMsg: string } }>(
    '/sales/entered',
    { username, amount },
  )
  expect(told.answer.respCode, told.answer.respMsg).toBe('000000')
  return told.caseNo
}

/** A member's target of the current salary period, as their leader would have set it (scripts/e2eTargets.ts). */
export async function setTargetOf(username: string, currency: string, amount: number, cases: number) {
  await control('/targets/set', { username, currency, amount, cases })
}

/** A team's target of the current salary period, as the manager would have set it. */
export async function setTeamTargetOf(team: string, currency: string, amount: number, cases: number) {
  await control('/targets/setTeam', { team, currency, amount, cases })
}

/** Something happens that tells a user (scripts/e2eMessages.ts): a seller's order, an OTP application... */
export async function raiseMessageEvent(
  username: string,
  event: 'sellOrderEnteredApp' | 'caseStatistics' | 'otpApplication' | 'divisionCompleted',
): Promise<void> {
  await control('/messages/raise', { username, event })
}

/** The user has read every message she had (scripts/e2eMessages.ts): a test counts from none unread. */
export async function readEveryMessage(username: string): Promise<void> {
  await control('/messages/readAll', { username })
}

/**
 * A demo user's own session on the API, signed in as their screens sign in: `post` sends a write with
 * a new client id, `get` a read; each expects success and answers its data. For what a spec needs done
 * by someone else first (the office adds a card, a leader sets a day), without driving their screens.
 */
export async function apiSessionOf(request: APIRequestContext, username: string) {
  const stamp = () => `timestamp=${Date.now()}&lang=en-US`
  const signedIn = await request.post(`/collection-service/api/skip/user/login?${stamp()}`, {
    form: { username, password: demoPassword },
  })
  expect(signedIn.ok()).toBe(true)
  const headers = { Authorization: signedIn.headers().authorization! }
  const dataOf = async (answer: Awaited<ReturnType<APIRequestContext['get']>>) => {
    const envelope = (await answer.json()) as { respCode: string; respMsg: string; data: unknown }
    expect(envelope.respCode, envelope.respMsg).toBe('000000')
    return envelope.data as never
  }
  return {
    get: async <T>(path: string, query: Record<string, string | number> = {}): Promise<T> =>
      dataOf(await request.get(`/collection-service${path}?${stamp()}`, { params: query, headers })),
    post: async <T>(path: string, body: object): Promise<T> =>
      dataOf(
        await request.post(`/collection-service${path}?${stamp()}`, {
          data: { ...body, clientMutationId: randomUUID() },
          headers,
        }),
      ),
  }
}

/**
 * Today is a working day for the member on the team's schedule, set by its leader: a spec that clocks
 * in passes on a weekend and on a team's days off too.
 */
export async function workingToday(request: APIRequestContext, leader: string, team: string, member: string) {
  const keeper = await apiSessionOf(request, leader)
  const teams = await keeper.get<{ id: number; name: string }[]>('/sys/schedule/teams')
  const teamId = teams.find((each) => each.name === team)!.id
  const probe = await keeper.get<{ today: string; rows: { memberId: number; name: string }[] }>(
    '/sys/schedule/month',
    { teamId, month: new Date().toISOString().slice(0, 7) },
  )
  const row = probe.rows.find((each) => each.name === member)!
  // The member's today on their own clock: the month asked may be the one before it.
  const month = await keeper.get<{
    rows: { memberId: number; cells: { date: string; editable: boolean }[] }[]
  }>('/sys/schedule/month', { teamId, month: probe.today.slice(0, 7) })
  const today = month.rows
    .find((each) => each.memberId === row.memberId)!
    .cells.find((cell) => cell.editable)!.date
  await keeper.post('/sys/schedule/save', {
    teamId,
    changes: [{ memberId: row.memberId, date: today, day: 'work' }],
  })
}
