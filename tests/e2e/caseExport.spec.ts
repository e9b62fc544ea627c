import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Download, Page } from '@playwright/test'
import { csvRecords } from '../support/csv.ts'
import { expect, screenshotDir, signedInAs, test } from './support.ts'

// Goes offline: the service worker serves the app as it does for a collector.
test.use({ serviceWorkers: 'allow' })

const menu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' })
const filters = (page: Page) => page.getByRole('form', { name: 'Case filters' })
const countValue = async (page: Page) =>
  Number((await page.getByTestId('case-count').textContent())!.replace(/\D/g, ''))

async function exported(page: Page, label: string) {
  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: label }).click()
  const download: Download = await downloading
  return { name: download.suggestedFilename(), ...csvRecords(readFileSync((await download.path())!, 'utf8')) }
}

test('a collector exports the whole filtered list, not only the rows on screen, and cannot offline', async ({
  page,
}) => {
  await signedInAs(page, 'collector')
  await menu(page).getByRole('link', { name: 'All cases', exact: true }).click()
  const everyCase = await countValue(page)
  await filters(page).getByRole('combobox', { name: 'Status', exact: true }).selectOption({ label: 'Unpaid' })
  await filters(page).getByRole('button', { name: 'Search' }).click()
  // The filter is kept first and asked after: until the count moves, the toolbar still counts everything.
  await expect.poll(() => countValue(page)).toBeLessThan(everyCase)
  await expect(page.getByTestId('case-table')).toHaveAttribute('aria-busy', 'false')
  const count = await countValue(page)
  expect(count).toBeGreaterThan(50)

  const file = await exported(page, 'Export CSV')
  expect(file.name).toMatch(/^all-cases-\d{4}-\d{2}-\d{2}\.csv$/)
  expect(file.header.slice(0, 4)).toEqual(['Case no', 'Name', 'Phone', 'Status'])
  expect(file.records).toHaveLength(count)
  expect(new Set(file.records.map((record) => record.Status))).toEqual(new Set(['Unpaid']))
  expect(new Set(file.records.map((record) => record.Owner))).toEqual(new Set(['Chinedu Okafor']))

  await page.context().setOffline(true)
  const button = page.getByRole('button', { name: 'Export CSV' })
  await expect(button).toBeDisabled()
  await expect(button).toHaveAccessibleDescription('This needs the server, and you are offline.')
  await expect(button).toHaveAttribute('title', 'This needs the server, and you are offline.')
  await page.context().setOffline(false)
  await expect(button).toBeEnabled()
})

test('in Spanish the file is Spanish: header row and words', async ({ page }) => {
  await signedInAs(page, 'manager')
  const reloaded = page.waitForEvent('load')
  await page.getByLabel('Language').selectOption({ label: 'Español' })
  await reloaded
  await page
    .getByRole('navigation', { name: 'Menú principal' })
    .getByRole('link', { name: 'Casos de cobranza', exact: true })
    .click()
  await expect(page.getByTestId('case-table')).toHaveAttribute('aria-busy', 'false')
  const count = await countValue(page)

  await page.screenshot({ path: join(screenshotDir, 'case-list-toolbar-es.png') })
  const file = await exported(page, 'Exportar CSV')
  expect(file.name).toMatch(/^collection-cases-\d{4}-\d{2}-\d{2}\.csv$/)
  expect(file.header.slice(0, 5)).toEqual(['N.º de caso', 'Nombre', 'Teléfono', 'Estado', 'Cerrado'])
  expect(file.records).toHaveLength(count)
  // The working list holds open cases only.
  expect(new Set(file.records.map((record) => record.Cerrado))).toEqual(new Set(['No']))
  for (const record of file.records) expect(['Pendiente', 'Liquidado', 'Aplazado']).toContain(record.Estado)
})
