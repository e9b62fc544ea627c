import type { Page } from '@playwright/test'
import { chooseLanguage, expect, photograph, signedInAs, takeOpenCases, test } from './support.ts'

const casePath = (caseId: number) => `/cases/all/details/${caseId}`

/** The case's Amount cuts section, opened. */
async function openCuts(page: Page, caseId: number) {
  await page.goto(casePath(caseId))
  await page.getByRole('tab', { name: /^Amount cuts|^Quitas/ }).click()
  const panel = page.getByTestId('amount-cuts')
  await expect(panel).toBeVisible()
  return panel
}

test('a collector asks for a cut within its bounds; an office manager passes it; the collector sees it passed', async ({
  page,
  browser,
}) => {
  const [caseId] = await takeOpenCases('collector.mx', 1, 100_000)
  await signedInAs(page, 'collector.mx')
  const panel = await openCuts(page, caseId!)
  await expect(panel.getByText('Still owed')).toBeVisible()
  await expect(panel.getByText('No amount cut asked for on this case.')).toBeVisible()

  await panel.getByRole('button', { name: 'Ask for an amount cut' }).click()
  const asking = page.getByTestId('ask-cut')
  const send = asking.getByRole('button', { name: 'Send for review' })
  await send.click()
  await expect(asking.getByText('please select a deduction type')).toBeVisible()
  await expect(asking.getByText('amount cannot be empty')).toBeVisible()
  await asking.getByLabel('Deduction type').selectOption({ label: 'Normal cut' })
  await expect(asking.getByTestId('cut-bounds')).toHaveText(/^Less than .+MXN$/)
  await asking.getByLabel('Amount').fill('12,5x')
  await send.click()
  await expect(asking.getByText('amount value is error')).toBeVisible()
  // Far above the case's charges: the server names the amount and the bound, in the spec's words.
  await asking.getByLabel('Amount').fill('999999')
  await send.click()
  await expect(asking.getByText(/The value must be less than \$[\d,.]+ MXN/)).toBeVisible()
  await asking.getByLabel('Amount').fill('1.50')
  await asking.getByLabel('Remark').fill('Pays the rest on Friday')
  await send.click()
  await expect(page.getByRole('status').filter({ hasText: /sent for review/ })).toBeVisible()
  await expect(panel.getByText('A cut on this case is waiting for review.')).toBeVisible()
  await expect(panel.getByRole('button', { name: 'Ask for an amount cut' })).toBeHidden()
  // The case's tab names it by its number and customer.
  const tabName = await page.getByTestId('tag-strip').getByRole('tab', { selected: true }).textContent()
  const caseNo = /C\d+/.exec(tabName ?? '')?.[0]
  await photograph(page, 'amount-cut-asked-en')

  // The office manager reviews it in the deduction review, pending cuts first shown.
  const office = await (await browser.newContext()).newPage()
  await signedInAs(office, 'officemanager')
  await office
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Deduction review' })
    .click()
  await expect(office).toHaveURL(/\/financial\/amout$/)
  const row = office.getByTestId('amount-cuts-table').getByRole('row', { name: new RegExp(caseNo ?? '') })
  await expect(row.getByText('$1.50 MXN')).toBeVisible()
  await expect(row.getByText('Pays the rest on Friday')).toBeVisible()
  await photograph(office, 'amount-cut-review-en')
  await row.getByRole('button', { name: `Pass ${caseNo}` }).click()
  const question = office.getByRole('dialog')
  await expect(question).toContainText(`Pass the amount cut ${caseNo} · $1.50 MXN?`)
  await question.getByRole('button', { name: 'Pass' }).click()
  await expect(
    office.getByRole('status').filter({ hasText: `Amount cut ${caseNo} · $1.50 MXN passed` }),
  ).toBeVisible()

  await chooseLanguage(office, 'Español')
  await expect(office.getByRole('heading', { name: 'Revisión de quitas' })).toBeVisible()
  await office.getByTestId('amount-cuts-filters').getByLabel('Estado').selectOption({ label: 'Aprobada' })
  await expect(office.getByTestId('amount-cuts-table').getByText('Aprobada').first()).toBeVisible()
  await photograph(office, 'amount-cut-review-es')

  // The collector's case shows the cut passed, and she may ask for another.
  const again = await openCuts(page, caseId!)
  await expect(again.getByText('Passed')).toBeVisible()
  await expect(again.getByRole('button', { name: 'Ask for an amount cut' })).toBeVisible()
  await chooseLanguage(page, 'Español')
  const cuts = page.getByTestId('amount-cuts')
  await page.getByRole('tab', { name: /^Quitas/ }).click()
  await expect(cuts.getByText('Aprobada')).toBeVisible()
  await expect(cuts.getByText('Aún debe')).toBeVisible()
  await photograph(page, 'amount-cut-passed-es')
})
