import type { Page } from '@playwright/test'
import { expect, signedInAs, test } from './support.ts'

const tabStrip = (page: Page) => page.getByTestId('tag-strip')

/** The tabs the shell has kept in IndexedDB (db/database.ts: cachedLists 'tagList'), by path. */
const keptTabPaths = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const opening = indexedDB.open('collection-console')
        opening.onsuccess = () => {
          const read = opening.result.transaction('cachedLists').objectStore('cachedLists').get('tagList')
          read.onsuccess = () => resolve((read.result?.data ?? []).map((tab: { path: string }) => tab.path))
          read.onerror = () => resolve([])
        }
        opening.onerror = () => resolve([])
      }),
  )

test.describe('the shell of a collector in Lagos', () => {
  test.beforeEach(async ({ page }) => {
    await signedInAs(page, 'collector')
    // The tab is added (and kept) once the welcome page shows: each test starts from it being there,
    // kept in the browser's database, so a test that reloads finds it (the keeping is asynchronous).
    await expect(tabStrip(page).getByRole('tab')).toHaveText(['Welcome'])
    await expect.poll(() => keptTabPaths(page)).toEqual(['/welcome'])
  })

  test('the header clock shows MM-DD HH:mm in Lagos time and the country code NG', async ({ page }) => {
    const clock = page.getByTestId('header-clock')
    await expect(clock).toHaveText(/^\d{2}-\d{2} \d{2}:\d{2}$/)
    // On the page's clock, half an hour before midnight UTC: past midnight already in Lagos (UTC+1).
    // The header reads the time again at its next tick.
    await page.clock.setFixedTime(new Date('2026-03-14T23:30:00Z'))
    await expect(clock).toHaveText('03-15 00:30')
    await expect(clock).toHaveAttribute('title', 'Lagos time')
    await expect(page.getByTestId('country-code')).toHaveText('NG')
    await expect(page.getByRole('contentinfo')).toHaveText('Collection System 2.1')
  })

  test('the side menu collapses and stays collapsed after a reload', async ({ page }) => {
    const menu = page.getByRole('navigation', { name: 'Main menu' })
    await expect(menu.getByRole('link', { name: 'Welcome' })).toContainText('Welcome')
    await page.getByRole('button', { name: 'Collapse menu' }).click()
    const expand = page.getByRole('button', { name: 'Expand menu' })
    await expect(expand).toHaveAttribute('aria-pressed', 'true')
    // Collapsed, the entry keeps only its initial; its title stays as a tooltip.
    await expect(menu.getByRole('link', { name: 'Welcome' })).toHaveText('W')
    await expect(menu).not.toContainText('Collection System')
    const menuWidth = async () => (await menu.boundingBox())?.width
    // w-16 collapsed, w-60 open, after a 200 ms transition.
    await expect.poll(menuWidth).toBe(64)

    await page.reload()
    await expect(page.getByRole('button', { name: 'Expand menu' })).toHaveAttribute('aria-pressed', 'true')
    await expect(menu.getByRole('link', { name: 'Welcome' })).toHaveText('W')
    await expect.poll(menuWidth).toBe(64)

    await page.getByRole('button', { name: 'Expand menu' }).click()
    await expect(page.getByRole('button', { name: 'Collapse menu' })).toHaveAttribute('aria-pressed', 'false')
    await expect(menu.getByRole('link', { name: 'Welcome' })).toContainText('Welcome')
    await expect.poll(menuWidth).toBe(240)
  })

  test('the welcome page has one tab, and an unknown page adds none', async ({ page }) => {
    await expect(tabStrip(page).getByRole('tab')).toHaveText(['Welcome'])
    await expect(tabStrip(page).getByRole('tab', { name: 'Welcome' })).toHaveAttribute(
      'aria-selected',
      'true',
    )

    await page.goto('/no/such/page')
    await expect(page.getByRole('heading', { name: 'This page does not exist' })).toBeVisible()
    await expect(tabStrip(page).getByRole('tab')).toHaveText(['Welcome'])

    // Back to the welcome page through the tab: still one tab.
    await tabStrip(page).getByRole('tab', { name: 'Welcome' }).click()
    await expect(page).toHaveURL(/\/welcome$/)
    await expect(page.getByTestId('welcome-role')).toBeVisible()
    await expect(tabStrip(page).getByRole('tab')).toHaveText(['Welcome'])
  })

  test('opening / shows the welcome page with its one tab', async ({ page }) => {
    await page.goto('/')
    await expect(page).toHaveURL(/\/welcome$/)
    await expect(tabStrip(page).getByRole('tab')).toHaveText(['Welcome'])
  })

  test('closing the only tab empties the strip and stays on the welcome page', async ({ page }) => {
    await page.getByRole('button', { name: 'Close Welcome' }).click()
    await expect(tabStrip(page).getByRole('tab')).toHaveCount(0)
    await expect(page).toHaveURL(/\/welcome$/)
    await expect(page.getByTestId('welcome-role')).toHaveText('Collector')
  })

  test('closing the only tab from an unknown page returns to the welcome page', async ({ page }) => {
    // Reached inside the app (no reload), the unknown page leaves the Welcome tab active.
    await page.evaluate(() => window.history.pushState(null, '', '/no/such/page'))
    await expect(page.getByRole('heading', { name: 'This page does not exist' })).toBeVisible()
    await expect(tabStrip(page).getByRole('tab')).toHaveText(['Welcome'])

    await page.getByRole('button', { name: 'Close Welcome' }).click()
    await expect(page).toHaveURL(/\/welcome$/)
    await expect(page.getByTestId('welcome-role')).toHaveText('Collector')
  })

  test('"Close all" empties the strip and the welcome page is shown', async ({ page }) => {
    await page.goto('/no/such/page')
    await expect(page.getByRole('heading', { name: 'This page does not exist' })).toBeVisible()
    await expect(tabStrip(page).getByRole('tab')).toHaveText(['Welcome'])

    await page.getByRole('button', { name: 'Close all' }).click()
    await expect(page).toHaveURL(/\/welcome$/)
    await expect(page.getByTestId('welcome-role')).toHaveText('Collector')

    await page.getByRole('button', { name: 'Close all' }).click()
    await expect(tabStrip(page).getByRole('tab')).toHaveCount(0)
    await expect(page).toHaveURL(/\/welcome$/)
    await expect(page.getByTestId('welcome-role')).toHaveText('Collector')
  })
})
