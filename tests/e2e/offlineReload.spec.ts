import { readdirSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { caseRows, expect, signedInAs, test, waitForKeptCase, waitForServiceWorker } from './support.ts'

// Goes offline: the service worker serves the app as it does for a collector.
test.use({ serviceWorkers: 'allow' })

// The console opens without a network (issue 10): the service worker serves the app and its language
// catalogs, the session comes back from the browser, and each screen draws its kept copy from Dexie
// with a notice of how old it is. The server is not stopped: the browser is cut off from it, and every
// API call fails as it would on a dead office network.

const menu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' })
const freshness = (page: Page) => page.getByTestId('freshness')
/** How many of the list's rows are loaded (the table draws only those in view). */
const loadedRowCount = (page: Page) =>
  page.getByTestId('case-table').locator('table').getAttribute('aria-rowcount')
const firstCaseNo = async (page: Page) =>
  (await caseRows(page).first().getByRole('link').first().textContent())?.trim()

test('offline, a reload opens the console with the kept list and case, in English and in Spanish', async ({
  page,
  context,
}) => {
  await signedInAs(page, 'collector')
  await waitForServiceWorker(page)

  // What the collector looked at while online is what Dexie keeps.
  await menu(page).getByRole('link', { name: 'All cases' }).click()
  await expect(caseRows(page).first()).toBeVisible()
  const keptRows = await loadedRowCount(page)
  const caseNo = await firstCaseNo(page)
  expect(caseNo).toBeTruthy()
  await caseRows(page).first().getByRole('link').first().click()
  await expect(page.getByTestId('case-badges')).toBeVisible()
  const caseUrl = page.url()
  await expect(page.getByText(caseNo!).first()).toBeVisible()
  // The first open shows the server's answer while it is being kept: going offline waits for the copy.
  await waitForKeptCase(page, Number(new URL(caseUrl).pathname.split('/').pop()))

  await context.setOffline(true)
  const opened = await page.goto('/cases/all')
  expect(opened?.fromServiceWorker()).toBe(true)
  // The app and the signed-in collector are back, with no server.
  await expect(page.getByRole('heading', { name: 'All cases' })).toBeVisible()
  await expect(caseRows(page).first()).toBeVisible()
  expect(await loadedRowCount(page)).toBe(keptRows)
  expect(await firstCaseNo(page)).toBe(caseNo)
  await expect(freshness(page)).toContainText('The server cannot be reached. Showing the copy saved')

  await page.goto(caseUrl)
  await expect(page.getByTestId('case-badges')).toBeVisible()
  await expect(page.getByText(caseNo!).first()).toBeVisible()
  await expect(freshness(page)).toContainText('The server cannot be reached. Showing the copy saved')

  // Switching the language reloads the page: the Spanish catalog comes from the service worker too.
  const reloaded = page.waitForEvent('load')
  await page.getByLabel('Language').selectOption({ label: 'Español' })
  await reloaded
  await expect(page.getByTestId('case-badges')).toBeVisible()
  await expect(freshness(page)).toContainText(
    'No se puede conectar con el servidor. Se muestra la copia guardada',
  )
  await page.goto('/cases/all')
  await expect(page.getByRole('heading', { name: 'Todos los casos' })).toBeVisible()
  await expect(caseRows(page).first()).toBeVisible()
  expect(await loadedRowCount(page)).toBe(keptRows)

  // The network comes back: the session restored offline is checked with the server at once, and the
  // list is fresh again, with no notice.
  const sessionChecked = page.waitForResponse((response) => response.url().includes('/sys/user/current'))
  await context.setOffline(false)
  expect((await sessionChecked).status()).toBe(200)
  await expect(page.getByRole('heading', { name: 'Todos los casos' })).toBeVisible()
  const listAnswered = page.waitForResponse((response) =>
    response.url().includes('/collection/case/all/list'),
  )
  await page.reload()
  await expect(caseRows(page).first()).toBeVisible()
  // Once the server answered the list (before, no notice would show yet either way).
  expect((await listAnswered).status()).toBe(200)
  await expect(freshness(page)).toHaveCount(0)
})

test('the API and its docs are never answered with the app’s page, even once the service worker controls', async ({
  page,
}) => {
  await page.goto('/login')
  await waitForServiceWorker(page)
  const docs = await page.goto('/collection-service/docs')
  expect(docs?.status()).toBe(200)
  await expect(page).toHaveTitle(/Swagger|Collection service/i)
  const unknown = await page.goto('/collection-service/no/such/call')
  expect(await unknown?.text()).toContain('respCode')
})

test('every file the build made is in the service worker’s precache: each screen, both catalogs, the page (but the auditor’s chart layout)', async ({
  page,
}) => {
  await page.goto('/login')
  await waitForServiceWorker(page)
  const precached = await page.evaluate(async () => {
    const names = await caches.keys()
    const urls: string[] = []
    for (const name of names.filter((cacheName) => cacheName.includes('precache'))) {
      const cache = await caches.open(name)
      for (const request of await cache.keys()) urls.push(new URL(request.url).pathname)
    }
    return urls
  })
  // The build the e2e server serves (scripts/e2eServer.ts builds dist/ before it starts).
  const built = readdirSync('dist/assets')
    .filter((file) => /\.(js|css)$/.test(file))
    // The statechart layout (elkjs) draws the auditor's charts only, online (docs/decisions/0056).
    .filter((file) => !file.startsWith('elk.bundled-'))
    .map((file) => `/assets/${file}`)
  expect(built.filter((file) => /\/messages-/.test(file))).toHaveLength(2)
  expect(precached.toSorted()).toEqual([...built, '/index.html'].toSorted())
})
