import { existsSync } from 'node:fs'
import { chromium, type Page } from '@playwright/test'
import { headlessChromiumArgs } from '../scripts/chromium.ts'
import { demoPassword } from '../server/database/demoAccounts.ts'

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export interface FirstOpenFigures {
  /** Click on the menu's All cases to its first row, in ms, one per run. */
  list: number[]
  /**
   * The same on a computer that never opened the console: its service worker installs (downloads
   * the offline copy of every screen) while the user signs in and opens the list. Once per computer.
   */
  listOnNewComputer: number[]
  /** Click on a case in that list to its header. */
  detail: number[]
  /** Where each list open's time went, one per run: see `Phases`. */
  listPhases: Phases[]
}

/**
 * One open's time in three parts, from the browser's resource timing of the screen's data call:
 * `before` from the click to the call's start (the screen's code and what runs before it asks),
 * `call` the call itself (network and server), `after` from its answer to the row shown (parsing,
 * the kept copy, React, drawing).
 */
export interface Phases {
  before: number
  call: number
  after: number
}

/**
 * Times a click until `shown` is in the page, by the page's own clock: from the click event to the
 * first DOM change that shows it, so neither the driver's round trips nor its polling count.
 */
async function timeClick(page: Page, click: () => Promise<void>, shown: string): Promise<number> {
  return (await timeClickInPhases(page, click, shown)).total
}

/** timeClick, with the phases of the first call whose address holds `call` (when given). */
async function timeClickInPhases(
  page: Page,
  click: () => Promise<void>,
  shown: string,
  call?: string,
): Promise<{ total: number; phases?: Phases }> {
  await page.evaluate((selector) => {
    const timing = { clicked: 0, shown: 0 }
    Object.assign(window, { firstOpenTiming: timing })
    document.addEventListener('click', () => (timing.clicked ||= performance.now()), {
      capture: true,
      once: true,
    })
    const watch = new MutationObserver(() => {
      if (!document.querySelector(selector)) return
      timing.shown = performance.now()
      watch.disconnect()
    })
    watch.observe(document.body, { childList: true, subtree: true })
  }, shown)
  await click()
  await page.locator(shown).first().waitFor()
  return page.evaluate((path) => {
    const { clicked, shown } = (window as unknown as { firstOpenTiming: { clicked: number; shown: number } })
      .firstOpenTiming
    const total = shown - clicked
    const answer = performance
      .getEntriesByType('resource')
      .find((entry) => path !== undefined && entry.name.includes(path) && entry.startTime >= clicked)
    if (!answer) return { total }
    const { startTime, responseEnd } = answer as PerformanceResourceTiming
    return {
      total,
      phases: { before: startTime - clicked, call: responseEnd - startTime, after: shown - responseEnd },
    }
  }, call)
}

/**
 * Opens the sign-in page as a user whose computer has the console: once to install its service
 * worker (as a first visit did, some day before), then again, served by it, as every later visit is.
 */
async function onInstalledComputer(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/login`)
  // Bounded: a build without a worker, or a browser refusing it, fails here instead of waiting forever.
  // The worker takes the page that installed it once active (clients.claim).
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 60_000,
    polling: 100,
  })
  await page.goto(`${baseUrl}/login`)
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null)))
    throw new Error('the sign-in page was not served by the service worker')
}

/** Signs the manager in from the sign-in page, to the welcome page. */
async function signInAsManager(page: Page): Promise<void> {
  await page.getByLabel('Username or phone').fill('manager')
  await page.getByLabel('Password', { exact: true }).fill(demoPassword)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.getByTestId('welcome-role').waitFor()
}

const allCasesEntry = (page: Page) =>
  page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'All cases', exact: true })

/**
 * The first open of All cases and of a case in a session (signed in afresh, nothing kept), as a
 * manager in Chromium against a running server, on a computer that has the console (its service
 * worker installed, as on every visit but the first), and All cases again on a computer new to it.
 * undefined when there is no Chromium to drive.
 */
export async function firstOpenFigures(baseUrl: string, runs = 7): Promise<FirstOpenFigures | undefined> {
  if (!existsSync(chromiumPath)) return undefined
  const browser = await chromium.launch({ executablePath: chromiumPath, args: headlessChromiumArgs })
  const figures: FirstOpenFigures = { list: [], listOnNewComputer: [], detail: [], listPhases: [] }
  const table = '[data-testid=case-table] tbody tr'
  try {
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
      const page = await context.newPage()
      await onInstalledComputer(page, baseUrl)
      await signInAsManager(page)
      const list = await timeClickInPhases(
        page,
        () => allCasesEntry(page).click(),
        table,
        '/collection/case/all/list',
      )
      figures.list.push(list.total)
      if (list.phases) figures.listPhases.push(list.phases)
      const firstCase = page.locator(table).first().getByRole('link').first()
      figures.detail.push(await timeClick(page, () => firstCase.click(), '[data-testid=case-badges]'))
      await context.close()

      const newComputer = await browser.newContext({ viewport: { width: 1440, height: 900 } })
      const first = await newComputer.newPage()
      await first.goto(`${baseUrl}/login`)
      await signInAsManager(first)
      figures.listOnNewComputer.push(await timeClick(first, () => allCasesEntry(first).click(), table))
      await newComputer.close()
    }
  } finally {
    await browser.close()
  }
  return figures
}
