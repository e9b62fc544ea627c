import { randomUUID } from 'node:crypto'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { pageSizes } from '../../contract/paging.ts'
import { chooseLanguage, expect, screenshotDir, signedInAs, takeOpenCases, test } from './support.ts'

// The collector's worklist opens in the work queue's order: the cases with an appointment due first,
// the soonest at the top, then the rest by how overdue they are.

const caseTable = (page: Page) => page.getByTestId('case-table')
const worklistRows = (page: Page) => caseTable(page).locator('tbody tr:not([data-pinned])')
const query = () => ({ timestamp: Date.now(), lang: 'en-US' })
const minuteMs = 60_000
/** What an empty cell shows (src/i18n/format.ts noValue). */
const noValue = '—'

/** Calls the service with the token of the user signed in on the page, as the app would. */
async function asSignedIn(page: Page) {
  const token = (await page.evaluate(() => localStorage.getItem('token'))) ?? ''
  return { Authorization: token }
}

/** The collector agrees a date on the phone: a collection record through the real API books it. */
async function agreeDate(page: Page, caseId: number, dateItem: 'promiseToPay' | 'callBack', minutes: number) {
  const dialled = Date.now() - 5 * minuteMs
  const response = await page.request.post('/collection-service/collection/case/record', {
    params: query(),
    headers: await asSignedIn(page),
    data: {
      caseId,
      clientMutationId: randomUUID(),
      record: {
        diallingTime: new Date(dialled).toISOString(),
        connectionStatus: 'connected',
        contact: 'self',
        dateItem,
        dateTime: new Date(Date.now() + minutes * minuteMs).toISOString(),
        connectionTime: new Date(dialled + 20_000).toISOString(),
        hangUpTime: new Date(dialled + 140_000).toISOString(),
        recordText: 'Agreed a date on the phone.',
      },
    },
  })
  const body = (await response.json()) as { respCode: string; respMsg: string }
  expect(body.respCode, body.respMsg).toBe('000000')
}

/** The first page of the working list in the work queue's order, as the server answers it. */
async function queueOnServer(page: Page) {
  const response = await page.request.get('/collection-service/collection/case/collection/list', {
    // The largest page: appointments other specs booked before may fill a smaller one ahead of ours.
    params: { ...query(), sort: 'workQueue', order: 'asc', limit: pageSizes.max },
    headers: await asSignedIn(page),
  })
  const body = (await response.json()) as {
    data: { rows: Array<{ id: number; caseNo: string; appointment: string | null }> }
  }
  return body.data.rows
}

test('the worklist opens with the due appointments first, the soonest at the top', async ({ page }) => {
  await signedInAs(page, 'collector')
  // Two of her cases nobody else works: a call back in 20 minutes, a promise to pay in 40.
  const [later, sooner] = await takeOpenCases('collector', 2)
  await agreeDate(page, later!, 'promiseToPay', 40)
  await agreeDate(page, sooner!, 'callBack', 20)
  // The booked appointments as the server holds them, in the queue's order.
  const queue = await queueOnServer(page)
  const booked = queue.filter((row) => row.appointment !== null)
  const bookedAt = (id: number) => booked.findIndex((row) => row.id === id)
  expect(bookedAt(sooner!)).toBeGreaterThanOrEqual(0)
  expect(bookedAt(sooner!)).toBeLessThan(bookedAt(later!))
  const appointments = booked.map((row) => row.appointment!)
  expect(appointments).toEqual([...appointments].sort())

  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Collection cases' })
    .click()
  await expect(page.getByRole('heading', { name: 'Collection cases' })).toBeVisible()
  await expect(caseTable(page)).toHaveAttribute('aria-busy', 'false')
  const header = page.getByRole('columnheader', { name: /Appointment · work queue/ })
  await expect(header).toHaveAttribute('aria-sort', 'ascending')

  // The first rows are the cases with an appointment, soonest first; the case without one follows.
  const shown = booked.slice(0, 12)
  const firstRows = worklistRows(page)
  for (const [index, row] of shown.entries())
    await expect(firstRows.nth(index).getByRole('link').first()).toHaveText(row.caseNo)
  const appointmentColumn = await page
    .getByRole('columnheader')
    .evaluateAll((cells) => cells.findIndex((cell) => cell.textContent?.startsWith('Appointment')))
  const appointmentCell = (index: number) => firstRows.nth(index).locator('td').nth(appointmentColumn)
  for (const index of shown.keys()) await expect(appointmentCell(index)).not.toHaveText(noValue)
  if (booked.length <= shown.length && booked.length < queue.length)
    await expect(appointmentCell(booked.length)).toHaveText(noValue)

  for (const [width, height] of [
    [1280, 720],
    [1440, 900],
  ] as const) {
    await page.setViewportSize({ width, height })
    await page.screenshot({ path: join(screenshotDir, `work-queue-en-${width}x${height}.png`) })
  }
  await chooseLanguage(page, 'Español')
  await expect(page.getByRole('columnheader', { name: /Cita · prioridad/ })).toHaveAttribute(
    'aria-sort',
    'ascending',
  )
  await expect(worklistRows(page).first().getByRole('link').first()).toHaveText(booked[0]!.caseNo)
  for (const [width, height] of [
    [1280, 720],
    [1440, 900],
  ] as const) {
    await page.setViewportSize({ width, height })
    await page.screenshot({ path: join(screenshotDir, `work-queue-es-${width}x${height}.png`) })
  }
  await chooseLanguage(page, 'English')
})
