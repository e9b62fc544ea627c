import type { APIRequestContext, Page } from '@playwright/test'
import { apiSessionOf, chooseLanguage, expect, photograph, signedInAs, test } from './support.ts'

/**
 * A card the office adds, deactivates (someone typed a phone into the description) and gives a
 * second life: a history of three steps, made through the API as the SIM screens make it.
 */
async function cardWithAHistory(request: APIRequestContext): Promise<string> {
  const office = await apiSessionOf(request, 'officemanager')
  const cardNumber = `89520998${String(Date.now()).slice(-11)}`
  const added = await office.post<{ added: { id: number }[] }>('/sim/records/add', {
    cardNumbers: [cardNumber],
  })
  const cardId = added.added[0]!.id
  await office.post('/sim/records/deactivate', {
    cardId,
    reason: 'other',
    description: 'Found broken, call 5215512345678 first',
  })
  await office.post('/sim/records/reactivate', { cardId })
  return cardNumber
}

async function find(page: Page, kind: string, search: string) {
  await page.getByLabel('Kind of object').selectOption({ label: kind })
  await page.getByLabel('Number or id').fill(search)
  await page.getByRole('button', { name: 'Find' }).click()
}

test('an auditor steps through a SIM card, a case and a leave, with the machine drawn and each step checked', async ({
  page,
  request,
}) => {
  const cardNumber = await cardWithAHistory(request)
  await signedInAs(page, 'auditor')
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Histories' }).click()
  await expect(page).toHaveURL(/\/audit\/histories$/)

  // A SIM card by its number: three steps, each matching its replay.
  await find(page, 'SIM card', cardNumber)
  await expect(page.getByRole('table', { name: 'Objects found' })).toContainText('unallocated')
  await photograph(page, 'audit-search-en')
  await page.getByRole('link', { name: cardNumber }).click()
  await expect(page).toHaveURL(/\/audit\/histories\/simCard\/\d+$/)
  await expect(page.getByTestId('history-verdict')).toContainText('Checked: each step')
  await expect(page.getByTestId('step-position')).toHaveText('Step 1 of 3')
  await expect(page.getByTestId('step-event')).toHaveText('ADD')
  const chart = page.getByTestId('state-chart')
  await expect(chart.locator('[data-current]')).toHaveAttribute('data-state', 'simCard.unallocated')
  await expect(chart.locator('[data-taken]')).toHaveCount(1)
  await expect(page.getByTestId('other-events')).toBeHidden()

  // The arrow key moves on: the deactivation, its phone masked, the card's new state drawn.
  await page.keyboard.press('ArrowRight')
  await expect(page.getByTestId('step-position')).toHaveText('Step 2 of 3')
  await expect(page.getByTestId('step-event')).toHaveText('DEACTIVATE')
  await expect(page.getByTestId('step-detail')).toContainText('Found broken, call •••••••••5678 first')
  await expect(page.getByTestId('step-detail')).not.toContainText('5215512345678')
  await expect(chart.locator('[data-current]')).toHaveAttribute('data-state', 'simCard.deactivated')
  // What else the unallocated card could have taken.
  await expect(page.getByTestId('other-events')).toContainText('ALLOCATE [underCardLimit]')
  await expect(page.getByTestId('other-events')).toContainText('REMOVE')
  await expect(page.getByTestId('step-verdict')).toHaveText(/^Matches/)
  await photograph(page, 'audit-simcard-en')

  await page.getByRole('button', { name: 'Last' }).click()
  await expect(page.getByTestId('step-event')).toHaveText('REACTIVATE')
  await page.getByRole('button', { name: 'First' }).click()
  await expect(page.getByTestId('step-event')).toHaveText('ADD')

  // Filtered to one event: the step keeps its number in the whole history.
  await page.getByLabel('Event').selectOption('DEACTIVATE')
  await expect(page.getByTestId('step-position')).toHaveText('Step 2 of 3')
  await expect(page.getByRole('list', { name: 'Steps' }).getByRole('listitem')).toHaveCount(1)

  // In Spanish.
  await chooseLanguage(page, 'Español')
  await expect(page.getByTestId('history-verdict')).toContainText('Verificado')
  await expect(page.getByTestId('step-verdict')).toHaveText(/^Coincide/)
  await expect(page.getByText('Qué más pudo pasar aquí')).toBeVisible()
  await photograph(page, 'audit-simcard-es')
  await chooseLanguage(page, 'English')

  // A case with a longer history: a parallel machine, each region drawn.
  await page.goto('/audit/histories')
  await find(page, 'Case', 'C00000253')
  await page.getByRole('link', { name: 'C00000253' }).click()
  await expect(page.getByTestId('history-verdict')).toContainText('Checked: each step')
  await expect(chart.locator('[data-current]')).toHaveCount(5)
  await page.getByRole('button', { name: 'Last' }).click()
  await expect(page.getByTestId('step-position')).toHaveText(/^Step (\d+) of \1$/)
  await photograph(page, 'audit-case-en')

  // A leave, asked and approved.
  await page.goto('/audit/histories')
  await find(page, 'Leave', '2')
  await page.getByRole('link', { name: '#2' }).click()
  await expect(page.getByTestId('step-position')).toHaveText('Step 1 of 2')
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page.getByTestId('step-event')).toHaveText('APPROVE')
  await expect(chart.locator('[data-current]')).toHaveAttribute('data-state', 'leave.approved')
  await chooseLanguage(page, 'Español')
  await expect(page.getByTestId('step-position')).toHaveText('Paso 2 de 2')
  await photograph(page, 'audit-leave-es')
  await chooseLanguage(page, 'English')
})
