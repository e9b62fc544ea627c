import { join } from 'node:path'
import type { Page } from '@playwright/test'
import {
  caseOnServer,
  chooseLanguage,
  closeCaseInOffice,
  expect,
  screenshotDir,
  signedInAs,
  syncIndicator,
  takeOpenCases,
  test,
  waitForKeptCase,
  waitForServiceWorker,
  wallClockInput,
} from './support.ts'

// Goes offline: the service worker serves the app as it does for a collector.
test.use({ serviceWorkers: 'allow' })

// A collector works with no network (issue 10): what she writes waits in the outbox, marked on the case
// and counted in the header, and reaches the server once when the network returns, from one tab only.
// A write the server refuses because the office closed the case meanwhile waits for her in the sync
// panel with the spec's message. The cases come from the e2e server's control door, so no other spec
// writes on them; the server is asked through the API with the collector's own token.

const collectorZone = 'Africa/Lagos'
const casePath = (caseId: number) => `/cases/all/details/${caseId}`
const badges = (page: Page) => page.getByTestId('case-badges')
const indicator = syncIndicator
const syncPanel = (page: Page, es = false) =>
  page.getByRole('dialog', { name: es ? 'Cambios por enviar' : 'Changes to send' })
const viewports = [
  { width: 1280, height: 720 },
  { width: 1440, height: 900 },
]

const caseWrite = /\/collection\/case\/(record|todo|mark)$/

/**
 * Counts the case writes the server answered, from every page of the context, so a second send
 * shows: a write sent alone, or each one a batch of queued writes carried.
 */
function answeredWrites(page: Page): { count: () => number } {
  let answered = 0
  page.context().on('response', (response) => {
    const request = response.request()
    if (request.method() !== 'POST') return
    const path = new URL(request.url()).pathname
    if (caseWrite.test(path)) answered += 1
    if (path.endsWith('/collection/sync/writes')) {
      const { writes } = request.postDataJSON() as { writes: Array<{ path: string }> }
      answered += writes.filter((write) => caseWrite.test(write.path)).length
    }
  })
  return { count: () => answered }
}

async function openCase(page: Page, caseId: number): Promise<void> {
  await page.goto(casePath(caseId))
  await expect(badges(page)).toBeVisible()
}

/** A call that did not get through, in the English form: dialled an hour ago, nothing agreed. */
async function saveUnansweredCall(page: Page, note: string): Promise<void> {
  await page.getByLabel('Dialling time (Lagos time)').fill(wallClockInput(collectorZone, -1))
  await page.getByLabel('Connection status').selectOption({ label: 'Not connected' })
  await page.getByLabel('Date item').selectOption({ label: 'No date agreed' })
  await page.getByLabel('Record', { exact: true }).fill(note)
  await page.getByRole('button', { name: 'Save record' }).click()
}

async function addTodo(page: Page, text: string): Promise<void> {
  await page.getByRole('tab', { name: /^To-do list/ }).click()
  await page.getByLabel('New to-do').fill(text)
  await page.getByLabel('Due (Lagos time)').fill(wallClockInput(collectorZone, 24))
  await page.getByRole('button', { name: 'Add to-do' }).click()
}

async function shoot(page: Page, name: string): Promise<void> {
  for (const size of viewports) {
    await page.setViewportSize(size)
    await page.screenshot({ path: join(screenshotDir, `${name}-${size.width}.png`) })
  }
}

test('offline, a record, a to-do and a deal wait on the case, and reach the server once when the network returns', async ({
  page,
  context,
}) => {
  const [caseId] = await takeOpenCases('collector', 1)
  const stamp = Date.now()
  const note = `No answer; left a voice message (${stamp})`
  const todoText = `Call again after lunch (${stamp})`
  await signedInAs(page, 'collector')
  await waitForServiceWorker(page)
  await openCase(page, caseId!)
  await expect(badges(page)).toContainText('No deal')
  await waitForKeptCase(page, caseId!)

  await context.setOffline(true)
  const opened = await page.reload()
  expect(opened?.fromServiceWorker()).toBe(true)
  await expect(badges(page)).toContainText('No deal')
  await expect(indicator(page).getByTestId('sync-connection')).toHaveText('Offline')

  await saveUnansweredCall(page, note)
  const record = page
    .getByRole('table', { name: 'Collection records' })
    .getByRole('row')
    .filter({ hasText: note })
  await expect(record).toContainText('Waiting to be sent')
  await page.getByRole('button', { name: 'Mark as deal' }).click()
  await expect(badges(page).getByText('Deal', { exact: true })).toBeVisible()
  await expect(badges(page)).toContainText('Waiting to be sent')
  await addTodo(page, todoText)
  const todo = page
    .getByRole('list', { name: 'To-do list' })
    .getByRole('listitem')
    .filter({ hasText: todoText })
  await expect(todo).toContainText('Waiting to be sent')
  await expect(indicator(page).getByTestId('sync-pending')).toHaveText('3 pending')

  await indicator(page).click()
  const waiting = syncPanel(page).getByTestId('sync-entry')
  await expect(waiting).toHaveCount(3)
  await expect(waiting.nth(0)).toContainText('New collection record')
  await expect(waiting.nth(1)).toContainText('Mark as deal')
  await expect(waiting.nth(2)).toContainText('New to-do')
  // None left the browser: the runner, knowing it is offline, tried none of them.
  for (const entry of await waiting.all()) {
    await expect(entry).toHaveAttribute('data-state', 'queued')
    await expect(entry).toContainText('Attempts: 0')
  }
  await shoot(page, 'offline-pending-en')
  await page.keyboard.press('Escape')

  // Offline still, in Spanish: the page comes from the service worker, the writes from the outbox.
  await chooseLanguage(page, 'Español')
  await expect(indicator(page).getByTestId('sync-connection')).toHaveText('Sin conexión')
  await expect(indicator(page).getByTestId('sync-pending')).toHaveText('3 pendientes')
  await expect(badges(page)).toContainText('Pendiente de envío')
  await indicator(page).click()
  await expect(syncPanel(page, true).getByTestId('sync-entry')).toHaveCount(3)
  await expect(syncPanel(page, true)).toContainText('Marcar como convenio')
  for (const entry of await syncPanel(page, true).getByTestId('sync-entry').all())
    await expect(entry).toContainText('Intentos: 0')
  await shoot(page, 'offline-pending-es')
  await page.keyboard.press('Escape')

  const writes = answeredWrites(page)
  await context.setOffline(false)
  await expect(indicator(page).getByTestId('sync-pending')).toHaveCount(0)
  await expect(indicator(page).getByTestId('sync-connection')).toHaveText('En línea')
  await expect(badges(page)).not.toContainText('Pendiente de envío')

  const onServer = await caseOnServer(page, caseId!)
  expect(onServer.lifecycle.deal).toBe(true)
  expect(onServer.collectionRecords.filter((kept) => kept.recordText === note)).toHaveLength(1)
  expect(onServer.todos.filter((kept) => kept.text === todoText)).toHaveLength(1)
  expect(writes.count()).toBe(3)
})

test('a write refused because the office closed the case meanwhile waits in the sync panel with the spec’s message, in English and in Spanish', async ({
  page,
  context,
}) => {
  const [inEnglish, inSpanish] = await takeOpenCases('collector', 2)
  const languages = [
    {
      es: false,
      caseId: inEnglish!,
      mark: 'Mark as deal',
      message: 'Case closed already, please refresh this page',
    },
    {
      es: true,
      caseId: inSpanish!,
      mark: 'Marcar como convenio',
      message: 'El caso ya está cerrado, actualice esta página',
    },
  ]
  await signedInAs(page, 'collector')
  await waitForServiceWorker(page)

  for (const { es, caseId, mark, message } of languages) {
    if (es) await chooseLanguage(page, 'Español')
    await openCase(page, caseId)
    const caseNo = (await page.getByRole('main').locator('h1 + span').textContent())!.trim()
    await context.setOffline(true)
    await page.getByRole('button', { name: mark }).click()
    await expect(indicator(page).getByTestId('sync-pending')).toHaveText(es ? '1 pendiente' : '1 pending')
    await closeCaseInOffice(caseId)
    await context.setOffline(false)

    await expect(indicator(page).getByTestId('sync-parked')).toHaveText(
      es ? '1 requiere atención' : '1 needs attention',
    )
    await expect(indicator(page).getByTestId('sync-pending')).toHaveCount(0)
    // The case itself says so, and takes no more writes.
    await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible()
    await expect(page.getByRole('button', { name: mark })).toHaveCount(0)

    await indicator(page).click()
    const refused = syncPanel(page, es).getByTestId('sync-entry').filter({ hasText: caseNo })
    await expect(refused).toHaveAttribute('data-state', 'parked')
    await expect(refused).toContainText(mark)
    await expect(refused).toContainText(message)
    await shoot(page, `offline-parked-${es ? 'es' : 'en'}`)
    await page.keyboard.press('Escape')

    // The refused deal was never applied: refreshing, as the message asks, shows the server's case.
    await page.getByRole('button', { name: es ? 'Actualizar' : 'Refresh' }).click()
    await expect(badges(page)).toContainText(es ? 'Cerrado' : 'Closed')
    await expect(badges(page)).toContainText(es ? 'Sin convenio' : 'No deal')
    await expect(page.getByRole('alert').filter({ hasText: message })).toHaveCount(0)

    // The refused write waits until she deals with it: discarded after a confirmation naming it.
    await indicator(page).click()
    await refused.getByRole('button', { name: es ? 'Descartar' : 'Discard' }).click()
    const asked = page.getByRole('dialog').filter({ hasText: caseNo }).last()
    await asked.getByRole('button', { name: es ? 'Descartar este cambio' : 'Discard this change' }).click()
    await expect(refused).toHaveCount(0)
    await expect(indicator(page).getByTestId('sync-parked')).toHaveCount(0)
    await page.keyboard.press('Escape')
    const onServer = await caseOnServer(page, caseId)
    expect(onServer.lifecycle).toMatchObject({ closed: true, deal: false })
  }
})

test('a refused deal the collector has since marked “no deal” says it was replaced and offers only Discard', async ({
  page,
  context,
  request,
}) => {
  const [caseId] = await takeOpenCases('collector', 1)
  await signedInAs(page, 'collector')
  await openCase(page, caseId!)
  const caseNo = (await page.getByRole('main').locator('h1 + span').textContent())!.trim()
  await context.setOffline(true)
  await page.getByRole('button', { name: 'Mark as deal' }).click()
  await expect(indicator(page).getByTestId('sync-pending')).toHaveText('1 pending')
  // Meanwhile the case was marked a deal from her other device, so the server refuses this one.
  const token = await page.evaluate(() => localStorage.getItem('token'))
  const elsewhere = await request.post('/collection-service/collection/case/mark', {
    params: { timestamp: Date.now(), lang: 'en-US' },
    headers: { Authorization: token ?? '' },
    data: { caseId, mark: 'MARK_DEAL', clientMutationId: crypto.randomUUID() },
  })
  expect(((await elsewhere.json()) as { respCode: string }).respCode).toBe('000000')
  await context.setOffline(false)
  await expect(indicator(page).getByTestId('sync-parked')).toHaveText('1 needs attention')

  // She decides the case is no deal after all; that goes through.
  await page.getByRole('button', { name: 'Mark as no deal' }).click()
  await expect.poll(async () => (await caseOnServer(page, caseId!)).lifecycle.deal).toBe(false)
  await expect(indicator(page).getByTestId('sync-pending')).toHaveCount(0)

  // Retrying the refused deal now would put her older intent over the newer: it is not offered.
  await indicator(page).click()
  const refused = syncPanel(page).getByTestId('sync-entry').filter({ hasText: caseNo })
  await expect(refused).toContainText('Mark as deal')
  await expect(refused).toContainText('Replaced by a later change')
  await expect(refused.getByRole('button', { name: 'Retry' })).toHaveCount(0)
  await shoot(page, 'offline-replaced-en')
  await refused.getByRole('button', { name: 'Discard' }).click()
  const asked = page.getByRole('dialog').filter({ hasText: caseNo }).last()
  await asked.getByRole('button', { name: 'Discard this change' }).click()
  await expect(refused).toHaveCount(0)
  await expect(indicator(page).getByTestId('sync-parked')).toHaveCount(0)
  expect((await caseOnServer(page, caseId!)).lifecycle.deal).toBe(false)
})

test('two tabs of one collector: both show the waiting writes, and the server gets each once', async ({
  page,
  context,
}) => {
  const [caseId] = await takeOpenCases('collector', 1)
  const stamp = Date.now()
  const note = `Brother picked up, customer away (${stamp})`
  const todoText = `Ask for the new salary date (${stamp})`
  await signedInAs(page, 'collector')
  await waitForServiceWorker(page)
  await openCase(page, caseId!)
  const second = await context.newPage()
  await openCase(second, caseId!)

  await context.setOffline(true)
  await addTodo(page, todoText)
  await saveUnansweredCall(second, note)
  for (const tab of [page, second]) {
    await expect(indicator(tab).getByTestId('sync-pending')).toHaveText('2 pending')
  }

  const writes = answeredWrites(page)
  await context.setOffline(false)
  for (const tab of [page, second]) {
    await expect(indicator(tab).getByTestId('sync-pending')).toHaveCount(0)
    await expect(indicator(tab).getByTestId('sync-connection')).toHaveText('Online')
  }
  const onServer = await caseOnServer(page, caseId!)
  expect(onServer.todos.filter((kept) => kept.text === todoText)).toHaveLength(1)
  expect(onServer.collectionRecords.filter((kept) => kept.recordText === note)).toHaveLength(1)
  expect(writes.count()).toBe(2)
})
