import { readFileSync } from 'node:fs'
import type { Download, Page } from '@playwright/test'
import { csvRecords } from '../support/csv.ts'
import { chooseLanguage, expect, photograph, signedInAs, test } from './support.ts'

/** An id card no other run has listed: the e2e server's database lives as long as its run. */
const idCard = `E2E${String(Date.now()).slice(-9)}`

async function exported(page: Page) {
  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: /Export CSV|Exportar CSV/ }).click()
  const download: Download = await downloading
  return { name: download.suggestedFilename(), ...csvRecords(readFileSync((await download.path())!, 'utf8')) }
}

test('a manager lists a person on an app, finds them, exports the list and takes them off again', async ({
  page,
}) => {
  await signedInAs(page, 'manager')
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Blacklist', exact: true })
    .click()
  await expect(page).toHaveURL(/\/cases\/blacklist$/)
  const table = page.getByTestId('blacklist-table')
  // The seed's entries, each phone masked.
  await expect(table.getByText('GOMR850312HDFLRS09')).toBeVisible()
  await expect(table.getByText('525****0001')).toBeVisible()

  // Each empty field is named; then the entry is added.
  await page.getByRole('button', { name: 'Add entry' }).click()
  const adding = page.getByRole('dialog', { name: 'Add a blacklist entry' })
  await adding.getByRole('button', { name: 'Add entry' }).click()
  await expect(adding.getByText('please select the app')).toBeVisible()
  await expect(adding.getByText('id card cannot be empty')).toBeVisible()
  await expect(adding.getByText('phone number cannot be empty')).toBeVisible()
  await expect(adding.getByText('reason cannot be empty')).toBeVisible()
  await adding.getByLabel('App name').selectOption({ label: 'PrestaFácil' })
  await adding.getByLabel('ID card').fill(idCard)
  await adding.getByLabel('Phone number').fill('+52 55 4321 7788')
  await adding.getByLabel('Reason').fill('Forged payslips')
  await adding.getByRole('button', { name: 'Add entry' }).click()
  await expect(page.getByRole('status').filter({ hasText: `${idCard} added to the blacklist` })).toBeVisible()

  // The same id card on the same app again is refused, naming the id card.
  await page.getByRole('button', { name: 'Add entry' }).click()
  await adding.getByLabel('App name').selectOption({ label: 'PrestaFácil' })
  await adding.getByLabel('ID card').fill(idCard)
  await adding.getByLabel('Phone number').fill('+52 55 4321 7788')
  await adding.getByLabel('Reason').fill('Again')
  await adding.getByRole('button', { name: 'Add entry' }).click()
  await expect(adding.getByText('This ID card is on the blacklist of this app already.')).toBeVisible()
  await adding.getByRole('button', { name: 'Cancel' }).click()
  await page
    .getByRole('dialog', { name: 'Discard your changes?' })
    .getByRole('button', { name: 'Discard' })
    .click()

  // Found by the last digits of the phone.
  await page.getByLabel('ID card or phone').fill('7788')
  await page.getByLabel('ID card or phone').press('Enter')
  await expect(table.getByText(idCard)).toBeVisible()
  await expect(table.getByText('GOMR850312HDFLRS09')).toBeHidden()
  await expect(table.getByText('525****7788')).toBeVisible()

  const file = await exported(page)
  expect(file.name).toMatch(/^blacklist-\d{4}-\d{2}-\d{2}\.csv$/)
  expect(file.header).toEqual(['App name', 'ID card', 'Phone number', 'Reason', 'Created by', 'Created date'])
  expect(file.records.map((record) => [record['ID card'], record['Phone number']])).toEqual([
    [idCard, '525****7788'],
  ])
  await photograph(page, 'blacklist-en')

  await chooseLanguage(page, 'Español')
  await expect(page.getByRole('heading', { name: 'Lista negra' })).toBeVisible()
  await expect(table.getByText(idCard)).toBeVisible()
  await expect(page.getByRole('columnheader', { name: /Cédula de identidad/ })).toBeVisible()
  await photograph(page, 'blacklist-es')
  await page.getByRole('button', { name: 'Agregar entrada' }).click()
  const agregando = page.getByRole('dialog', { name: 'Agregar una entrada a la lista negra' })
  await agregando.getByRole('button', { name: 'Agregar entrada' }).click()
  await expect(agregando.getByText('La cédula de identidad no puede estar vacía')).toBeVisible()
  await photograph(page, 'blacklist-add-es')
  await agregando.getByRole('button', { name: /Cancelar/ }).click()

  // Removal asks first, naming the entry.
  await page.getByRole('button', { name: `Eliminar ${idCard}` }).click()
  await page
    .getByRole('dialog', { name: `¿Eliminar ${idCard} en PrestaFácil de la lista negra?` })
    .getByRole('button', { name: 'Eliminar' })
    .click()
  await expect(
    page.getByRole('status').filter({ hasText: `${idCard} eliminada de la lista negra` }),
  ).toBeVisible()
  await expect(table.getByText(idCard)).toBeHidden()
})
