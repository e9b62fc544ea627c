import { existsSync } from 'node:fs'
import { chromium } from '@playwright/test'
import { headlessChromiumArgs } from '../scripts/chromium.ts'
import { demoPassword } from '../server/database/demoAccounts.ts'

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const firstRow = '[data-testid=case-table] tbody tr'

export interface OfflineReloadFigures {
  /** A reload of All cases to its first row drawn, in ms by the page's clock, with the network. */
  online: number[]
  /** The same with the browser cut off: the service worker serves the app, Dexie the rows. */
  offline: number[]
  /** Reloads that drew no row in 15 s (none so far); a figure, not a failure. */
  missed: number
}

/**
 * Reloads of All cases for a collector who has opened it once (the rows are kept in Dexie and the
 * service worker controls the page), online and offline in turn so both meet the same machine load.
 * Each is timed from the navigation's start to the first row in the page. undefined without Chromium.
 */
export async function offlineReloadFigures(
  baseUrl: string,
  runs = 7,
): Promise<OfflineReloadFigures | undefined> {
  if (!existsSync(chromiumPath)) return undefined
  const browser = await chromium.launch({ executablePath: chromiumPath, args: headlessChromiumArgs })
  const figures: OfflineReloadFigures = { online: [], offline: [], missed: 0 }
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
    // Every document notes when its first case row appears, on its own clock (0 = navigation start).
    await context.addInitScript((selector) => {
      const watch = new MutationObserver(() => {
        if (!document.querySelector(selector)) return
        Object.assign(window, { firstRowAt: performance.now() })
        watch.disconnect()
      })
      watch.observe(document, { childList: true, subtree: true })
    }, firstRow)
    const page = await context.newPage()
    await page.goto(`${baseUrl}/login`)
    await page.getByLabel('Username or phone').fill('collector')
    await page.getByLabel('Password', { exact: true }).fill(demoPassword)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.getByTestId('welcome-role').waitFor()
    await page.evaluate(() => navigator.serviceWorker.ready)
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
    await page.goto(`${baseUrl}/cases/all`)
    await page.locator(firstRow).first().waitFor()

    // A reload that shows no row within the time-out is counted, not timed, and the runs go on.
    const reloadToFirstRow = async (offline: boolean, into: number[]) => {
      await context.setOffline(offline)
      await page.reload()
      const shown = await page
        .locator(firstRow)
        .first()
        .waitFor({ timeout: 15_000 })
        .then(() => true)
        .catch(() => false)
      if (!shown) figures.missed++
      else into.push(await page.evaluate(() => (window as unknown as { firstRowAt: number }).firstRowAt))
    }
    for (let run = 0; run < runs; run++) {
      await reloadToFirstRow(false, figures.online)
      await reloadToFirstRow(true, figures.offline)
    }
    await context.setOffline(false)
    await context.close()
  } finally {
    await browser.close()
  }
  return figures
}
