import {
  chooseLanguage,
  expect,
  expectNotice,
  signedInAs,
  syncIndicator,
  takeOpenCases,
  test,
  waitForKeptCase,
  waitForServiceWorker,
  wallClockInput,
} from './support.ts'
import { recordsWith, saveUnansweredCall } from './unansweredCall.ts'

// Goes offline: the service worker serves the app as it does for a collector.
test.use({ serviceWorkers: 'allow' })

// An office PC whose clock is 10 minutes fast (issue 22, finding 1): a record saved offline on it, with
// the dialling time the form offers, used to be refused by the server as made in the future. The page
// learns the server's clock from its answers and keeps it, so the record is stamped on the server's
// time, offline and after a reload too, and the server takes it when the network returns. Each test
// runs in English and in Spanish.

const tenMinutes = 600_000

const texts = {
  en: {
    connection: 'Connection status',
    dateItem: 'Date item',
    record: 'Record',
    save: 'Save record',
    offline: 'Offline',
    pending: '1 pending',
    parked: '1 needs attention',
    kept: 'Collection record kept on this computer: it will be sent when the connection returns.',
    saved: /^Collection record saved$/,
    panel: 'Changes to send',
    change: 'New collection record',
    discard: 'Discard',
    discardQuestion: /^Discard “New collection record/,
    keep: 'Keep it',
    retry: 'Retry',
    editAgain: 'Edit and send again',
    diallingTime: 'Dialling time (Lagos time)',
  },
  es: {
    connection: 'Estado de conexión',
    dateItem: 'Tipo de compromiso',
    record: 'Registro',
    save: 'Guardar registro',
    offline: 'Sin conexión',
    pending: '1 pendiente',
    parked: '1 requiere atención',
    kept: 'Registro de cobranza conservado en este equipo, aún sin enviar: se enviará cuando vuelva la conexión.',
    saved: /^Registro de cobranza guardado$/,
    panel: 'Cambios por enviar',
    change: 'Nuevo registro de cobranza',
    discard: 'Descartar',
    discardQuestion: /^¿Descartar «Nuevo registro de cobranza/,
    keep: 'Conservarlo',
    retry: 'Reintentar',
    editAgain: 'Corregir y volver a enviar',
    diallingTime: 'Hora de marcación (Hora de Lagos)',
  },
} as const

for (const language of ['en', 'es'] as const) {
  const said = texts[language]

  test(`a record saved offline on a PC 10 minutes fast says it is kept, reaches the server when the network returns, and then says it is saved (${language})`, async ({
    page,
    context,
  }) => {
    const [caseId] = await takeOpenCases('collector', 1, 0, { untouched: true })
    const note = `Promised to call back (${language} ${Date.now()})`
    await page.clock.install({ time: Date.now() + tenMinutes })
    await signedInAs(page, 'collector')
    if (language === 'es') await chooseLanguage(page, 'Español')
    await waitForServiceWorker(page)
    await page.goto(`/cases/all/details/${caseId}`)
    await expect(page.getByTestId('case-badges')).toBeVisible()
    await waitForKeptCase(page, caseId!)

    await context.setOffline(true)
    await page.reload()
    await expect(syncIndicator(page).getByTestId('sync-connection')).toHaveText(said.offline)
    // Still fast after the reload: the page's clock, not the server's, is the one that moved on.
    expect((await page.evaluate(() => Date.now())) - Date.now()).toBeGreaterThan(tenMinutes - 60_000)
    await saveUnansweredCall(page, said, note)
    await expect(syncIndicator(page).getByTestId('sync-pending')).toHaveText(said.pending)
    // Kept, not yet saved on the server: the notice says so.
    await expectNotice(page, said.kept)

    await context.setOffline(false)
    await expect(syncIndicator(page).getByTestId('sync-pending')).toHaveCount(0)
    await expect(syncIndicator(page).getByTestId('sync-parked')).toHaveCount(0)
    expect(await recordsWith(page, caseId!, note)).toBe(1)
    // Taken by the server: now it is saved, and the notice says so.
    await expectNotice(page, said.saved)
  })

  // A record the server refuses can be opened back into its form from the sync panel, with what was
  // typed, corrected and sent again. Here the PC's clock was 10 minutes slow while it learnt the
  // server's, and was put right while the console was offline: the record saved then was dated 10
  // minutes ahead. Retry would send the same stamps, so it is not offered (decision 0042).
  test(`a record refused as made in the future is not offered for retry; it opens back into its form with its notes, is corrected and sent again (${language})`, async ({
    page,
    context,
  }) => {
    const [caseId] = await takeOpenCases('collector', 1, 0, { untouched: true })
    const note = `Sister says he is paid on Friday (${language} ${Date.now()})`
    await page.clock.install({ time: Date.now() - tenMinutes })
    await signedInAs(page, 'collector')
    if (language === 'es') await chooseLanguage(page, 'Español')
    await page.goto(`/cases/all/details/${caseId}`)
    await expect(page.getByTestId('case-badges')).toBeVisible()
    // Offline only once the first open's copy is kept, as in the test above and as a collector's first
    // open has it.
    await waitForKeptCase(page, caseId!)

    await context.setOffline(true)
    await page.clock.setSystemTime(Date.now())
    await saveUnansweredCall(page, said, note)
    await expect(syncIndicator(page).getByTestId('sync-pending')).toHaveText(said.pending)
    await context.setOffline(false)
    await expect(syncIndicator(page).getByTestId('sync-parked')).toHaveText(said.parked)

    await syncIndicator(page).click()
    const panel = page.getByRole('dialog', { name: said.panel })
    const refused = panel.getByTestId('sync-entry').filter({ hasText: said.change })
    await expect(refused.getByRole('button', { name: said.editAgain })).toBeVisible()
    await expect(refused.getByRole('button', { name: said.retry })).toHaveCount(0)
    await refused.getByRole('button', { name: said.discard }).click()
    const question = page.getByRole('dialog', { name: said.discardQuestion })
    await expect(question.getByTestId('sync-discard-typed')).toHaveText(note)
    await question.getByRole('button', { name: said.keep }).click()
    await refused.getByRole('button', { name: said.editAgain }).click()
    await expect(panel).toHaveCount(0)
    await expect(syncIndicator(page).getByTestId('sync-parked')).toHaveCount(0)

    // The form holds what was typed; the dialling time is put right, and the record goes.
    await expect(page.getByLabel(said.record, { exact: true })).toHaveValue(note)
    await expect(page.getByLabel(said.connection)).toHaveValue('notConnected')
    await page.getByLabel(said.diallingTime).fill(wallClockInput('Africa/Lagos', 0))
    await page.getByRole('button', { name: said.save }).click()
    await expect(page.getByLabel(said.record, { exact: true })).toHaveValue('')
    await expect.poll(() => recordsWith(page, caseId!, note)).toBe(1)
    await expect(syncIndicator(page).getByTestId('sync-pending')).toHaveCount(0)
    await expect(syncIndicator(page).getByTestId('sync-parked')).toHaveCount(0)
  })
}
