import type { Page } from '@playwright/test'
import {
  chooseLanguage,
  expect,
  notifySaleOrderEntered,
  photograph,
  readEveryMessage,
  setTargetOf,
  signedInAs,
  test,
} from './support.ts'

const table = (page: Page) =>
  page.getByRole('table', {
    name: /Sellers performance|Desempeño de vendedores|Sellers against targets|Vendedores frente a metas/,
  })
/** The rows of the table's body (its header and its totals line are the other two row groups). */
const rows = (page: Page) => table(page).getByRole('rowgroup').nth(1).getByRole('row')
const headerCells = (page: Page) => table(page).getByRole('columnheader')
const totals = (page: Page) => table(page).getByRole('row', { name: /^Total/ })
/** A header's definition, shown on hover. */
const hintOf = (page: Page, header: string) =>
  table(page)
    .getByRole('columnheader', { name: new RegExp(`^${header}\\s*:`) })
    .locator('[title]')

/** The figures of a row as shown: name, team, orders, entered the app, conversion, amounts. */
async function cellsOf(page: Page, row: number) {
  return rows(page).nth(row).getByRole('cell').allInnerTexts()
}

test('a seller sees their own row; an order entering the app through the platform raises it and the notice shows in the bar', async ({
  page,
}) => {
  await readEveryMessage('seller')
  await signedInAs(page, 'seller')
  await page.goto('/dashboard/sellersPerformance')
  await expect(rows(page)).toHaveCount(1)
  const [name, , orders, entered, conversion] = await cellsOf(page, 0)
  expect(name).toBeTruthy()
  expect(Number(orders)).toBeGreaterThan(0)
  expect(conversion).toMatch(/%$/)
  // Each figure's header says what it counts.
  await expect(hintOf(page, 'Conversion')).toHaveAttribute('title', /Entered the app divided by sale orders/)
  await expect(totals(page)).toContainText('Total')

  const caseNo = await notifySaleOrderEntered('seller', 730_000)
  await page.reload()
  await expect(rows(page).nth(0).getByRole('cell').nth(3)).toHaveText(String(Number(entered) + 1))
  const bar = page.getByRole('region', { name: 'Message bar' })
  await expect(bar.getByTestId('message-banner')).toContainText('Order entered the app')
  await photograph(page, 'sellers-performance-seller-en')
  // The notice opens the sale order it tells of.
  await bar.getByTestId('message-banner').click()
  await expect(page.getByRole('tab', { name: new RegExp(caseNo) })).toBeVisible()
})

test('a manager sees one row per team, then a team’s sellers; in Spanish too', async ({ page }) => {
  await signedInAs(page, 'manager')
  await page.goto('/dashboard/sellersPerformance')
  await expect(rows(page).first()).toBeVisible()
  await expect(headerCells(page).first()).toHaveText('Team')
  const team = page.getByLabel('Team', { exact: true })
  // The teams come with their own answer, after the figures may have shown.
  const salesOption = team.locator('option', { hasText: /sales|ventas/i }).first()
  await expect(salesOption).toBeAttached()
  const salesTeam = (await salesOption.textContent())!.trim()
  await team.selectOption({ label: salesTeam })
  await expect(headerCells(page).first()).toHaveText('Seller')
  await expect(rows(page).first()).toContainText(salesTeam)
  await photograph(page, 'sellers-performance-manager-en')

  await chooseLanguage(page, 'Español')
  await expect(headerCells(page).first()).toHaveText('Vendedor/a')
  await expect(hintOf(page, 'Conversión')).toHaveAttribute(
    'title',
    /Ingresadas a la app divididas entre órdenes de venta/,
  )
  await expect(totals(page)).toContainText('Total')
  await photograph(page, 'sellers-performance-manager-es')
  await page.getByLabel('Equipo', { exact: true }).selectOption({ label: 'Todos los equipos' })
  await expect(headerCells(page).first()).toHaveText('Equipo')
  await chooseLanguage(page, 'English')
})

test('a seller reads their row in Spanish', async ({ page }) => {
  await signedInAs(page, 'seller')
  await page.goto('/dashboard/sellersPerformance')
  await expect(rows(page)).toHaveCount(1)
  await chooseLanguage(page, 'Español')
  await expect(hintOf(page, 'Órdenes de venta')).toHaveAttribute('title', /Órdenes de venta que tienes/)
  await expect(rows(page).first().getByRole('cell').nth(4)).toHaveText(/\s%$|—/)
  await photograph(page, 'sellers-performance-seller-es')
  await chooseLanguage(page, 'English')
})

// ——— In Cases (menu 105): the sellers against their targets of the salary period ———

/** A header's cell by its name, for the target's columns. */
const columnOf = async (page: Page, header: string) =>
  (await headerCells(page).allInnerTexts()).findIndex((text) => text.split(/\s*:/)[0]!.trim() === header)

test('in Cases, a seller sees their orders against their target, and their target on the welcome page; in Spanish too', async ({
  page,
}) => {
  await setTargetOf('seller', 'MXN', 5_000_000, 20)
  await signedInAs(page, 'seller')
  const own = page.getByTestId('own-target')
  await expect(own).toContainText('$50,000.00 MXN')
  await expect(page.getByTestId('own-pace')).toHaveText(/^(Ahead|On pace|Behind)/)
  await photograph(page, 'targets-welcome-seller-en')
  await page.goto('/cases/sellersPerformance')
  await expect(rows(page)).toHaveCount(1)
  const cells = await cellsOf(page, 0)
  expect(cells[await columnOf(page, 'Target amount')]).toBe('$50,000.00 MXN')
  expect(cells[await columnOf(page, 'Target orders')]).toBe('20')
  expect(cells[await columnOf(page, 'Pace')]).toMatch(/^(Ahead|On pace|Behind)/)
  await expect(hintOf(page, 'Orders achievement')).toHaveAttribute(
    'title',
    /orders entered in the app ÷ target orders/,
  )
  await expect(totals(page)).toContainText('$50,000.00 MXN')
  await photograph(page, 'seller-targets-seller-en')
  await chooseLanguage(page, 'Español')
  await expect(hintOf(page, 'Logro de órdenes')).toHaveAttribute('title', /órdenes meta/)
  await expect(rows(page).first()).toContainText(/Adelantado|Al ritmo|Atrasado/)
  await photograph(page, 'seller-targets-seller-es')
  await chooseLanguage(page, 'English')
})

test('in Cases, the office manager sees every seller, then one team’s; in Spanish too', async ({ page }) => {
  await setTargetOf('seller', 'MXN', 5_000_000, 20)
  await signedInAs(page, 'officemanager')
  await page.goto('/cases/sellersPerformance')
  await expect(rows(page).first()).toBeVisible()
  await expect(headerCells(page).first()).toHaveText(/^Seller/)
  const team = page.getByLabel('Team', { exact: true })
  const salesOption = team.locator('option', { hasText: /sales|ventas/i }).first()
  await expect(salesOption).toBeAttached()
  const salesTeam = (await salesOption.textContent())!.trim()
  await team.selectOption({ label: salesTeam })
  await expect(rows(page).first()).toContainText(salesTeam)
  await expect(table(page)).toContainText('$50,000.00 MXN')
  await photograph(page, 'seller-targets-officemanager-en')
  await chooseLanguage(page, 'Español')
  // The team chosen stays chosen.
  await expect(page.getByLabel('Equipo', { exact: true })).not.toHaveValue('')
  await expect(headerCells(page).nth(await columnOf(page, 'Monto meta'))).toBeVisible()
  await expect(totals(page)).toContainText('Total')
  await photograph(page, 'seller-targets-officemanager-es')
  await chooseLanguage(page, 'English')
})
