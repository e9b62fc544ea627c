import type { Locator, Page } from '@playwright/test'
import { chooseLanguage, expect, photograph, signedInAs, test } from './support.ts'

// Issue 25, docs/decisions/0054: a manager sets a team's target for a salary period, splits it across
// the members by their load, adjusts one by hand (the difference is said as it is typed), saves it,
// finds it in the list, changes it and sees the change recorded; in English and in Spanish.

const team = 'CDMX S2 Collection'

/** The split's line that says whether the members add up to the team's target. */
const differenceLine = (page: Page) => page.getByTestId('split-difference')

/** Amounts as the inputs take them: plain digits and two decimals. */
const typed = (amount: number) => amount.toFixed(2)

async function amountIn(input: Locator): Promise<number> {
  return Number(await input.inputValue())
}

test('a manager adds a team target split by load, adjusts a member, saves it and sees its change recorded', async ({
  page,
}) => {
  await signedInAs(page, 'manager')
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Target setting', exact: true })
    .click()
  await expect(page).toHaveURL(/\/targets\/setting$/)
  await expect(page.getByRole('heading', { name: 'Target setting' })).toBeVisible()

  // A period to come: no seeded target stands in its way.
  await page.getByRole('button', { name: 'Add target' }).click()
  await expect(page).toHaveURL(/\/targets\/setting\/operation\/add$/)
  const form = page.getByTestId('team-target-form')
  await form.getByLabel('Team').selectOption({ label: team })
  const periods = form.getByLabel('Period')
  // The periods come with the page's first read: wait for them (the current one alone is there before).
  await expect.poll(() => periods.locator('option').count()).toBeGreaterThan(2)
  // Chosen by its first day, the value the filters take too, whatever the language calls it.
  const period = (await periods.locator('option').last().getAttribute('value')) ?? ''
  await periods.selectOption(period)
  await expect(periods).toHaveValue(period)
  await form.getByLabel('Currency').selectOption('MXN')
  await form.getByLabel(/^Target amount/).fill('10,000.00')
  await form.getByLabel('Target cases').fill('20')

  await form.getByRole('button', { name: 'Split by case load' }).click()
  const firstAmount = form.getByLabel(/^Amount of /).first()
  await expect(firstAmount).toBeVisible()
  await expect(differenceLine(page)).toHaveText("The members add up to the team's target.")
  const dealt = await amountIn(firstAmount)

  // One member adjusted by hand: 100.00 more than the team's, said at once; then put right.
  await firstAmount.fill(typed(dealt + 100))
  await expect(differenceLine(page)).toHaveText(
    "The members add up to $100.00 MXN more than the team's target.",
  )
  await firstAmount.fill(typed(dealt))
  await expect(differenceLine(page)).toHaveText("The members add up to the team's target.")
  await photograph(page, 'targets-operation-en')

  await form.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByRole('status').filter({ hasText: `Target of ${team} saved` })).toBeVisible()
  await expect(page).toHaveURL(/\/targets\/setting$/)

  // In the list, in its period, with its figures and its members adding up to it.
  await page.getByTestId('team-targets-filters').getByLabel('Period').selectOption(period)
  const table = page.getByTestId('team-targets-table')
  const row = table.getByRole('row', { name: new RegExp(team) })
  await expect(row).toContainText('$10,000.00 MXN')
  await photograph(page, 'targets-setting-en')

  // Changed: 12,000.00 split evenly this time; the change is recorded, who and from what to what.
  await row.getByRole('button', { name: `Edit ${team}` }).click()
  await expect(page).toHaveURL(/\/targets\/setting\/operation\/edit\?targetId=\d+$/)
  await expect(page.getByRole('heading', { name: `Edit the target of ${team}` })).toBeVisible()
  await expect(page.getByRole('table', { name: 'Changes' })).toHaveCount(0)
  await expect(page.getByText('Not changed since it was set.')).toBeVisible()
  const amount = form.getByLabel(/^Target amount/)
  await expect(amount).toHaveValue('10000.00')
  await amount.fill('12,000.00')
  await expect(differenceLine(page)).toContainText("$2,000.00 MXN less than the team's target")
  await form.getByRole('button', { name: 'Split evenly' }).click()
  await expect(differenceLine(page)).toHaveText("The members add up to the team's target.")
  await form.getByRole('button', { name: 'Save' }).click()
  await expect(page).toHaveURL(/\/targets\/setting$/)
  await expect(row).toContainText('$12,000.00 MXN')

  await row.getByRole('button', { name: `Edit ${team}` }).click()
  const changes = page.getByRole('table', { name: 'Changes' })
  await expect(changes.getByRole('row').nth(1)).toContainText('Roberto Castillo')
  await expect(changes.getByRole('row').nth(1)).toContainText('$10,000.00 MXN → $12,000.00 MXN')
  await expect(changes.getByRole('row').nth(1)).toContainText('20 → 20')

  // The same screens in Spanish.
  await chooseLanguage(page, 'Español')
  await expect(page.getByRole('heading', { name: `Editar la meta de ${team}` })).toBeVisible()
  await expect(page.getByRole('table', { name: 'Cambios' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Repartir por carga de casos' })).toBeVisible()
  await photograph(page, 'targets-operation-es')
  await page.getByRole('button', { name: 'Volver a la lista' }).click()
  await expect(page.getByRole('heading', { name: 'Configuración de metas' })).toBeVisible()
  await expect(page.getByTestId('team-targets-filters').getByLabel('Periodo')).toHaveValue(period)
  await expect(table.getByRole('row', { name: new RegExp(team) })).toContainText('$12,000.00 MXN')
  await expect(page.getByRole('columnheader', { name: /^Ritmo/ })).toBeVisible()
  await photograph(page, 'targets-setting-es')
})
