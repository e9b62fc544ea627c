import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { measureFit } from './screenFitMeasure.ts'
import { chooseLanguage, expect, screenshotDir, signInToWelcome, test } from './support.ts'

// The screens a collector and a manager use all day fit the two screen sizes the console is made for,
// in both languages: no cell cut while another column has room, no value broken inside a word, no
// sideways scrolling, totals whole.

const sizes = [
  [1280, 720],
  [1440, 900],
] as const

const caseTable = (page: Page) => page.getByTestId('case-table')

/** At each size: measures what does not fit (expecting nothing) and photographs the page. */
async function fitsAtBothSizes(page: Page, name: string): Promise<void> {
  for (const [width, height] of sizes) {
    await page.setViewportSize({ width, height })
    try {
      // Columns size to their content once the rows are drawn at the new width.
      await expect
        .poll(() => measureFit(page), { message: `${name} at ${width}x${height}` })
        .toEqual({ cutBesideSpare: [], brokenWords: [], sidewaysScroll: [], cutTotals: [] })
    } finally {
      // Photographed whatever the measure says: a person looks at what did not fit.
      await page.screenshot({ path: join(screenshotDir, `fit-${name}-${width}x${height}.png`) })
    }
  }
}

async function openList(page: Page, path: string): Promise<void> {
  await page.goto(path)
  await expect(caseTable(page)).toHaveAttribute('aria-busy', 'false')
  await expect(caseTable(page).locator('tbody tr').nth(5)).toBeVisible()
}

for (const language of ['en', 'es'] as const) {
  test(`the collector's welcome, worklist and a case fit the screen in ${language}`, async ({ page }) => {
    await signInToWelcome(page, 'collector')
    if (language === 'es') await chooseLanguage(page, 'Español')
    await expect(page.getByTestId('ranking')).toBeVisible()
    await fitsAtBothSizes(page, `welcome-${language}`)

    await openList(page, '/cases/collection')
    await fitsAtBothSizes(page, `worklist-${language}`)

    await caseTable(page).locator('tbody tr').first().getByRole('link').first().click()
    await expect(page).toHaveURL(/\/details\/\d+$/)
    await expect(page.getByTestId('case-badges')).toBeVisible()
    await fitsAtBothSizes(page, `case-${language}`)
  })

  test(`a manager's All cases fits the screen in ${language}`, async ({ page }) => {
    await signInToWelcome(page, 'manager')
    if (language === 'es') await chooseLanguage(page, 'Español')
    await openList(page, '/cases/all')
    await fitsAtBothSizes(page, `all-cases-${language}`)
  })
}
