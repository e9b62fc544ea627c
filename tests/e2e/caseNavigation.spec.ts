import type { Page } from '@playwright/test'
import { caseRows, expect, signedInAs, test } from './support.ts'

const menu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' })
const tabStrip = (page: Page) => page.getByTestId('tag-strip')
/** The shell's scroll area: pages scroll inside <main>, not the window. */
const mainArea = (page: Page) => page.getByRole('main')
const mainScrollTop = (page: Page) => mainArea(page).evaluate((main) => main.scrollTop)

test.describe('moving between a case list and a case', () => {
  test('a case detail opens at the top, however far the page it came from was scrolled', async ({ page }) => {
    await signedInAs(page, 'collector')
    await menu(page).getByRole('link', { name: 'Collection cases' }).click()
    await expect(caseRows(page).first()).toBeVisible()
    const firstCaseLink = caseRows(page).nth(1).getByRole('link').first()
    const firstCaseNo = (await firstCaseLink.textContent())!.trim()
    await firstCaseLink.click()
    await expect(page).toHaveURL(/\/cases\/all\/details\/\d+$/)
    await expect(page.getByTestId('case-badges')).toBeVisible()
    const firstCase = page.url()
    await tabStrip(page).getByRole('tab', { name: 'Collection cases' }).click()
    await caseRows(page).nth(2).getByRole('link').first().click()
    await expect(page.getByTestId('case-badges')).toBeVisible()

    // Well down the second case, then to the first one through its tab. A case draws short while it
    // loads, and the browser would pull the scroll back on its own; room added below the page keeps
    // the area tall, so only the shell's own scrolling can bring the case to the top.
    await mainArea(page).evaluate((main) => {
      main.style.paddingBottom = '4000px'
      main.scrollTop = main.scrollHeight
    })
    await expect.poll(() => mainScrollTop(page)).toBeGreaterThan(300)
    // Its tab says its number (and customer), not the title every case detail shares.
    await tabStrip(page)
      .getByRole('tab', { name: new RegExp(`^${firstCaseNo} · `) })
      .click()
    await expect(page).toHaveURL(firstCase)
    await expect(page.getByTestId('case-badges')).toBeVisible()
    expect(await mainScrollTop(page)).toBe(0)
    await expect(page.getByRole('link', { name: 'Back to the case list' })).toBeInViewport()
  })

  test('Back from a case opened in Collection cases returns to Collection cases', async ({ page }) => {
    await signedInAs(page, 'collector')
    await menu(page).getByRole('link', { name: 'Collection cases' }).click()
    await caseRows(page).first().getByRole('link').first().click()
    await expect(page).toHaveURL(/\/cases\/all\/details\/\d+$/)
    await page.getByRole('link', { name: 'Back to the case list' }).click()
    await expect(page).toHaveURL(/\/cases\/collection$/)
    await expect(page.getByRole('heading', { name: 'Collection cases' })).toBeVisible()

    // The same detail route, opened from All cases, leads back there.
    await menu(page).getByRole('link', { name: 'All cases' }).click()
    await caseRows(page).first().getByRole('link').first().click()
    await page.getByRole('link', { name: 'Back to the case list' }).click()
    await expect(page).toHaveURL(/\/cases\/all$/)
    await expect(page.getByRole('heading', { name: 'All cases' })).toBeVisible()
  })

  test("Back from a seller's case returns to the sellers' list", async ({ page }) => {
    await signedInAs(page, 'seller')
    await menu(page).getByRole('link', { name: 'All cases' }).click()
    await caseRows(page).first().getByRole('link').first().click()
    await expect(page).toHaveURL(/\/cases\/seller\/details\/\d+$/)
    await page.getByRole('link', { name: 'Back to the case list' }).click()
    await expect(page).toHaveURL(/\/cases\/seller$/)
    await expect(page.getByRole('heading', { name: 'All cases' })).toBeVisible()
  })
})
