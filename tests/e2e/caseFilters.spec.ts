import type { Page } from '@playwright/test'
import { expect, signedInAs, test } from './support.ts'

const menu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' })
const filters = (page: Page) => page.getByRole('form', { name: 'Case filters' })
const count = (page: Page) => page.getByTestId('case-count')
const countValue = async (page: Page) => Number((await count(page).textContent())!.replace(/\D/g, ''))

/** Today's date ('yyyy-MM-dd') on a time zone's clock. */
const todayIn = (timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(),
  )

async function openAllCases(page: Page, username: string) {
  await signedInAs(page, username)
  await menu(page).getByRole('link', { name: 'All cases', exact: true }).click()
  await expect(count(page)).toHaveText(/^[\d,]+$/)
}

test.describe('case list filters', () => {
  // The browser is in Tokyo, hours ahead of everyone: any day it offers from its own clock is wrong.
  test.use({ timezoneId: 'Asia/Tokyo' })

  test("a team leader picks an owner among her team's people; the team type is there too", async ({
    page,
  }) => {
    await openAllCases(page, 'leader')
    const owner = filters(page).getByLabel('Owner')
    await expect(owner.locator('option')).toHaveText(['Any', 'Chinedu Okafor', 'Tunde Bello'])
    await expect(filters(page).getByLabel('Team type').locator('option')).toHaveText(['Any', 'Collection'])
    const everyone = await countValue(page)
    await owner.selectOption({ label: 'Tunde Bello' })
    await filters(page).getByRole('button', { name: 'Search' }).click()
    await expect.poll(() => countValue(page)).toBeLessThan(everyone)
    expect(await countValue(page)).toBeGreaterThan(0)
  })

  test('a collector, who sees only her own cases, is offered neither; her search counts its letters', async ({
    page,
  }) => {
    await openAllCases(page, 'collector')
    await expect(filters(page).getByLabel('App', { exact: true })).toBeVisible()
    await expect(filters(page).getByLabel('Owner')).toHaveCount(0)
    await expect(filters(page).getByLabel('Team type')).toHaveCount(0)
    await filters(page).getByLabel('Case no, name or phone').fill('Ana')
    await expect(filters(page).getByText('3 / 40')).toBeVisible()
  })

  test("the allocated range offers days up to the user's today and needs both ends", async ({ page }) => {
    await openAllCases(page, 'collector.mx')
    const from = filters(page).getByLabel('Allocated: from')
    const to = filters(page).getByLabel('Allocated: to')
    // The calendar's today is hers in Mexico City, hours behind the browser; no later day is offered.
    await filters(page).getByRole('button', { name: 'Choose Allocated' }).click()
    const today = todayIn('America/Mexico_City')
    const picker = page.getByTestId('date-picker')
    await expect(picker.locator('[data-today="true"]')).toHaveAttribute('data-day', today)
    await expect(picker.locator('[data-day] button:not([disabled])').last()).toHaveText(
      String(Number(today.slice(8))),
    )
    await page.keyboard.press('Escape')
    await from.fill('2026-01-05')
    await filters(page).getByRole('button', { name: 'Search' }).click()
    await expect(filters(page).getByRole('alert')).toHaveText('a range needs both ends, a start and an end')
    await to.fill('2026-01-04')
    await filters(page).getByRole('button', { name: 'Search' }).click()
    await expect(filters(page).getByRole('alert')).toHaveText('Allocated: the start cannot be after the end')
  })
})

test('a collector sees her usual columns at once, her work queue, the sort she chose, and the filters in force even when hidden', async ({
  page,
}) => {
  await openAllCases(page, 'collector')
  const table = page.getByTestId('case-table')
  // The usual columns fit the 1,440 px screen: nothing to scroll sideways for.
  expect(await table.evaluate((scroller) => scroller.scrollWidth - scroller.clientWidth)).toBe(0)
  // Sorted at first in the work queue's order, which the appointment column's header names (shown
  // at first, so the toolbar has no hidden sort to name).
  const appointment = page.getByRole('columnheader', { name: /Appointment · work queue/ })
  await expect(appointment).toHaveAttribute('aria-sort', 'ascending')
  await expect(page.getByTestId('hidden-sort')).toHaveCount(0)
  const dueDate = page.getByRole('columnheader', { name: 'Due date' })
  await dueDate.getByRole('button').click()
  await expect(dueDate).toHaveAttribute('aria-sort', 'descending')
  await expect(page.getByTestId('hidden-sort')).toHaveCount(0)

  await filters(page).getByRole('combobox', { name: 'Status', exact: true }).selectOption({ label: 'Unpaid' })
  await filters(page)
    .getByRole('combobox', { name: 'Appointment', exact: true })
    .selectOption({ label: 'No' })
  await filters(page).getByRole('button', { name: 'Search' }).click()
  await expect(table).toHaveAttribute('aria-busy', 'false')
  // Fewer options hides the appointment filter, still in force: the toggle counts it.
  await filters(page).getByRole('button', { name: 'Fewer options' }).click()
  await expect(filters(page).getByRole('combobox', { name: 'Appointment', exact: true })).toHaveCount(0)
  await expect(filters(page).getByRole('button', { name: 'More options 1 in force' })).toBeVisible()
  // Hiding the whole panel counts both.
  const toggle = page.getByRole('button', { name: /^Filters/ })
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  await toggle.click()
  await expect(filters(page)).toHaveCount(0)
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await expect(toggle).toHaveAccessibleName('Filters 2 in force')
})
