import {
  caseOnServer,
  expect,
  signedInAs,
  syncIndicator,
  takeOpenCases,
  test,
  waitForKeptCase,
  waitForServiceWorker,
  wallClockInput,
} from './support.ts'

// An office PC whose clock is 10 minutes fast (issue 22, finding 1): a record saved offline on it, with
// the dialling time the form offers, used to be refused by the server as made in the future. The page
// learns the server's clock from its answers and keeps it, so the record is stamped on the server's
// time, offline and after a reload too, and the server takes it when the network returns.

const tenMinutes = 600_000

test('a record saved offline on a PC 10 minutes fast reaches the server when the network returns', async ({
  page,
  context,
}) => {
  const [caseId] = await takeOpenCases('collector', 1)
  const note = `Promised to call back (${Date.now()})`
  await page.clock.install({ time: Date.now() + tenMinutes })
  await signedInAs(page, 'collector')
  await waitForServiceWorker(page)
  await page.goto(`/cases/all/details/${caseId}`)
  await expect(page.getByTestId('case-badges')).toBeVisible()
  await waitForKeptCase(page, caseId!)

  await context.setOffline(true)
  await page.reload()
  await expect(syncIndicator(page).getByTestId('sync-connection')).toHaveText('Offline')
  // Still fast after the reload: the page's clock, not the server's, is the one that moved on.
  expect((await page.evaluate(() => Date.now())) - Date.now()).toBeGreaterThan(tenMinutes - 60_000)
  // The dialling time offered is left as it is: now, as the form tells it.
  await page.getByLabel('Connection status').selectOption({ label: 'Not connected' })
  await page.getByLabel('Date item').selectOption({ label: 'No date agreed' })
  await page.getByLabel('Record', { exact: true }).fill(note)
  await page.getByRole('button', { name: 'Save record' }).click()
  await expect(syncIndicator(page).getByTestId('sync-pending')).toHaveText('1 pending')

  await context.setOffline(false)
  await expect(syncIndicator(page).getByTestId('sync-pending')).toHaveCount(0)
  await expect(syncIndicator(page).getByTestId('sync-parked')).toHaveCount(0)
  const onServer = await caseOnServer(page, caseId!)
  expect(onServer.collectionRecords.filter((kept) => kept.recordText === note)).toHaveLength(1)
})

// A record the server refuses can be opened back into its form from the sync panel, with what was typed,
// corrected and sent again. Here the PC's clock was 10 minutes slow while it learnt the server's, and
// was put right while the console was offline: the record saved then was dated 10 minutes ahead.
test('a refused record opens back into its form with its notes, is corrected and sent again', async ({
  page,
  context,
}) => {
  const [caseId] = await takeOpenCases('collector', 1)
  const note = `Sister says he is paid on Friday (${Date.now()})`
  await page.clock.install({ time: Date.now() - tenMinutes })
  await signedInAs(page, 'collector')
  await page.goto(`/cases/all/details/${caseId}`)
  await expect(page.getByTestId('case-badges')).toBeVisible()

  await context.setOffline(true)
  await page.clock.setSystemTime(Date.now())
  await page.getByLabel('Connection status').selectOption({ label: 'Not connected' })
  await page.getByLabel('Date item').selectOption({ label: 'No date agreed' })
  await page.getByLabel('Record', { exact: true }).fill(note)
  await page.getByRole('button', { name: 'Save record' }).click()
  await expect(syncIndicator(page).getByTestId('sync-pending')).toHaveText('1 pending')
  await context.setOffline(false)
  await expect(syncIndicator(page).getByTestId('sync-parked')).toHaveText('1 needs attention')

  await syncIndicator(page).click()
  const panel = page.getByRole('dialog', { name: 'Changes to send' })
  const refused = panel.getByTestId('sync-entry').filter({ hasText: 'New collection record' })
  await refused.getByRole('button', { name: 'Discard' }).click()
  const question = page.getByRole('dialog', { name: /^Discard “New collection record/ })
  await expect(question.getByTestId('sync-discard-typed')).toHaveText(note)
  await question.getByRole('button', { name: 'Keep it' }).click()
  await refused.getByRole('button', { name: 'Edit and send again' }).click()
  await expect(panel).toHaveCount(0)
  await expect(syncIndicator(page).getByTestId('sync-parked')).toHaveCount(0)

  // The form holds what was typed; the dialling time is put right, and the record goes.
  await expect(page.getByLabel('Record', { exact: true })).toHaveValue(note)
  await expect(page.getByLabel('Connection status')).toHaveValue('notConnected')
  await page.getByLabel('Dialling time (Lagos time)').fill(wallClockInput('Africa/Lagos', 0))
  await page.getByRole('button', { name: 'Save record' }).click()
  await expect(page.getByLabel('Record', { exact: true })).toHaveValue('')
  await expect
    .poll(async () => {
      const onServer = await caseOnServer(page, caseId!)
      return onServer.collectionRecords.filter((kept) => kept.recordText === note).length
    })
    .toBe(1)
  await expect(syncIndicator(page).getByTestId('sync-pending')).toHaveCount(0)
  await expect(syncIndicator(page).getByTestId('sync-parked')).toHaveCount(0)
})
