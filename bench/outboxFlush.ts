import { existsSync } from 'node:fs'
import { lingui } from '@lingui/vite-plugin'
import { chromium, type Page } from '@playwright/test'
import { build, type Rolldown } from 'vite'
import { headlessChromiumArgs } from '../scripts/chromium.ts'
import { demoPassword } from '../server/database/demoAccounts.ts'
import type { OutboxDriver } from './outboxDriver.ts'

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const caseLinks = '[data-testid=case-table] tbody tr a[href*="/details/"]'
/**
 * The cases each run's to-dos go to, in turn: a collector's morning on a handful of her cases. Each
 * run has cases of its own (while there are enough), so a run does not meet the to-dos of the last.
 */
const casesPerRun = 5

export interface OutboxFlushFigures {
  /** One to-do at a time made online, each from queueing it to the outbox empty again, in ms. */
  online: number[]
  /** From the network back (the browser's online event) to the outbox empty, by queued writes. */
  flushes: Array<{ writes: number; ms: number }>
}

/** bench/outboxDriver.ts built for the page, with the app's own modules (one script, no imports). */
async function driverScript(): Promise<string> {
  const built = (await build({
    configFile: false,
    logLevel: 'warn',
    plugins: [lingui({ macroTransform: true })],
    // Library builds leave this to the host; the page has no `process`.
    define: { 'process.env.NODE_ENV': '"production"' },
    build: {
      write: false,
      lib: { entry: 'bench/outboxDriver.ts', formats: ['iife'], name: 'benchOutboxDriver' },
    },
  })) as Rolldown.RolldownOutput[] | Rolldown.RolldownOutput
  const [output] = Array.isArray(built) ? built : [built]
  const chunk = output?.output.find((file) => file.type === 'chunk')
  if (chunk?.type !== 'chunk') throw new Error('the outbox driver did not build')
  return chunk.code
}

type DriverCall<K extends keyof OutboxDriver> = Parameters<OutboxDriver[K]>
const drive = <K extends keyof OutboxDriver>(page: Page, name: K, ...args: DriverCall<K>) =>
  page.evaluate(
    ([name, args]) => {
      const driver = (window as unknown as { outboxDriver: Record<string, (...a: unknown[]) => unknown> })
        .outboxDriver
      return driver[name]?.(...args)
    },
    [name, args] as const,
  ) as Promise<Awaited<ReturnType<OutboxDriver[K]>>>

/**
 * Signs the collector in, opens her first cases (so their details are kept, as when she works on
 * them) and leaves her on her case list, the header showing the queue. Answers her user id and cases.
 */
async function collectorAtWork(page: Page, baseUrl: string, runs: number) {
  await page.goto(`${baseUrl}/login`)
  await page.getByLabel('Username or phone').fill('collector')
  await page.getByLabel('Password', { exact: true }).fill(demoPassword)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.getByTestId('welcome-role').waitFor()
  await page.goto(`${baseUrl}/cases/collection`)
  await page.locator(caseLinks).first().waitFor()
  const paths = await page
    .locator(caseLinks)
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname))
  const opened = [...new Set(paths)].slice(0, casesPerRun * runs)
  for (const path of opened) {
    await page.goto(`${baseUrl}${path}`)
    await page.getByTestId('case-badges').waitFor()
  }
  await page.goto(`${baseUrl}/cases/collection`)
  await page.locator(caseLinks).first().waitFor()
  // The signed-in user as the session keeps it (src/api/session.ts).
  const userId = await page.evaluate(() => JSON.parse(localStorage.getItem('userInfo') ?? '{}').userId)
  if (!Number.isSafeInteger(userId)) throw new Error('the collector is not kept as signed in')
  const caseIds = opened.map((path) => Number(path.split('/').pop()))
  const casesOfRun = (run: number) => {
    const first = (run * casesPerRun) % caseIds.length
    return caseIds.slice(first, first + casesPerRun)
  }
  return { userId, casesOfRun }
}

/**
 * Writes through the real client in Chromium against a running server: `onlineWrites` to-dos made one
 * at a time online, then for each size in `flushSizes` that many queued offline and the network given
 * back, timed until the collector's outbox is empty. undefined without Chromium.
 */
export async function outboxFlushFigures(
  baseUrl: string,
  onlineWrites = 1000,
  flushSizes = [100, 1000],
): Promise<OutboxFlushFigures | undefined> {
  if (!existsSync(chromiumPath)) return undefined
  const script = await driverScript()
  const browser = await chromium.launch({ executablePath: chromiumPath, args: headlessChromiumArgs })
  const figures: OutboxFlushFigures = { online: [], flushes: [] }
  try {
    // The driver is a script of the bench's own, which the console's policy rightly refuses.
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, bypassCSP: true })
    const page = await context.newPage()
    page.on('pageerror', (error) => console.warn('outbox flush bench: the page failed', error))
    const { userId, casesOfRun } = await collectorAtWork(page, baseUrl, 1 + flushSizes.length)
    await page.addScriptTag({ content: script })
    const writer = { userId, displayName: 'Bench collector' }
    figures.online = await drive(page, 'onlineWriteMs', writer, casesOfRun(0), onlineWrites)
    for (const [run, writes] of flushSizes.entries()) {
      await context.setOffline(true)
      await drive(page, 'queueTodos', writer, casesOfRun(run + 1), writes)
      await drive(page, 'armNetworkRestore')
      await context.setOffline(false)
      figures.flushes.push({ writes, ms: await drive(page, 'flushMs', userId) })
    }
    await context.close()
  } finally {
    await browser.close()
  }
  return figures
}
