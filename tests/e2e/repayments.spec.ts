import { readFileSync } from 'node:fs'
import type { Download, Page } from '@playwright/test'
import { csvRecords } from '../support/csv.ts'
import { chooseLanguage, expect, photograph, signedInAs, test } from './support.ts'

async function exported(page: Page) {
  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: /Export CSV|Exportar CSV/ }).click()
  const download: Download = await downloading
  return { name: download.suggestedFilename(), ...csvRecords(readFileSync((await download.path())!, 'utf8')) }
}

test('an office manager reads every repayment, filters them by type, opens a case and exports the list, in English and Spanish', async ({
  page,
}) => {
  await signedInAs(page, 'officemanager')
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Repayment records', exact: true })
    .click()
  await expect(page).toHaveURL(/\/financial\/repayment$/)
  await expect(page.getByRole('heading', { name: 'Repayment records' })).toBeVisible()
  const table = page.getByTestId('repayments-table')
  // The seed's repayments, through the real API: pesos and naira, each total apart.
  await expect(table.getByRole('link', { name: /^C\d+$/ }).first()).toBeVisible()
  const amounts = page.getByTestId('repayment-amount')
  await expect(amounts).toContainText('MXN')
  await expect(amounts).toContainText('₦')
  await photograph(page, 'repayments-en')

  await page.getByRole('combobox', { name: 'Repayment type' }).selectOption({ label: 'Normal' })
  await expect(table.getByText('Offline repayment')).toHaveCount(0)
  await expect(table.getByText('Normal').first()).toBeVisible()
  const count = Number((await page.getByTestId('repayment-count').textContent())!.replace(/\D/g, ''))
  expect(count).toBeGreaterThan(0)

  const file = await exported(page)
  expect(file.name).toMatch(/^repayments-\d{4}-\d{2}-\d{2}\.csv$/)
  expect(file.header).toEqual([
    'Case no',
    'Customer',
    'App',
    'Team',
    'Repayment type',
    'Amount',
    'Currency',
    'Paid at',
    'Collected by',
    'Reference',
  ])
  expect(file.records).toHaveLength(count)
  expect(new Set(file.records.map((record) => record['Repayment type']))).toEqual(new Set(['Normal']))
  expect(file.records.every((record) => /^\d+\.\d{2}$/.test(record.Amount!))).toBe(true)

  await chooseLanguage(page, 'Español')
  await expect(page.getByRole('heading', { name: 'Registros de pago' })).toBeVisible()
  await expect(page.getByRole('columnheader', { name: /Cobrado por/ })).toBeVisible()
  await page.getByRole('combobox', { name: 'Tipo de pago' }).selectOption({ label: 'Pago fuera de línea' })
  await expect(table.getByText('Normal')).toHaveCount(0)
  await photograph(page, 'repayments-es')
  const archivo = await exported(page)
  expect(archivo.header).toContain('Tipo de pago')
  expect(archivo.records.every((record) => record['Tipo de pago'] === 'Pago fuera de línea')).toBe(true)

  // A row's case number opens the case's detail.
  const caseLink = table.getByRole('link', { name: /^C\d+$/ }).first()
  const caseNo = (await caseLink.textContent())!
  await caseLink.click()
  await expect(page).toHaveURL(/\/cases\/all\/details\/\d+$/)
  await expect(page.getByText(caseNo).first()).toBeVisible()
})
