import { chooseLanguage, expect, photograph, signedInAs, test } from './support.ts'

// The performance statement and details, as a collector, a leader and a manager open them, in both
// languages, with the figures the seed's activity left (server/database/seedDashboards.ts).

test('a Mexico City collector opens the standard statement, led by the cases, and a tile opens its list', async ({
  page,
}) => {
  await signedInAs(page, 'collector.mx')
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Performance statement' })
    .click()
  await expect(page).toHaveURL(/\/dashboard\/index$/)
  const statement = page.getByTestId('statement-standard')
  await expect(statement).toBeVisible()
  await expect(statement.getByRole('heading', { level: 2 }).first()).toHaveText('Cases')
  await expect(page.getByTestId('figures-as-of')).toContainText('Your figures')
  // Every figure says what it counts.
  const today = page.getByRole('link', { name: /Unfinished, allocated today/ })
  await expect(today).toHaveAttribute('title', /allocated to you today/)
  // The daily chart's figures are in the table under it, a row per day of the salary period so far.
  const daily = page.getByRole('table', { name: 'This salary period, day by day' })
  await expect(daily.getByRole('columnheader')).toHaveText(['Day', 'Finished cases', 'Calls'])
  await expect(daily.getByRole('row').nth(1)).toBeVisible()
  await expect(
    page.getByRole('img', { name: 'This salary period, day by day' }).locator('canvas'),
  ).toBeVisible()
  await photograph(page, 'dashboard-statement-collector-en')
  await daily.scrollIntoViewIfNeeded()
  await photograph(page, 'dashboard-statement-chart-en')

  await chooseLanguage(page, 'Español')
  await expect(page.getByRole('heading', { name: 'Estado de desempeño' })).toBeVisible()
  await expect(page.getByTestId('statement-standard').getByRole('heading', { level: 2 }).first()).toHaveText(
    'Casos',
  )
  await expect(page.getByRole('link', { name: /Sin terminar, asignados hoy/ })).toHaveAttribute(
    'title',
    /asignados hoy/,
  )
  await photograph(page, 'dashboard-statement-collector-es')

  await page.getByRole('link', { name: /Sin terminar, asignados esta semana/ }).click()
  await expect(page).toHaveURL(/\/dashboard\/collection\/cases\/semanalist\/\d+$/)
})

test('the Lagos collector’s statement leads with the money repaid in naira and plots WhatsApp messages', async ({
  page,
}) => {
  await signedInAs(page, 'collector')
  await page.goto('/dashboard/index')
  const statement = page.getByTestId('statement-ngpk')
  await expect(statement).toBeVisible()
  await expect(statement.getByRole('heading', { level: 2 }).first()).toHaveText('Money repaid')
  const daily = page.getByRole('table', { name: 'This salary period, day by day' })
  await expect(daily.getByRole('columnheader')).toContainText(['WhatsApp messages', 'Calls'])
  await photograph(page, 'dashboard-statement-lagos-en')
  await daily.scrollIntoViewIfNeeded()
  await photograph(page, 'dashboard-statement-lagos-chart-en')
})

test('a manager reads the operation’s statement, narrows it to a team, in both languages', async ({
  page,
}) => {
  await signedInAs(page, 'manager')
  await page.goto('/dashboard/index')
  await expect(page.getByTestId('figures-as-of')).toContainText('The whole operation')
  await expect(page.getByTestId('rank-thisWeek')).toBeVisible()
  await photograph(page, 'dashboard-statement-manager-en')
  await page.getByTestId('rank-allS1').scrollIntoViewIfNeeded()
  await photograph(page, 'dashboard-statement-manager-ranks-en')

  await page.getByLabel('Team', { exact: true }).selectOption({ label: 'CDMX S2 Collection' })
  await expect(page.getByTestId('figures-as-of')).toContainText('Team figures: CDMX S2 Collection')
  // A team's unfinished cases open the collection dashboard, which lists them member by member.
  await expect(page.getByRole('link', { name: /Unfinished, allocated today/ })).toHaveAttribute(
    'href',
    '/dashboard/collection',
  )

  await chooseLanguage(page, 'Español')
  await expect(page.getByTestId('figures-as-of')).toContainText('Cifras del equipo: CDMX S2 Collection')
  await photograph(page, 'dashboard-statement-manager-es')
})

test('a team leader changes the period of the details and reads those days', async ({ page }) => {
  await signedInAs(page, 'leader')
  await page.goto('/dashboard/performance/details')
  const daily = page.getByRole('table', { name: 'Day by day' })
  await expect(daily.getByRole('row').nth(1)).toBeVisible()
  await photograph(page, 'dashboard-details-leader-en')
  await daily.scrollIntoViewIfNeeded()
  await photograph(page, 'dashboard-details-chart-en')

  const asked = page.waitForResponse((response) => response.url().includes('period=yesterday'))
  await page.getByLabel('Period').selectOption({ label: 'Yesterday' })
  await asked
  // One day: the header and that day's row.
  await expect(daily.getByRole('row')).toHaveCount(2)
  await expect(page.getByRole('heading', { name: /^Totals, / })).not.toContainText('–')

  await page.reload()
  await expect(page.getByLabel('Period')).toHaveValue('yesterday')

  await chooseLanguage(page, 'Español')
  await expect(page.getByRole('heading', { name: 'Detalles de desempeño' })).toBeVisible()
  await expect(page.getByLabel('Periodo')).toHaveValue('yesterday')
  await photograph(page, 'dashboard-details-leader-es')
})
