import type { Page } from '@playwright/test'
import { toastDuration } from '../../src/ui/toastQueue.ts'
import { stopClock } from './pageClock.ts'
import { measureFit } from './screenFitMeasure.ts'
import { chooseLanguage, everyChangeSent, expect, photograph, signedInAs, test } from './support.ts'

// The screens a collector and a manager use all day fit the two screen sizes the console is made for,
// in both languages: no cell cut while another column has room, no value broken inside a word, no
// sideways scrolling, totals whole, every column header readable whole.

const sizes = [
  [1280, 720],
  [1440, 900],
] as const

const caseTable = (page: Page) => page.getByTestId('case-table')

/** The filter panel, when the list shows it, takes a quarter of the window's height at most. */
async function filtersTakeAQuarterAtMost(page: Page, height: number): Promise<void> {
  const panel = page
    .getByRole('form', { name: /^(Case filters|Filtros de casos)$/ })
    .filter({ visible: true })
  if ((await panel.count()) === 0) return
  const box = await panel.boundingBox()
  expect(box!.height).toBeLessThanOrEqual(height / 4)
}

/** At each size: measures what does not fit (expecting nothing); then photographs the page at both. */
async function fitsAtBothSizes(page: Page, name: string): Promise<void> {
  for (const [width, height] of sizes) {
    await page.setViewportSize({ width, height })
    await filtersTakeAQuarterAtMost(page, height)
    // Columns size to their content once the rows are drawn at the new width.
    await expect
      .poll(() => measureFit(page), { message: `${name} at ${width}x${height}` })
      .toEqual({ cutBesideSpare: [], brokenWords: [], sidewaysScroll: [], cutTotals: [], cutHeaders: [] })
  }
  await photograph(page, `fit-${name}`)
}

async function openList(page: Page, path: string): Promise<void> {
  await page.goto(path)
  await expect(caseTable(page)).toHaveAttribute('aria-busy', 'false')
  await expect(caseTable(page).locator('tbody tr').nth(5)).toBeVisible()
}

for (const language of ['en', 'es'] as const) {
  test(`the collector's welcome, worklist and a case fit the screen in ${language}`, async ({ page }) => {
    // In Spanish, Mexico City's collector: long Mexican names under long Spanish headers.
    await signedInAs(page, language === 'es' ? 'collector.mx' : 'collector')
    if (language === 'es') await chooseLanguage(page, 'Español')
    await expect(page.getByTestId('ranking')).toBeVisible()
    await fitsAtBothSizes(page, `welcome-${language}`)

    await openList(page, '/cases/collection')
    await fitsAtBothSizes(page, `worklist-${language}`)

    await caseTable(page).locator('tbody tr').first().getByRole('link').first().click()
    await expect(page).toHaveURL(/\/details\/\d+$/)
    await expect(page.getByTestId('case-badges')).toBeVisible()
    await fitsAtBothSizes(page, `case-${language}`)
  })

  test(`the SIM card records fit the screen beside the menu in ${language}`, async ({ page }) => {
    // The office's stock and the cards its members hold: long times, and up to three actions a row.
    await signedInAs(page, 'officemanager')
    if (language === 'es') await chooseLanguage(page, 'Español')
    await page.goto('/simcard/records')
    const table = page.getByTestId('sim-card-table')
    await expect(table).toHaveAttribute('aria-busy', 'false')
    await expect(table.locator('tbody tr').nth(3)).toBeVisible()
    await fitsAtBothSizes(page, `sim-records-${language}`)
  })

  test(`a manager's All cases fits the screen in ${language}`, async ({ page }) => {
    await signedInAs(page, 'manager')
    if (language === 'es') await chooseLanguage(page, 'Español')
    await openList(page, '/cases/all')
    // A manager sees whose each case is, and the column the list is sorted by (allocated, newest first).
    await expect(caseTable(page).locator('th[data-column="owner"]')).toBeVisible()
    await expect(caseTable(page).locator('th[data-column="allocatedAt"]')).toHaveAttribute(
      'aria-sort',
      'descending',
    )
    await fitsAtBothSizes(page, `all-cases-${language}`)
  })
}

test('the longest names in a manager’s All cases part at a space or a hyphen, never inside a word, and are cut only when no column has room', async ({
  page,
}) => {
  // Lagos's longest family name, on every row the manager is shown (the seed gives it to some cases;
  // which page they come on depends on what was allocated last). At 1,280 px the eleven columns leave
  // the names two lines: "Oluwaseun" / "Oyelaran-…", whole on hover.
  await page.route('**/collection/case/all/list**', async (route) => {
    const answer = await (await route.fetch()).json()
    for (const row of answer.data.rows) row.name = 'Oluwaseun Oyelaran-Adeyemi'
    await route.fulfill({ json: answer })
  })
  await signedInAs(page, 'manager')
  await openList(page, '/cases/all')
  await expect(caseTable(page).locator('td[data-column="name"]').first()).toHaveText(
    'Oluwaseun Oyelaran-Adeyemi',
  )
  await fitsAtBothSizes(page, 'all-cases-hyphenated-names')
})

test('notices stack three deep, go after a few seconds and do not follow the user to another page', async ({
  page,
}) => {
  await page.clock.install()
  await signedInAs(page, 'collector.mx')
  await openList(page, '/cases/all')
  // The notices' few seconds pass only when the test moves the page's clock on, however long the
  // four pins take to reach the server.
  await stopClock(page)
  const notices = page.getByTestId('toasts').getByRole('status')
  const pinButtons = caseTable(page).getByRole('button', { name: /^Pin on top / })
  const labels = await Promise.all(
    [0, 1, 2, 3].map((index) => pinButtons.nth(index).getAttribute('aria-label')),
  )
  const pinned = labels.map((label) => label!.replace('Pin on top ', ''))
  for (const caseNo of pinned) {
    await caseTable(page)
      .getByRole('button', { name: `Pin on top ${caseNo}` })
      .click()
    await expect(notices.last()).toHaveText(new RegExp(`^${caseNo} pinned on top`))
  }
  // The fourth pushed the first out.
  await expect(notices).toHaveCount(3)
  await expect(notices.filter({ hasText: pinned[0]! })).toHaveCount(0)
  // They cover no title or totals.
  const corner = (await page.getByTestId('toasts').boundingBox())!
  for (const part of [page.getByRole('heading', { level: 1 }), page.getByTestId('case-summary')]) {
    const box = (await part.boundingBox())!
    expect(box.y + box.height <= corner.y || box.x + box.width <= corner.x).toBe(true)
  }
  // A few seconds later they are gone, all at once: the clock stood still while they came.
  await page.clock.runFor(toastDuration.success - 1)
  await expect(notices).toHaveCount(3)
  await page.clock.runFor(1)
  await expect(notices).toHaveCount(0)

  // Each cancel's notice is in before the user leaves: a notice of an answer still on its way would
  // be a new one, shown where it arrives. The last pinned first: a row unpinned goes back to its place,
  // here just under the pins, so no row moves under the next click when the list is asked again.
  for (const caseNo of [...pinned].reverse()) {
    await caseTable(page)
      .getByRole('button', { name: `Cancel pin ${caseNo}` })
      .click()
    await expect(notices.last()).toHaveText(new RegExp(`^Pin of ${caseNo} cancelled`))
  }
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Welcome' }).click()
  await expect(page.getByTestId('welcome-role')).toBeVisible()
  await expect(notices).toHaveCount(0)
  // The writes' own waits (a retry's back-off) run on the page's clock too: let it go before waiting
  // for them to reach the server.
  await page.clock.resume()
  await everyChangeSent(page)
})

test("the current tab stays in view among many case tabs, each with the case's number and customer", async ({
  page,
}) => {
  await signedInAs(page, 'collector')
  await page.setViewportSize({ width: 1280, height: 720 })
  await openList(page, '/cases/collection')
  const strip = page.getByTestId('tag-strip')
  for (let index = 0; index < 9; index++) {
    const row = caseTable(page).locator('tbody tr').nth(index)
    const caseNo = (await row.getByRole('link').first().textContent())!
    const name = (await row.getByRole('link').nth(1).textContent())!
    await row.getByRole('link').first().click()
    const tab = strip.getByRole('tab', { selected: true })
    await expect(tab).toHaveText(`${caseNo} · ${name}`)
    await expect(tab).toHaveAttribute('title', new RegExp(`^${caseNo} · ${name}`))
    // The whole tab, its close button too, lies inside the strip.
    await expect
      .poll(async () => {
        const [inner, outer] = [(await tab.locator('..').boundingBox())!, (await strip.boundingBox())!]
        return inner.x >= outer.x - 1 && inner.x + inner.width <= outer.x + outer.width + 1
      })
      .toBe(true)
    await strip.getByRole('tab', { name: /^(Collection cases)$/ }).click()
    await expect(caseTable(page)).toBeVisible()
  }
  // Back on a case's tab far to the left of the strip: it comes into view again.
  const first = strip.getByRole('tab').nth(2)
  await first.click()
  await expect
    .poll(async () => {
      const [inner, outer] = [(await first.boundingBox())!, (await strip.boundingBox())!]
      return inner.x >= outer.x - 1 && inner.x + inner.width <= outer.x + outer.width + 1
    })
    .toBe(true)
})
