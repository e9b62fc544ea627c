import { readFileSync } from 'node:fs'
import type { Locator, Page } from '@playwright/test'
import { csvRecords } from '../support/csv.ts'
import { measureFit } from './screenFitMeasure.ts'
import { chooseLanguage, expect, photograph, signedInAs, test } from './support.ts'

/** The figures table of a dashboard, once its rows are in. */
async function figuresTable(page: Page, testId: string): Promise<Locator> {
  const table = page.getByTestId(testId).getByRole('table')
  await expect(table.locator('tbody tr').first()).toBeVisible()
  return table
}

test("a leader's member's 'today' count opens that member's hoylist, holding as many cases as it says", async ({
  page,
}) => {
  await signedInAs(page, 'leader')
  await page.goto('/dashboard/collection')
  const table = await figuresTable(page, 'collection-dashboard')
  // The members of the leader's team, each count of unfinished cases opening their list.
  const member = table.locator('tbody tr').filter({ hasText: 'Chinedu Okafor' })
  const today = member.getByRole('link').first()
  const figure = Number(await today.textContent())
  await expect(today).toHaveAttribute('href', /\/dashboard\/collection\/cases\/hoylist\/\d+$/)
  await photograph(page, 'dashboard-collection-leader-en')
  await today.click()
  await expect(page).toHaveURL(/\/dashboard\/collection\/cases\/hoylist\/\d+$/)
  if (figure === 0) {
    await expect(page.getByText('No case is counted in this figure now.')).toBeVisible()
  } else {
    await expect(
      page.getByRole('heading', { name: 'Cases not completed today: Chinedu Okafor' }),
    ).toBeVisible()
    await expect(page.getByTestId('list-end')).toBeVisible()
    await expect(page.getByTestId('dashboard-cases-table').getByRole('table')).toHaveAttribute(
      'aria-rowcount',
      String(figure),
    )
    // The list's CSV holds the same cases.
    const downloading = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Export CSV' }).click()
    const csv = csvRecords(readFileSync((await (await downloading).path())!, 'utf8'))
    expect(csv.records.length).toBe(figure)
  }
  await photograph(page, 'dashboard-hoylist-en')
})

test("a manager's collection dashboard has a row per team; picking a team shows its members", async ({
  page,
}) => {
  await signedInAs(page, 'manager')
  await page.goto('/dashboard/collection')
  const teams = await figuresTable(page, 'collection-dashboard')
  await expect(teams.getByRole('button', { name: 'Members of Lagos S1 Collection' })).toBeVisible()
  await expect(teams.getByRole('columnheader', { name: /^Team/ })).toBeVisible()
  await photograph(page, 'dashboard-collection-manager-en')
  await page.getByLabel('Team', { exact: true }).selectOption({ label: 'Lagos S1 Collection' })
  await expect(teams.getByRole('columnheader', { name: /^Member/ })).toBeVisible()
  await expect(teams.locator('tbody tr').filter({ hasText: 'Chinedu Okafor' })).toBeVisible()
  await expect(page.getByTestId('figures-as-of')).toContainText('Lagos S1 Collection')
})

test("the staff dashboard opens a member's days, each with what it was on their schedule", async ({
  page,
}) => {
  await signedInAs(page, 'leader')
  await page.goto('/dashboard/staffs')
  const table = await figuresTable(page, 'staffs-dashboard')
  await photograph(page, 'dashboard-staffs-en')
  await table.getByRole('link', { name: 'Chinedu Okafor' }).click()
  await expect(page).toHaveURL(/\/dashboard\/staffs\/details\/\d+\/Chinedu%20Okafor$/)
  await expect(page.getByRole('heading', { name: 'Staff details: Chinedu Okafor' })).toBeVisible()
  const days = await figuresTable(page, 'staff-days')
  await expect(days.locator('tbody tr').first()).toContainText(
    /Working day|Day off|On leave|Not in the team yet/,
  )
  await expect(days.locator('tfoot')).toContainText('Total')
  await photograph(page, 'dashboard-staff-details-en')
})

test('the staff statement exports its table as CSV, and both tables read in Spanish', async ({ page }) => {
  await signedInAs(page, 'leader')
  await page.goto('/dashboard/statement')
  const table = await figuresTable(page, 'staff-statement')
  const rows = await table.locator('tbody tr').count()
  await photograph(page, 'dashboard-statement-en')
  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export CSV' }).click()
  const download = await downloading
  const csv = csvRecords(readFileSync((await download.path())!, 'utf8'))
  expect(download.suggestedFilename()).toMatch(/\.csv$/)
  // One line per member and currency: at least one per member shown.
  expect(csv.records.length).toBeGreaterThanOrEqual(rows)

  await chooseLanguage(page, 'Español')
  await expect(page.getByRole('heading', { name: 'Estado del personal' })).toBeVisible()
  const spanish = await figuresTable(page, 'staff-statement')
  await expect(spanish.getByRole('columnheader', { name: /^Casos liquidados/ })).toBeVisible()
  await expect(spanish.locator('tfoot')).toContainText('Total')
  await photograph(page, 'dashboard-statement-es')
  await page.goto('/dashboard/staffperformance')
  const performance = await figuresTable(page, 'staff-performance')
  await expect(performance.getByRole('columnheader', { name: /^Días en servicio/ })).toBeVisible()
  await photograph(page, 'dashboard-performance-es')
  await page.goto('/dashboard/collection')
  const collection = await figuresTable(page, 'collection-dashboard')
  await expect(page.getByRole('heading', { name: 'Panel de cobranza' })).toBeVisible()
  await photograph(page, 'dashboard-collection-leader-es')
  await collection.locator('tbody tr').filter({ hasText: 'Chinedu Okafor' }).getByRole('link').nth(2).click()
  await expect(page).toHaveURL(/\/dashboard\/collection\/cases\/audiencialist\/\d+$/)
  await expect(
    page.getByRole('heading', { name: /^Casos que vencen a la hora de la audiencia/ }),
  ).toBeVisible()
  await photograph(page, 'dashboard-audiencialist-es')
  await page.goto('/dashboard/staffs')
  const staffs = await figuresTable(page, 'staffs-dashboard')
  await photograph(page, 'dashboard-staffs-es')
  await staffs.getByRole('link', { name: 'Tunde Bello' }).click()
  await expect(page.getByRole('heading', { name: 'Detalles del personal: Tunde Bello' })).toBeVisible()
  await figuresTable(page, 'staff-days')
  await photograph(page, 'dashboard-staff-details-es')
})

test('the widest dashboard tables fit beside the menu at 1280 and 1440 px, in both languages', async ({
  page,
}) => {
  await signedInAs(page, 'leader')
  for (const language of ['English', 'Español'] as const) {
    await chooseLanguage(page, language)
    for (const [path, testId] of [
      ['/dashboard/staffs', 'staffs-dashboard'],
      ['/dashboard/staffperformance', 'staff-performance'],
      ['/dashboard/collection', 'collection-dashboard'],
    ] as const) {
      await page.goto(path)
      await figuresTable(page, testId)
      for (const [width, height] of [
        [1280, 720],
        [1440, 900],
      ] as const) {
        await page.setViewportSize({ width, height })
        await expect
          .poll(() => measureFit(page), { message: `${path} in ${language} at ${width}x${height}` })
          .toEqual({ cutBesideSpare: [], brokenWords: [], sidewaysScroll: [], cutTotals: [], cutHeaders: [] })
      }
    }
  }
})
