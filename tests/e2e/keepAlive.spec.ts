import type { Page } from '@playwright/test'
import { expect, signedInAs, test } from './support.ts'

const menu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' })
const tabStrip = (page: Page) => page.getByTestId('tag-strip')
const caseTable = (page: Page) => page.getByTestId('case-table')
const searchField = (page: Page) => page.getByLabel('Case no, name or phone')
/** Row 1 is the header; aria-rowcount counts the body rows loaded so far. */
const loadedRows = (page: Page) => page.getByRole('table', { name: 'All cases' })

/** The case numbers of the rows drawn in the table's viewport, top to bottom. */
function rowsOnScreen(page: Page): Promise<string[]> {
  return caseTable(page).evaluate((scroller) => {
    const box = scroller.getBoundingClientRect()
    return [...scroller.querySelectorAll('tbody tr')]
      .filter((row) => {
        const rowBox = row.getBoundingClientRect()
        return rowBox.bottom > box.top + 40 && rowBox.top < box.bottom
      })
      .map((row) => row.querySelector('a')?.textContent?.trim() ?? '')
  })
}

test.describe('the case lists are kept alive while the collector works elsewhere', () => {
  test('it comes back through its tab as it was left, and starts afresh once its tab is closed', async ({
    page,
  }) => {
    await signedInAs(page, 'collector')
    await menu(page).getByRole('link', { name: 'All cases' }).click()
    await expect(page.getByRole('heading', { name: 'All cases' })).toBeVisible()
    // The first page: 100 rows, beside any case an earlier test left pinned.
    const rowsOf = async () => Number(await loadedRows(page).getAttribute('aria-rowcount'))
    await expect.poll(rowsOf).toBeGreaterThanOrEqual(100)
    const firstPage = await rowsOf()

    // Scrolling near the end of the first page asks for the next one; then well into it.
    await caseTable(page).evaluate((scroller) => {
      scroller.scrollTop = scroller.scrollHeight
    })
    await expect.poll(rowsOf).toBeGreaterThan(firstPage)
    const rowCount = await loadedRows(page).getAttribute('aria-rowcount')
    const rowHeight = await caseTable(page)
      .locator('tbody tr')
      .first()
      .evaluate((row) => row.getBoundingClientRect().height)
    await caseTable(page).evaluate((scroller, top) => {
      scroller.scrollTop = top
    }, 105 * rowHeight)
    await expect.poll(() => rowsOnScreen(page)).toContain(await caseNoOfRow(page, 110))
    const scrollTop = await caseTable(page).evaluate((scroller) => scroller.scrollTop)
    expect(scrollTop).toBeGreaterThan(100 * rowHeight)
    const shownBefore = await rowsOnScreen(page)
    // A search typed but not applied yet is part of the screen as left.
    await searchField(page).fill('Okafor')

    const listRequests: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/collection/case/all/')) listRequests.push(request.url())
    })
    await tabStrip(page).getByRole('tab', { name: 'Welcome' }).click()
    await expect(page).toHaveURL(/\/welcome$/)
    await expect(page.getByTestId('welcome-role')).toBeVisible()
    await expect(caseTable(page)).toBeHidden()

    await tabStrip(page).getByRole('tab', { name: 'All cases' }).click()
    await expect(page).toHaveURL(/\/cases\/all$/)
    await expect(caseTable(page)).toBeVisible()
    expect(await caseTable(page).evaluate((scroller) => scroller.scrollTop)).toBe(scrollTop)
    await expect(loadedRows(page)).toHaveAttribute('aria-rowcount', rowCount!)
    await expect.poll(() => rowsOnScreen(page)).toEqual(shownBefore)
    await expect(searchField(page)).toHaveValue('Okafor')
    expect(listRequests).toEqual([])

    // Closing its tab drops the screen: opened again, it is a new list at the top.
    await tabStrip(page).getByRole('button', { name: 'Close All cases' }).click()
    await expect(page).toHaveURL(/\/welcome$/)
    await expect(tabStrip(page).getByRole('tab')).toHaveText(['Welcome'])
    await menu(page).getByRole('link', { name: 'All cases' }).click()
    await expect(caseTable(page)).toBeVisible()
    await expect(searchField(page)).toHaveValue('')
    expect(await caseTable(page).evaluate((scroller) => scroller.scrollTop)).toBe(0)
    await expect.poll(async () => (await rowsOnScreen(page))[0]).toBe(await caseNoOfRow(page, 1))
  })

  test('the working list and the sellers’ list come back through their tab as they were left, as All cases does', async ({
    page,
  }) => {
    await signedInAs(page, 'collector')
    await menu(page).getByRole('link', { name: 'Collection cases' }).click()
    // The first page: 100 rows, beside any case an earlier test left pinned.
    await expect
      .poll(async () =>
        Number(await page.getByRole('table', { name: 'Collection cases' }).getAttribute('aria-rowcount')),
      )
      .toBeGreaterThanOrEqual(100)
    const rowHeight = await caseTable(page)
      .locator('tbody tr')
      .first()
      .evaluate((row) => row.getBoundingClientRect().height)
    await caseTable(page).evaluate((scroller, top) => {
      scroller.scrollTop = top
    }, 40 * rowHeight)
    await expect.poll(() => rowsOnScreen(page)).toContain(await caseNoOfRow(page, 45))
    const scrollTop = await caseTable(page).evaluate((scroller) => scroller.scrollTop)
    const shownBefore = await rowsOnScreen(page)
    await searchField(page).fill('Okafor')

    // Into a case on the screen and back through the list's tab.
    await caseTable(page).locator('tbody tr[aria-rowindex="45"] a').first().click()
    await expect(page.getByTestId('case-badges')).toBeVisible()
    await tabStrip(page).getByRole('tab', { name: 'Collection cases' }).click()
    await expect(caseTable(page)).toBeVisible()
    expect(await caseTable(page).evaluate((scroller) => scroller.scrollTop)).toBe(scrollTop)
    await expect.poll(() => rowsOnScreen(page)).toEqual(shownBefore)
    await expect(searchField(page)).toHaveValue('Okafor')
  })

  test('the working list comes back where it was left through the side menu as through its tab', async ({
    page,
  }) => {
    // The small screen, where the page scrolls as well as the list, and the wheel as a user scrolls.
    await page.setViewportSize({ width: 1280, height: 720 })
    await signedInAs(page, 'collector')
    await menu(page).getByRole('link', { name: 'Collection cases' }).click()
    // The first page: 100 rows, beside any case an earlier test left pinned.
    await expect
      .poll(async () =>
        Number(await page.getByRole('table', { name: 'Collection cases' }).getAttribute('aria-rowcount')),
      )
      .toBeGreaterThanOrEqual(100)
    await caseTable(page).locator('tbody tr').nth(2).hover()
    await page.mouse.wheel(0, 1500)
    await expect.poll(() => caseTable(page).evaluate((scroller) => scroller.scrollTop)).toBeGreaterThan(1000)
    const scrollTop = await caseTable(page).evaluate((scroller) => scroller.scrollTop)
    const shownBefore = await rowsOnScreen(page)

    await menu(page).getByRole('link', { name: 'Welcome' }).click()
    await expect(page.getByTestId('welcome-role')).toBeVisible()
    await menu(page).getByRole('link', { name: 'Collection cases' }).click()
    await expect(caseTable(page)).toBeVisible()
    await expect.poll(() => caseTable(page).evaluate((scroller) => scroller.scrollTop)).toBe(scrollTop)
    await expect.poll(() => rowsOnScreen(page)).toEqual(shownBefore)
  })

  test('a seller without All cases is refused it, kept alive or not', async ({ page }) => {
    await signedInAs(page, 'seller')
    await page.goto('/cases/all')
    await expect(page.getByRole('heading', { name: 'You do not have access to this page' })).toBeVisible()
    await expect(caseTable(page)).toHaveCount(0)
  })
})

/** The case number in the body row at a 1-based position, read from the row itself. */
function caseNoOfRow(page: Page, position: number): Promise<string> {
  return caseTable(page)
    .locator(`tbody tr[aria-rowindex="${position}"] a`)
    .first()
    .evaluate((link) => link.textContent?.trim() ?? '')
}
