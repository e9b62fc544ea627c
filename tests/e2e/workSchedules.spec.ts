import type { Page } from '@playwright/test'
import { measureFit } from './screenFitMeasure.ts'
import { chooseFromUserMenu, chooseLanguage, expect, photograph, signedInAs, test } from './support.ts'

const lagos = 'Africa/Lagos'
/** A date some days from today on a time zone's clock ('yyyy-MM-dd'), computed apart from the app. */
function dayFromToday(timeZone: string, days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date())
  const day = new Date(`${today}T00:00:00Z`)
  day.setUTCDate(day.getUTCDate() + days)
  return day.toISOString().slice(0, 10)
}

/** Moves the open month to the one holding `date`, by the month buttons, from today's. */
async function showMonthOf(page: Page, date: string) {
  await page.getByRole('button', { name: 'This month' }).click()
  const today = dayFromToday(lagos, 0)
  const steps =
    (Number(date.slice(0, 4)) - Number(today.slice(0, 4))) * 12 +
    (Number(date.slice(5, 7)) - Number(today.slice(5, 7)))
  for (let step = 0; step < Math.abs(steps); step += 1)
    await page.getByRole('button', { name: steps > 0 ? 'Next month' : 'Previous month' }).click()
  await expect(page.getByRole('columnheader', { name: new RegExp(`^${date}`) })).toBeVisible()
}

/** A member's day on the grid, whatever it holds now. */
const dayCell = (page: Page, member: string, date: string) =>
  page.getByRole('table', { name: /^Schedule of / }).getByLabel(new RegExp(`^${member}, ${date}: `))

test('a team leader opens their team’s month, marks a future day as leave, saves it and finds it after a reload; a past day cannot be changed', async ({
  page,
}) => {
  await signedInAs(page, 'leader')
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Work schedules' })
    .click()
  const teams = page.getByRole('table', { name: 'Teams’ schedules' })
  await expect(teams.getByRole('link', { name: 'Lagos S1 Collection', exact: true })).toBeVisible()
  // A leader keeps their own team's schedule only.
  await expect(teams.getByText('CDMX S2 Collection')).toHaveCount(0)
  await expect(page.getByRole('table', { name: 'Pending leave requests' })).toBeVisible()
  await photograph(page, 'work-schedules-en')

  await teams.getByRole('link', { name: 'Lagos S1 Collection', exact: true }).click()
  await expect(page).toHaveURL(/\/staffs\/workschedules\/details\/\d+$/)
  await expect(page.getByRole('heading', { name: 'Schedule of Lagos S1 Collection' })).toBeVisible()
  await expect(page.getByRole('columnheader', { name: `${dayFromToday(lagos, 0)} (Today)` })).toBeVisible()

  // Two days ahead, Tunde's day is set to leave in one choice, whatever it held.
  const later = dayFromToday(lagos, 2)
  await showMonthOf(page, later)
  const cell = dayCell(page, 'Tunde Bello', later)
  await cell.click()
  await page
    .getByRole('menu', { name: `Tunde Bello, ${later}` })
    .getByRole('menuitemradio', { name: 'Leave' })
    .click()
  await expect(cell).toHaveAttribute('aria-label', `Tunde Bello, ${later}: Leave`)
  await expect(page.getByText(/^\d+ days? changed$/)).toBeVisible()
  await photograph(page, 'work-schedule-details-changed-en')
  // Quitting from the user menu with the change unsaved asks first; staying keeps it.
  await chooseFromUserMenu(page, 'Adaeze Nwosu', 'Quit')
  const asking = page.getByRole('dialog', { name: 'Leave without saving your schedule changes?' })
  await expect(asking).toBeVisible()
  await asking.getByRole('button', { name: 'Stay on the schedule' }).click()
  await expect(page.getByText(/^\d+ days? changed$/)).toBeVisible()
  await page.getByRole('button', { name: 'Save schedule' }).click()
  await expect(page.getByText('Schedule of Lagos S1 Collection saved')).toBeVisible()
  await expect(page.getByText('No change')).toBeVisible()

  await page.reload()
  await showMonthOf(page, later)
  await expect(dayCell(page, 'Tunde Bello', later)).toHaveAttribute(
    'aria-label',
    `Tunde Bello, ${later}: Leave`,
  )

  // Yesterday is history: shown, but not a button to change.
  const yesterday = dayFromToday(lagos, -1)
  await showMonthOf(page, yesterday)
  await expect(dayCell(page, 'Tunde Bello', yesterday)).toBeVisible()
  await expect(page.getByRole('button', { name: new RegExp(`^Tunde Bello, ${yesterday}: `) })).toHaveCount(0)
  await page.getByRole('button', { name: 'This month' }).click()
  // The whole month fits beside the menu at the smaller screen: no sideways scrolling, nothing cut.
  await page.setViewportSize({ width: 1280, height: 720 })
  await expect
    .poll(() => measureFit(page))
    .toEqual({ cutBesideSpare: [], brokenWords: [], sidewaysScroll: [], cutTotals: [], cutHeaders: [] })
  await photograph(page, 'work-schedule-details-en')

  await chooseLanguage(page, 'Español')
  await expect(page.getByRole('heading', { name: 'Horario de Lagos S1 Collection' })).toBeVisible()
  await expect(page.getByTestId('schedule-legend').getByText('Descanso')).toBeVisible()
  await photograph(page, 'work-schedule-details-es')
  await page.goto('/staffs/workschedules')
  await expect(page.getByRole('heading', { name: 'Horarios de trabajo' })).toBeVisible()
  await photograph(page, 'work-schedules-es')
  await chooseLanguage(page, 'English')
})

test('a manager keeps every team’s schedule', async ({ page }) => {
  await signedInAs(page, 'manager')
  await page.goto('/staffs/workschedules')
  const teams = page.getByRole('table', { name: 'Teams’ schedules' })
  await expect(teams.getByRole('link', { name: 'CDMX S2 Collection', exact: true })).toBeVisible()
  await teams.getByRole('link', { name: 'Open the schedule of Night Shift Collection' }).click()
  await expect(page.getByRole('heading', { name: 'Schedule of Night Shift Collection' })).toBeVisible()
  // The manager is over the teams: no duty day of their own, so no clocking in is offered (once the
  // bar knows today's clock).
  await expect(page.getByTestId('staff-bar')).toHaveAttribute('aria-busy', 'false')
  await expect(page.getByTestId('staff-bar').getByRole('button', { name: 'Clock in' })).toHaveCount(0)
})
