import { chooseLanguage, expect, photograph, signedInAs, test } from './support.ts'

test("an office manager makes a period's payout batch; a manager records the bank's answers; the maker may not", async ({
  page,
  browser,
}) => {
  await signedInAs(page, 'officemanager')
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Company payouts' })
    .click()
  await expect(page).toHaveURL(/\/financial\/accoutpayout$/)
  await expect(page.getByText('No payout batch has been made yet.')).toBeVisible()
  await page.getByRole('button', { name: 'Make the batch for a period' }).click()
  const making = page.getByRole('dialog')
  await making.getByRole('button', { name: 'Make the batch' }).click()
  await expect(page.getByRole('status').filter({ hasText: /Payout batch made for/ })).toBeVisible()
  const batch = page.getByTestId('payout-batches').getByRole('row').nth(1)
  await expect(batch.getByText(/Pending \(\d+\)/)).toBeVisible()
  await expect(batch.getByText(/MXN/).first()).toBeVisible()
  await photograph(page, 'payout-batches-en')
  await batch.getByRole('link').click()
  await expect(page).toHaveURL(/\/financial\/accoutpayout\/details\/\d+$/)
  const detailsPath = new URL(page.url()).pathname
  const lines = page.getByTestId('payout-lines')
  await expect(lines.getByText('BBVA-012180001234567890').first()).toBeVisible()
  // The maker is offered no answer for the lines of her own batch.
  await expect(lines.getByRole('button', { name: /^Mark succeeded|^Mark failed/ })).toHaveCount(0)

  const manager = await (await browser.newContext()).newPage()
  await signedInAs(manager, 'manager')
  await manager.goto(detailsPath)
  const first = manager.getByTestId('payout-lines').getByRole('row').nth(1)
  await first.getByRole('button', { name: /^Mark succeeded/ }).click()
  const answer = manager.getByRole('dialog')
  await answer.getByRole('button', { name: 'Mark succeeded' }).click()
  await expect(answer.getByText("please give the bank's transfer reference")).toBeVisible()
  await answer.getByLabel('Transfer reference').fill('TRF-2026-0001')
  await answer.getByRole('button', { name: 'Mark succeeded' }).click()
  await expect(manager.getByRole('status').filter({ hasText: /marked succeeded/ })).toBeVisible()
  await expect(manager.getByTestId('payout-lines').getByText('TRF-2026-0001')).toBeVisible()

  const second = manager.getByTestId('payout-lines').getByRole('row').nth(2)
  await second.getByRole('button', { name: /^Mark failed/ }).click()
  const failing = manager.getByRole('dialog')
  await failing.getByLabel('Reason').fill('Account closed')
  await failing.getByRole('button', { name: 'Mark failed' }).click()
  await expect(manager.getByTestId('payout-lines').getByText('Account closed')).toBeVisible()
  await photograph(manager, 'payout-details-en')

  await chooseLanguage(manager, 'Español')
  await expect(manager.getByTestId('payout-lines').getByText('Exitoso').first()).toBeVisible()
  await expect(manager.getByTestId('payout-lines').getByText('Fallido').first()).toBeVisible()
  await photograph(manager, 'payout-details-es')
})
