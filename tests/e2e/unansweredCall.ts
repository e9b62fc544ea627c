import type { Page } from '@playwright/test'
import { caseOnServer } from './support.ts'

/** The record form's words a spec fills it with, in the language it runs in. */
export interface RecordFormWords {
  connection: string
  dateItem: string
  record: string
  save: string
}

/** A call that did not get through, nothing agreed; the dialling time is left as the form offers it. */
export async function saveUnansweredCall(page: Page, said: RecordFormWords, note: string): Promise<void> {
  await page.getByLabel(said.connection).selectOption('notConnected')
  await page.getByLabel(said.dateItem).selectOption('none')
  await page.getByLabel(said.record, { exact: true }).fill(note)
  await page.getByRole('button', { name: said.save }).click()
}

/** How many records of the case the server holds with this note. */
export const recordsWith = async (page: Page, caseId: number, note: string) =>
  (await caseOnServer(page, caseId)).collectionRecords.filter((kept) => kept.recordText === note).length
