import type { Page } from '@playwright/test'
import { caseRows, expect, expectNotice, signedInAs, test } from './support.ts'

// A collector marks a case and finds it by its tab. The deal is marked and unmarked again; the
// extension, which nothing takes back, goes on a case further down the list than other files look.

const menu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' })
const tabStrip = (page: Page) => page.getByTestId('tag-strip')
const badges = (page: Page) => page.getByTestId('case-badges')

/** Eight of the collector's open cases from the 6th down: their paths and numbers. */
async function casesDownTheList(page: Page): Promise<Array<{ path: string; caseNo: string }>> {
  await menu(page).getByRole('link', { name: 'Collection cases' }).click()
  // The list draws the rows in view and a few more; these are among them.
  await expect(caseRows(page).nth(12)).toBeAttached()
  const found = []
  for (let row = 5; row < 13; row++) {
    const link = caseRows(page).nth(row).getByRole('link').first()
    found.push({ path: (await link.getAttribute('href'))!, caseNo: (await link.textContent())!.trim() })
  }
  return found
}

/** The first of the cases that offers every mark asked for. */
async function openCaseOffering(page: Page, marks: string[]) {
  for (const candidate of await casesDownTheList(page)) {
    await page.goto(candidate.path)
    await expect(badges(page)).toBeVisible()
    const offered = await Promise.all(
      marks.map((name) => page.getByRole('button', { name, exact: true }).count()),
    )
    if (offered.every((count) => count === 1)) return candidate
  }
  throw new Error(`no case down the list offers ${marks.join(', ')}`)
}

test.describe('a collector marks a case', () => {
  test.beforeEach(async ({ page }) => {
    await signedInAs(page, 'collector')
  })

  test('a deal is marked and unmarked with a notice each time, the buttons saying what they do', async ({
    page,
  }) => {
    const { caseNo } = await openCaseOffering(page, ['Mark as deal'])
    await expect(badges(page)).toContainText('No deal')
    await page.getByRole('button', { name: 'Mark as deal' }).click()
    await expectNotice(page, `${caseNo} is marked as deal`)
    await expect(badges(page).getByText('Deal', { exact: true })).toBeVisible()

    await page.getByRole('button', { name: 'Mark as no deal' }).click()
    await expectNotice(page, `${caseNo} is marked as no deal`)
    await expect(badges(page).getByText('No deal', { exact: true })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Mark as deal' })).toBeVisible()
  })

  test('the extension and delayed repayment ask first, naming the case; only a confirmed one is sent', async ({
    page,
  }) => {
    const { caseNo } = await openCaseOffering(page, ['Activate extension', 'Open delayed repayment'])

    // Delayed repayment: asked, then cancelled; nothing changes.
    await page.getByRole('button', { name: 'Open delayed repayment' }).click()
    const asked = page.getByRole('dialog')
    await expect(asked.getByRole('heading')).toContainText(`Open delayed repayment on ${caseNo}`)
    await expect(asked).toContainText('request-delay action in the loan app')
    await asked.getByRole('button', { name: 'Cancel' }).click()
    await expect(asked).toHaveCount(0)
    await expect(badges(page)).not.toContainText('Delayed repayment open')
    await expect(page.getByRole('button', { name: 'Open delayed repayment' })).toBeVisible()

    // The extension, confirmed: sent once, said, and no longer offered.
    await page.getByRole('button', { name: 'Activate extension' }).click()
    await expect(asked.getByRole('heading')).toContainText(`Activate the extension on ${caseNo}`)
    await expect(asked).toContainText('The customer sees the extension in the loan app at once.')
    await asked.getByRole('button', { name: 'Activate extension' }).click()
    await expectNotice(page, `Extension activated on ${caseNo}`)
    await expect(badges(page)).toContainText('Extension active')
    await expect(page.getByRole('button', { name: 'Activate extension' })).toHaveCount(0)
  })
})

test.describe("a case's tab", () => {
  test.beforeEach(async ({ page }) => {
    await signedInAs(page, 'collector')
  })

  test("says the case's number, still after a reload; a detail URL naming no case adds no tab", async ({
    page,
  }) => {
    const [first, second] = await casesDownTheList(page)
    await page.goto(first!.path)
    await expect(tabStrip(page).getByRole('tab', { name: first!.caseNo, selected: true })).toBeVisible()
    await menu(page).getByRole('link', { name: 'Collection cases' }).click()
    await caseRows(page).getByRole('link', { name: second!.caseNo }).click()
    await expect(tabStrip(page).getByRole('tab', { name: second!.caseNo, selected: true })).toBeVisible()
    await expect(tabStrip(page).getByRole('tab', { name: 'Case details' })).toHaveCount(0)

    await page.reload()
    await expect(tabStrip(page).getByRole('tab', { name: first!.caseNo })).toBeVisible()
    await expect(tabStrip(page).getByRole('tab', { name: second!.caseNo, selected: true })).toBeVisible()
    // The whole label and the route's title are there on hover.
    await expect(tabStrip(page).getByRole('tab', { name: second!.caseNo })).toHaveAttribute(
      'title',
      new RegExp(`^${second!.caseNo} · .+ \\(Case details\\)$`),
    )

    const tabs = await tabStrip(page).getByRole('tab').allTextContents()
    await page.goto('/cases/all/details/abc')
    await expect(page.getByRole('heading', { name: 'This case does not exist' })).toBeVisible()
    await expect(tabStrip(page).getByRole('tab')).toHaveText(tabs)
    await expect(tabStrip(page).getByRole('tab', { selected: true })).toHaveCount(0)
  })

  test("a collector's case opened through the sellers' route opens on the all cases' route", async ({
    page,
  }) => {
    const [own] = await casesDownTheList(page)
    const caseId = own!.path.split('/').at(-1)
    await page.goto(`/cases/seller/details/${caseId}`)
    await expect(page).toHaveURL(new RegExp(`/cases/all/details/${caseId}$`))
    await expect(badges(page)).toBeVisible()
    await expect(tabStrip(page).getByRole('tab', { name: own!.caseNo, selected: true })).toBeVisible()
    await expect(tabStrip(page).getByRole('tab', { name: 'Seller case details' })).toHaveCount(0)
    // The sellers' address was replaced, not stacked: Back goes to the page before it.
    await page.goBack()
    await expect(page).toHaveURL(/\/cases\/collection$/)
  })

  test('the current tab is brought into view when the strip overflows', async ({ page }) => {
    await page.setViewportSize({ width: 1000, height: 800 })
    const cases = await casesDownTheList(page)
    for (const { path } of cases.slice(0, 8)) {
      await page.goto(path)
      await expect(badges(page)).toBeVisible()
    }
    const strip = tabStrip(page)
    const last = strip.getByRole('tab', { name: cases[7]!.caseNo })
    await expect(last).toBeInViewport()
    // Overflowing: the first tabs are scrolled out of sight.
    await expect(strip.getByRole('tab', { name: 'Welcome' })).not.toBeInViewport()

    await menu(page).getByRole('link', { name: 'Welcome' }).click()
    await expect(strip.getByRole('tab', { name: 'Welcome', selected: true })).toBeInViewport()
    await expect(last).not.toBeInViewport()
  })
})
