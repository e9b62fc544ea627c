import ExcelJS from 'exceljs'
import { chooseLanguage, expect, photograph, signedInAs, test } from './support.ts'

const todayIn = (timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date())

/** An .xlsx of adjustments as the finance office fills it: headers first, one adjustment a row. */
async function adjustments(rows: (string | number)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook()
  const sheet = book.addWorksheet('Adjustments')
  sheet.addRow(['Member', 'Period', 'Kind', 'Amount', 'Note'])
  for (const row of rows) sheet.addRow(row)
  return Buffer.from(await book.xlsx.writeBuffer())
}

test('an office manager imports salary adjustments: each bad row is named before anything is saved, the valid ones are saved on confirmation and show in the salary', async ({
  page,
}) => {
  const note = `E2E bonus ${Date.now()}`
  const file = await adjustments([
    ['collector.mx', todayIn('America/Mexico_City'), 'bonus', 150.5, note],
    ['nobody.here', todayIn('America/Mexico_City'), 'bonus', 10, 'Typo'],
  ])
  await signedInAs(page, 'officemanager')
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Salary', exact: true })
    .click()
  await expect(page).toHaveURL(/\/financial\/salary$/)
  await page.getByRole('button', { name: 'Import adjustments' }).click()
  await expect(page).toHaveURL(/\/financial\/salary\/import$/)

  await page.getByLabel('Excel file').setInputFiles({
    name: 'adjustments.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: file,
  })
  await expect(
    page.getByText('2 rows: 1 valid, 1 with problems. Nothing is saved until you confirm.'),
  ).toBeVisible()
  const problems = page.getByRole('table', { name: 'Rows with problems' })
  await expect(problems.getByRole('row', { name: /^3 Member/ })).toBeVisible()
  await photograph(page, 'salary-import-checked-en')

  await page.getByRole('button', { name: 'Save the valid rows' }).click()
  const question = page.getByRole('dialog')
  await expect(question).toContainText('Save 1 valid rows?')
  await question.getByRole('button', { name: 'Save the valid rows' }).click()
  // Saved, the salary opens again with the adjustment in the member's pay.
  await expect(page).toHaveURL(/\/financial\/salary$/)
  const member = page.getByTestId('salary-list').getByRole('row', { name: /Ana Torres/ })
  await expect(member.getByText('$150.50 MXN')).toBeVisible()

  await chooseLanguage(page, 'Español')
  await expect(page.getByRole('heading', { name: 'Salario' })).toBeVisible()
  await photograph(page, 'salary-es')
})
