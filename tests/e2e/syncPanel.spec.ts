import { join } from 'node:path'
import type { Page, Route } from '@playwright/test'
import {
  caseOnServer,
  chooseFromUserMenu,
  chooseLanguage,
  everyChangeSent,
  expect,
  photograph,
  screenshotDir,
  signedInAs,
  signInToWelcome,
  syncIndicator,
  takeOpenCases,
  test,
} from './support.ts'

// Goes offline: the service worker serves the app as it does for a collector.
test.use({ serviceWorkers: 'allow' })

/**
 * Puts writes in the signed-in user's outbox as db/outbox.ts keeps them: two waiting, one refused by
 * the server. Written under the app, so a reload shows them.
 */
async function seedOutbox(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const user = JSON.parse(localStorage.getItem('userInfo')!) as { userId: number }
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const opening = indexedDB.open('collection-console')
      opening.onsuccess = () => resolve(opening.result)
      opening.onerror = () => reject(opening.error)
    })
    const tx = db.transaction('outbox', 'readwrite')
    const made = Date.now() - 40 * 60_000
    const entry = (id: string, caseId: number, action: string, minutes: number, customer: string) => ({
      id,
      userId: user.userId,
      area: 'cases',
      action,
      path: '/collection/case/mark',
      payload: { caseId, clientMutationId: id },
      subject: {
        key: `case:${caseId}`,
        title: `C${String(caseId).padStart(8, '0')} · ${customer}`,
        openPath: `/cases/all/details/${caseId}`,
      },
      createdAt: made + minutes * 60_000,
      attempts: 0,
      lastError: null,
      state: 'queued',
    })
    const outbox = tx.objectStore('outbox')
    outbox.add({
      ...entry('e2e-refused', 370, 'markDeal', 0, 'Camila Pérez Reyes'),
      attempts: 1,
      state: 'parked',
      lastError: { code: 'case.closed', message: 'Case closed already, please refresh this page' },
    })
    outbox.add(entry('e2e-record', 154, 'addCollectionRecord', 12, 'Chinedu Okafor'))
    outbox.add(entry('e2e-todo', 154, 'addTodo', 13, 'Chinedu Okafor'))
    await new Promise((resolve) => (tx.oncomplete = resolve))
    db.close()
  })
}

const viewports = [
  { width: 1280, height: 720 },
  { width: 1440, height: 900 },
]

test('the header counts the collector’s unsent changes, the sync panel lists them, and quitting asks first', async ({
  page,
}) => {
  await signedInAs(page, 'collector')
  // The seeded writes name cases that may not be the collector's: nothing of them may reach the server.
  await page.route('**/collection-service/collection/**', (route) =>
    route.request().method() === 'GET' ? route.continue() : route.abort('internetdisconnected'),
  )
  await seedOutbox(page)

  for (const language of ['en', 'es'] as const) {
    if (language === 'es') {
      const reloaded = page.waitForEvent('load')
      await page.getByLabel('Language').selectOption({ label: 'Español' })
      await reloaded
    } else {
      await page.reload()
    }
    const es = language === 'es'
    const indicator = page.getByTestId('sync-indicator')
    await expect(indicator.getByTestId('sync-pending')).toHaveText(es ? '2 pendientes' : '2 pending')
    await expect(indicator.getByTestId('sync-parked')).toHaveText(
      es ? '1 requiere atención' : '1 needs attention',
    )

    await indicator.click()
    const panel = page.getByRole('dialog', { name: es ? 'Cambios por enviar' : 'Changes to send' })
    await expect(panel.getByTestId('sync-entry')).toHaveCount(3)
    const refused = panel.getByTestId('sync-entry').first()
    // The server's reason in the language shown now, whichever it came in.
    await expect(refused).toContainText(
      es ? 'El caso ya está cerrado, actualice esta página' : 'Case closed already, please refresh this page',
    )
    await expect(refused).toContainText(es ? 'Marcar como convenio' : 'Mark as deal')
    for (const size of viewports) {
      await page.setViewportSize(size)
      await page.screenshot({ path: join(screenshotDir, `sync-panel-${language}-${size.width}.png`) })
    }
    await page.keyboard.press('Escape')
    await expect(panel).toBeHidden()
    await page.setViewportSize({ width: 1280, height: 720 })
    await page.getByRole('banner').screenshot({ path: join(screenshotDir, `sync-header-${language}.png`) })

    await chooseFromUserMenu(page, 'Chinedu Okafor', es ? 'Salir' : 'Quit')
    const question = page.getByRole('dialog', {
      name: es ? '3 cambios no se han enviado' : '3 changes have not been sent',
    })
    await expect(question).toBeVisible()
    await page.screenshot({ path: join(screenshotDir, `sync-sign-out-${language}.png`) })
    await question.getByRole('button', { name: es ? 'Cancelar' : 'Cancel' }).click()
    await expect(question).toBeHidden()
    await expect(page).toHaveURL(/\/welcome$/)
  }
})

const texts = {
  en: {
    mark: 'Mark as deal',
    noDeal: 'Mark as no deal',
    onePending: '1 pending',
    twoPending: '2 pending',
    waiting:
      '1 change by Chinedu Okafor is waiting in this browser. It will be sent when Chinedu Okafor signs in here.',
    quit: 'Quit',
    twoUnsent: '2 changes have not been sent',
    onItsWay:
      '1 change is already on its way to the server and cannot be called back; signing out waits for its answer, and discards it if it does not get through.',
    otherDiscarded: 'The other one will be discarded and never sent.',
    discardOne: 'Discard 1 change and sign out',
    waitingForAnswer: 'Waiting for the server’s answer…',
  },
  es: {
    mark: 'Marcar como convenio',
    noDeal: 'Marcar sin convenio',
    onePending: '1 pendiente',
    twoPending: '2 pendientes',
    waiting:
      '1 cambio de Chinedu Okafor está pendiente en este navegador. Se enviará cuando Chinedu Okafor inicie sesión aquí.',
    quit: 'Salir',
    twoUnsent: '2 cambios no se han enviado',
    onItsWay:
      '1 cambio ya va camino del servidor y no se puede recuperar; la salida espera su respuesta y lo descarta si no llega.',
    otherDiscarded: 'El otro se descartará y nunca se enviará.',
    discardOne: 'Descartar 1 cambio y salir',
    waitingForAnswer: 'Esperando la respuesta del servidor…',
  },
} as const

/** Signs her in through the form, which is in English: the language she chose stays over sign-out. */
async function signInInEnglish(page: Page, language: 'en' | 'es'): Promise<void> {
  if (language === 'es') await chooseLanguage(page, 'English')
  await signInToWelcome(page, 'collector')
}

for (const language of ['en', 'es'] as const) {
  const said = texts[language]

  test(`after her session ends elsewhere, the sign-in page says how many of her changes wait here, and her next sign-in sends them (${language})`, async ({
    page,
    context,
    request,
  }) => {
    const [caseId] = await takeOpenCases('collector', 1, 0, { untouched: true })
    // Her own session, not the worker's kept one: this test ends it.
    await signInToWelcome(page, 'collector')
    if (language === 'es') await chooseLanguage(page, 'Español')
    await page.goto(`/cases/all/details/${caseId}`)
    await expect(page.getByTestId('case-badges')).toBeVisible()
    await context.setOffline(true)
    await page.getByRole('button', { name: said.mark }).click()
    await expect(syncIndicator(page).getByTestId('sync-pending')).toHaveText(said.onePending)

    // Signed out elsewhere while this tab has no network: the server ends her token, as a quit does.
    const token = await page.evaluate(() => localStorage.getItem('token'))
    const ended = await request.get('/collection-service/api/skip/user/logout', {
      params: { timestamp: Date.now(), lang: 'en-US' },
      headers: { Authorization: token ?? '' },
    })
    expect(((await ended.json()) as { respCode: string }).respCode).toBe('000000')
    // Told her session ended, the page empties what it kept and loads the sign-in page afresh: the
    // form is filled once that load is done, not in the page before it.
    const loadedAfresh = page.waitForEvent('load')
    await context.setOffline(false)
    await loadedAfresh
    await page.waitForURL(/\/login$/)
    await expect(page.getByTestId('waiting-changes')).toHaveText(said.waiting)
    // Read a moment after the page opens, it comes under Sign in: the button did not move for it.
    const signInBox = await page.getByRole('button', { name: /^(Sign in|Iniciar sesión)$/ }).boundingBox()
    const noteBox = await page.getByTestId('waiting-changes').boundingBox()
    expect(noteBox!.y).toBeGreaterThan(signInBox!.y + signInBox!.height)
    await photograph(page, `sign-in-waiting-changes-${language}`)

    // Her next sign-in here sends it, once; then nothing waits.
    await signInInEnglish(page, language)
    await everyChangeSent(page)
    expect((await caseOnServer(page, caseId!)).lifecycle.deal).toBe(true)
  })

  test(`discarding at sign-out while a change is on its way: she is told it cannot be called back, sign-out waits for its answer, and nothing is left to send at her next sign-in (${language})`, async ({
    page,
  }) => {
    const [caseId] = await takeOpenCases('collector', 1, 0, { untouched: true })
    // Her own session, not the worker's kept one: this test ends it.
    await signInToWelcome(page, 'collector')
    if (language === 'es') await chooseLanguage(page, 'Español')
    // The network holds the first mark's answer until the test lets it go; any later mark goes through.
    let hold!: (route: Route) => void
    const held = new Promise<Route>((resolve) => {
      hold = resolve
    })
    let marksSent = 0
    await page.route('**/collection-service/collection/case/mark?**', async (route) => {
      marksSent += 1
      if (marksSent === 1) hold(route)
      else await route.continue()
    })
    await page.goto(`/cases/all/details/${caseId}`)
    await page.getByRole('button', { name: said.mark }).click()
    const onItsWay = await held
    // A second change waits behind the one on its way.
    await page.getByRole('button', { name: said.noDeal }).click()
    await expect(syncIndicator(page).getByTestId('sync-pending')).toHaveText(said.twoPending)

    await chooseFromUserMenu(page, 'Chinedu Okafor', said.quit)
    const question = page.getByRole('dialog', { name: said.twoUnsent })
    await expect(question).toContainText(said.onItsWay)
    await expect(question).toContainText(said.otherDiscarded)
    await photograph(page, `sync-sign-out-on-its-way-${language}`)
    await question.getByRole('button', { name: said.discardOne }).click()
    await expect(question.getByRole('status')).toHaveText(said.waitingForAnswer)
    await expect(page).toHaveURL(new RegExp(`/cases/all/details/${caseId}$`))

    // The server takes the mark, but its answer is lost on the way back: she signs out then.
    const reloaded = page.waitForEvent('load')
    await onItsWay.fetch()
    await onItsWay.abort('internetdisconnected')
    await reloaded
    await page.waitForURL(/\/login$/)
    expect(await outboxCount(page)).toBe(0)
    await expect(page.getByTestId('waiting-changes')).toHaveCount(0)

    // Back in: the mark on its way was applied once; the discarded one never went.
    await signInInEnglish(page, language)
    await everyChangeSent(page)
    expect((await caseOnServer(page, caseId!)).lifecycle.deal).toBe(true)
    expect(marksSent).toBe(1)
  })
}

/** How many entries the browser's outbox holds, read from its database. */
function outboxCount(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const opening = indexedDB.open('collection-console')
      opening.onsuccess = () => resolve(opening.result)
      opening.onerror = () => reject(opening.error)
    })
    const counted = db.transaction('outbox').objectStore('outbox').count()
    const count = await new Promise<number>((resolve) => {
      counted.onsuccess = () => resolve(counted.result)
    })
    db.close()
    return count
  })
}
