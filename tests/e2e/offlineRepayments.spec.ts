import type { Page } from '@playwright/test'
import {
  chooseLanguage,
  everyChangeSent,
  expect,
  photograph,
  signedInAs,
  takeOpenCases,
  test,
} from './support.ts'

/** A real one-pixel PNG: the browser shows it and the server reads its signature. */
const onePixel = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)
// Offline, a collector's page is served by the service worker, as in the office.
test.use({ serviceWorkers: 'allow' })

const todayIn = (timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date())

async function openRepayments(page: Page, caseId: number) {
  await page.goto(`/cases/all/details/${caseId}`)
  await page.getByRole('tab', { name: /^Repayment records|^Registros de pago/ }).click()
  const panel = page.getByTestId('offline-repayments')
  await expect(panel).toBeVisible()
  return panel
}

test('a collector records an offline repayment with its receipt while offline; it is sent when the network returns and an office manager passes it', async ({
  page,
  context,
  browser,
}) => {
  const [caseId] = await takeOpenCases('collector.mx', 1, 100_000)
  await signedInAs(page, 'collector.mx')
  const panel = await openRepayments(page, caseId!)
  await expect(panel.getByText('No offline repayment recorded on this case.')).toBeVisible()

  await context.setOffline(true)
  await panel.getByRole('button', { name: 'Record an offline repayment' }).click()
  const dialog = page.getByTestId('record-offline')
  await dialog.getByRole('button', { name: 'Record' }).click()
  await expect(dialog.getByText('amount cannot be empty')).toBeVisible()
  await expect(dialog.getByText('receipt reference cannot be empty')).toBeVisible()
  await expect(dialog.getByText("please attach the receipt's image")).toBeVisible()
  await dialog.getByLabel('Amount').fill('250')
  await dialog.getByLabel(/^Paid on/).fill(todayIn('America/Mexico_City'))
  await dialog.getByLabel('Receipt reference').fill('OXXO-55512')
  await dialog
    .getByLabel('Receipt image')
    .setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: onePixel })
  await expect(dialog.getByRole('img', { name: 'The receipt' })).toBeVisible()
  await dialog.getByRole('button', { name: 'Record' }).click()
  await expect(panel.getByText('Waiting to be sent')).toBeVisible()
  await photograph(page, 'offline-repayment-waiting-en')

  await context.setOffline(false)
  await everyChangeSent(page)
  await expect(panel.getByText('Pending')).toBeVisible()
  await expect(panel.getByText('OXXO-55512')).toBeVisible()

  const office = await (await browser.newContext()).newPage()
  await signedInAs(office, 'officemanager')
  await office
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Offline repayment' })
    .click()
  await expect(office).toHaveURL(/\/financial\/offlinerepayment$/)
  const row = office.getByTestId('offline-repayments-table').getByRole('row', { name: /OXXO-55512/ })
  await expect(row.getByText('$250.00 MXN')).toBeVisible()
  await row.getByRole('button', { name: 'View' }).click()
  await expect(office.getByRole('dialog').getByRole('img')).toBeVisible()
  await photograph(office, 'offline-repayment-receipt-en')
  await office.keyboard.press('Escape')
  const caseNo = (await row.getByRole('link').textContent())?.trim()
  await row.getByRole('button', { name: `Pass ${caseNo}` }).click()
  await office.getByRole('dialog').getByRole('button', { name: 'Pass' }).click()
  await expect(office.getByRole('status').filter({ hasText: /passed/ })).toBeVisible()
  await chooseLanguage(office, 'Español')
  await expect(office.getByRole('heading', { name: 'Pago fuera de línea' })).toBeVisible()
  await photograph(office, 'offline-repayment-review-es')

  // On the case, the repayment is credited and the record shows it passed.
  const again = await openRepayments(page, caseId!)
  await expect(again.getByText('Passed')).toBeVisible()
  await expect(page.getByRole('table', { name: 'Repayment records' }).getByText('OXXO-55512')).toBeVisible()
})
