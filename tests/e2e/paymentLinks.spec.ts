import type { Page } from '@playwright/test'
import {
  chooseLanguage,
  expect,
  notifyRepayment,
  photograph,
  signedInAs,
  takeOpenCases,
  test,
} from './support.ts'

const casePath = (caseId: number) => `/cases/all/details/${caseId}`

/** The case's Payment links section, opened. */
async function openLinks(page: Page, caseId: number) {
  await page.goto(casePath(caseId))
  await page.getByRole('tab', { name: /^Payment links|^Enlaces de pago/ }).click()
  const panel = page.getByTestId('payment-links')
  await expect(panel).toBeVisible()
  return panel
}

test('a collector generates a link, sees its fee and total, copies it; the platform’s notice shows it paid', async ({
  page,
}) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
  const [caseId] = await takeOpenCases('collector.mx', 1, 100_000)
  await signedInAs(page, 'collector.mx')
  const panel = await openLinks(page, caseId!)
  await expect(panel.getByText('The customer, on top of the amount')).toBeVisible()
  await expect(panel.getByText('No payment link generated on this case.')).toBeVisible()

  await panel.getByRole('button', { name: 'Generate a payment link' }).click()
  const dialog = page.getByTestId('generate-link')
  const generate = dialog.getByRole('button', { name: 'Generate', exact: true })
  await generate.click()
  await expect(dialog.getByText('amount cannot be empty')).toBeVisible()
  // Far above what the case owes: the server names the bounds, in the spec's words.
  await dialog.getByLabel('Amount').fill('9999999')
  await generate.click()
  await expect(dialog.getByText(/The value must be between \$1\.00 MXN and \$[\d,.]+ MXN/)).toBeVisible()
  // 2.5% of $1,000.00 and the peso's fixed $3.00: $28.00, the customer paying $1,028.00.
  await dialog.getByLabel('Amount').fill('1000')
  await expect(dialog.getByTestId('link-total')).toHaveText(
    'Merchant fee$28.00 MXNThe customer pays$1,028.00 MXN',
  )
  await photograph(page, 'payment-link-generate-en')
  await generate.click()
  await expect(
    page.getByRole('status').filter({ hasText: 'Payment link for $1,000.00 MXN generated' }),
  ).toBeVisible()

  const table = panel.getByRole('table', { name: 'Payment links' })
  const row = table.getByRole('row').nth(1)
  await expect(row).toContainText('$1,000.00 MXN')
  await expect(row).toContainText('$28.00 MXN')
  await expect(row).toContainText('$1,028.00 MXN')
  await expect(row).toContainText('Active')
  await expect(panel.getByRole('button', { name: 'Generate a payment link' })).toBeHidden()
  await row.getByRole('button', { name: 'Copy link' }).click()
  await expect(row.getByRole('button', { name: 'Copied' })).toBeVisible()
  const url = await row.getByRole('textbox', { name: 'Payment link' }).inputValue()
  expect(url).toMatch(/^https:\/\/pay\.example\.invalid\/checkout\/PL[\w-]{22}$/)
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url)
  await table.scrollIntoViewIfNeeded()
  await photograph(page, 'payment-link-active-en')

  // The customer pays at the checkout; the platform tells of the repayment naming the link.
  await notifyRepayment(caseId!, 100_000, url.split('/').at(-1))
  const paid = await openLinks(page, caseId!)
  await expect(paid.getByRole('table', { name: 'Payment links' }).getByRole('row').nth(1)).toContainText(
    'Paid',
  )
  await expect(paid.getByRole('button', { name: 'Generate a payment link' })).toBeVisible()
  await paid.getByRole('table').scrollIntoViewIfNeeded()
  await photograph(page, 'payment-link-paid-en')

  await chooseLanguage(page, 'Español')
  const spanish = await openLinks(page, caseId!)
  await expect(spanish.getByRole('table', { name: 'Enlaces de pago' }).getByRole('row').nth(1)).toContainText(
    'Pagado',
  )
  await expect(spanish.getByText('El cliente, además del monto')).toBeVisible()
  await spanish.getByRole('table').scrollIntoViewIfNeeded()
  await photograph(page, 'payment-link-paid-es')
  await spanish.getByRole('button', { name: 'Generar un enlace de pago' }).click()
  const dialogEs = page.getByTestId('generate-link')
  await dialogEs.getByLabel('Monto').fill('500')
  await expect(dialogEs.getByTestId('link-total')).toHaveText(
    'Comisión de pago$15.50 MXNEl cliente paga$515.50 MXN',
  )
  await photograph(page, 'payment-link-generate-es')
  await dialogEs.getByRole('button', { name: 'Generar', exact: true }).click()
  const active = spanish.getByRole('table', { name: 'Enlaces de pago' }).getByRole('row').nth(1)
  await expect(active).toContainText('Activo')
  // Cancelling is asked first.
  await active.getByRole('button', { name: /^Cancelar enlace/ }).click()
  const question = page.getByRole('dialog')
  await expect(question).toContainText('¿Cancelar el enlace de pago por $500.00 MXN?')
  await photograph(page, 'payment-link-cancel-es')
  await question.getByRole('button', { name: 'Cancelar enlace', exact: true }).click()
  await expect(active).toContainText('Cancelado')
})
