import {
  caseOnServer,
  chooseLanguage,
  expect,
  signedInAs,
  syncIndicator,
  takeOpenCases,
  test,
} from './support.ts'
import { recordsWith, saveUnansweredCall } from './unansweredCall.ts'

// A write the server fails on every time (issue 22, finding 2): after five tries it is parked with the
// server's answer, the writes on other cases go on, the one behind it on its case waits, and the
// collector retries it once the server is mended, or discards it. The network fails only that
// write's call (page.route); the page's clock runs the back-off between tries.

const texts = {
  en: {
    language: 'English',
    connection: 'Connection status',
    dateItem: 'Date item',
    record: 'Record',
    save: 'Save record',
    mark: 'Mark as deal',
    panel: 'Changes to send',
    parked: '1 needs attention',
    twoPending: '2 pending',
    failed: 'The server failed on this change 5 times',
    heldBack: 'Waits for an earlier change to this case that the server failed on.',
    retry: 'Retry',
    discard: 'Discard',
    keep: 'Keep it',
    failure: 'Something went wrong on the server; the change was not saved. Please try again.',
  },
  es: {
    language: 'Español',
    connection: 'Estado de conexión',
    dateItem: 'Tipo de compromiso',
    record: 'Registro',
    save: 'Guardar registro',
    mark: 'Marcar como convenio',
    panel: 'Cambios por enviar',
    parked: '1 requiere atención',
    twoPending: '2 pendientes',
    failed: 'El servidor falló con este cambio 5 veces',
    heldBack: 'Espera un cambio anterior de este caso con el que falló el servidor.',
    retry: 'Reintentar',
    discard: 'Descartar',
    keep: 'Conservarlo',
    failure: 'Algo salió mal en el servidor; el cambio no se guardó. Inténtelo de nuevo.',
  },
} as const

for (const language of ['en', 'es'] as const) {
  const said = texts[language]
  test(`a write the server keeps failing on is parked after 5 tries, other cases' writes go on, and it is retried once mended (${language})`, async ({
    page,
  }) => {
    const [failingCase, healthyCase] = await takeOpenCases('collector', 2, 0, { untouched: true })
    const failingNote = `Left a message with his brother (${language} ${Date.now()})`
    const healthyNote = `Promised to call back (${language} ${Date.now()})`
    await page.clock.install()
    await signedInAs(page, 'collector')
    if (language === 'es') await chooseLanguage(page, said.language)
    // The server fails on the records of this one case, every time, as on a write it cannot take:
    // sent alone, or in a batch of queued writes, which stops there as the server's would.
    const failure = { respCode: 'server.failure', respMsg: said.failure, data: null }
    const failsOn = (write: { path: string; payload: { caseId?: number } }) =>
      write.path === '/collection/case/record' && write.payload.caseId === failingCase
    const failing = '**/collection-service/collection/case/record?**'
    await page.route(failing, async (route) => {
      const payload = route.request().postDataJSON() as { caseId?: number }
      if (!failsOn({ path: '/collection/case/record', payload })) return route.continue()
      await route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify(failure) })
    })
    const failingInBatch = '**/collection-service/collection/sync/writes?**'
    await page.route(failingInBatch, async (route) => {
      const { writes } = route.request().postDataJSON() as { writes: Parameters<typeof failsOn>[0][] }
      const failsAt = writes.findIndex(failsOn)
      if (failsAt === -1) return route.continue()
      const before =
        failsAt === 0 ? undefined : await route.fetch({ postData: { writes: writes.slice(0, failsAt) } })
      const answered = before
        ? ((await before.json()) as { respCode: string; data: { answers: unknown[] } })
        : { respCode: '000000', respMsg: 'success', data: { answers: [] as unknown[] } }
      if (answered.respCode === '000000' && answered.data.answers.length === failsAt)
        answered.data.answers.push(failure)
      await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(answered) })
    })

    await page.goto(`/cases/all/details/${failingCase}`)
    await saveUnansweredCall(page, said, failingNote)
    await expect(page.getByLabel(said.record, { exact: true })).toHaveValue('')
    // A later change on the same case waits behind it, so the case takes its changes in order.
    await page.getByRole('button', { name: said.mark }).click()
    await expect(syncIndicator(page).getByTestId('sync-pending')).toHaveText(said.twoPending)
    await page.goto(`/cases/all/details/${healthyCase}`)
    await saveUnansweredCall(page, said, healthyNote)
    await expect(page.getByLabel(said.record, { exact: true })).toHaveValue('')

    // Five tries, the back-off between them run on the page's clock; then it is parked.
    await expect(async () => {
      await page.clock.runFor(5_000)
      await expect(syncIndicator(page).getByTestId('sync-parked')).toHaveText(said.parked, { timeout: 1_000 })
    }).toPass()
    await expect.poll(() => recordsWith(page, healthyCase!, healthyNote)).toBe(1)
    expect((await caseOnServer(page, failingCase!)).lifecycle.deal).toBe(false)

    await syncIndicator(page).click()
    const panel = page.getByRole('dialog', { name: said.panel })
    const failed = panel.locator('[data-testid="sync-entry"][data-state="parked"]')
    await expect(failed).toContainText(said.failed)
    await expect(failed).toContainText(said.failure)
    await expect(panel.getByTestId('sync-held-back')).toHaveText(said.heldBack)

    // Discard asks first and keeps it when she says so.
    await failed.getByRole('button', { name: said.discard }).click()
    await page.getByRole('dialog').last().getByRole('button', { name: said.keep }).click()
    await expect(failed).toHaveCount(1)

    // Mended, the server takes it on Retry, once, and the change behind it goes too.
    await page.unroute(failing)
    await page.unroute(failingInBatch)
    await failed.getByRole('button', { name: said.retry }).click()
    await expect.poll(() => recordsWith(page, failingCase!, failingNote)).toBe(1)
    await expect.poll(async () => (await caseOnServer(page, failingCase!)).lifecycle.deal).toBe(true)
    await expect(syncIndicator(page).getByTestId('sync-parked')).toHaveCount(0)
    await expect(syncIndicator(page).getByTestId('sync-pending')).toHaveCount(0)
    expect(await recordsWith(page, healthyCase!, healthyNote)).toBe(1)
  })
}
