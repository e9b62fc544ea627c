import type { Page } from '@playwright/test'
import {
  caseOnServer,
  caseRows,
  chooseFromUserMenu,
  chooseLanguage,
  everyChangeSent,
  expect,
  photograph,
  quit,
  signedInAs,
  signInToWelcome,
  takeOpenCases,
  test,
} from './support.ts'

// The one date picker (spec sections 5 and 9): typed or clicked in the spec's formats whatever the
// browser's locale, a range refused when its end is before its start, the record form's dialling time
// chosen on the calendar, and the first day of the week from the user menu.

const calendar = (page: Page) => page.getByTestId('date-picker')
const dayOf = (page: Page, day: string) => calendar(page).locator(`[data-day="${day}"] button`)
const weekdayHeads = (page: Page) => calendar(page).locator('.rdp-weekday')

const english = {
  allCases: 'All cases',
  filters: 'Case filters',
  allocated: 'Allocated',
  from: 'Allocated: from',
  to: 'Allocated: to',
  choose: 'Choose Allocated',
  search: 'Search',
  startAfterEnd: 'Allocated: the start cannot be after the end',
}
const spanish = {
  allCases: 'Todos los casos',
  filters: 'Filtros de casos',
  allocated: 'Asignado',
  from: 'Asignado: desde',
  to: 'Asignado: hasta',
  choose: 'Elegir Asignado',
  search: 'Buscar',
  startAfterEnd: 'Asignado: el inicio no puede ser posterior al fin',
}

for (const [language, words] of [
  ['en', english],
  ['es', spanish],
] as const) {
  test.describe(`the allocated range (${language})`, () => {
    // The browser's own locale and zone are not the user's: the formats and today stay hers.
    test.use({ timezoneId: 'Asia/Tokyo', locale: 'de-DE' })

    test('is typed or clicked in yyyy-MM-dd; an end before the start is refused, naming the field', async ({
      page,
    }) => {
      await signedInAs(page, 'collector.mx')
      if (language === 'es') await chooseLanguage(page, 'Español')
      await page.getByRole('navigation').getByRole('link', { name: words.allCases, exact: true }).click()
      const filters = page.getByRole('form', { name: words.filters })
      const from = filters.getByLabel(words.from)
      const to = filters.getByLabel(words.to)
      await expect(from).toHaveAttribute('placeholder', 'yyyy-MM-dd')

      // Typed: the end before the start is refused with the field's name, and nothing is applied.
      await from.fill('2026-10-05')
      await to.fill('2026-10-01')
      await filters.getByRole('button', { name: words.search }).click()
      await expect(filters.getByRole('alert')).toHaveText(words.startAfterEnd)

      // Clicked: the calendar opens on the typed month; two days make the range, in the spec's format.
      await filters.getByRole('button', { name: words.choose }).click()
      await expect(dayOf(page, '2026-10-03')).toBeVisible()
      await photograph(page, `date-picker-range-${language}`)
      await dayOf(page, '2026-10-03').click()
      await expect(calendar(page)).toBeVisible()
      await dayOf(page, '2026-10-17').click()
      await expect(calendar(page)).toHaveCount(0)
      await expect(from).toHaveValue('2026-10-03')
      await expect(to).toHaveValue('2026-10-17')
      await expect(filters.getByRole('alert')).toHaveCount(0)
      await filters.getByRole('button', { name: words.search }).click()
      await expect(filters.getByRole('alert')).toHaveCount(0)
      await expect(page.getByTestId('case-table')).toHaveAttribute('aria-busy', 'false')
    })
  })
}

test("the record form's dialling time is chosen on the calendar and saved as the user's wall clock", async ({
  page,
}) => {
  const [caseId] = await takeOpenCases('collector', 1)
  await signedInAs(page, 'collector')
  await page.goto(`/cases/all/details/${caseId}`)
  const dialling = page.getByLabel('Dialling time (Lagos time)')
  await expect(dialling).toHaveAttribute('placeholder', 'yyyy-MM-dd HH:mm:ss')
  await page.getByRole('button', { name: 'Choose Dialling time (Lagos time)' }).click()
  // Today is the collector's, in Lagos; nothing after it can be chosen.
  const today = calendar(page).locator('[data-today="true"]')
  await today.getByRole('button').click()
  await calendar(page).getByLabel('Hours').selectOption({ label: '00' })
  await photograph(page, 'date-picker-datetime-en')
  await calendar(page).getByRole('button', { name: 'Done' }).click()
  await expect(calendar(page)).toHaveCount(0)
  const chosen = await dialling.inputValue()
  expect(chosen).toMatch(/^\d{4}-\d{2}-\d{2} 00:\d{2}:\d{2}$/)

  await page.getByLabel('Connection status').selectOption({ label: 'Not connected' })
  await page.getByLabel('Date item').selectOption({ label: 'No date agreed' })
  const note = `Dialled on the picker (${Date.now()})`
  await page.getByLabel('Record', { exact: true }).fill(note)
  await page.getByRole('button', { name: 'Save record' }).click()
  const records = page.getByRole('table', { name: 'Collection records' })
  await expect(records.getByRole('row').filter({ hasText: note })).toBeVisible()
  await everyChangeSent(page)

  // Lagos is an hour ahead of UTC all year: the wall-clock time chosen is that instant.
  const [day, time] = chosen.split(' ') as [string, string]
  const expected = new Date(Date.parse(`${day}T${time}Z`) - 3_600_000).toISOString()
  const saved = (await caseOnServer(page, caseId!)).collectionRecords as Array<{
    recordText: string
    diallingTime: string
  }>
  expect(saved.find((record) => record.recordText === note)?.diallingTime).toBe(expected)
})

for (const [language, menuItem, save, firstHead] of [
  ['en', 'First day of the week', 'Save', 'Mo'],
  ['es', 'Primer día de la semana', 'Guardar', 'lu'],
] as const) {
  test(`the first day of the week moves the calendar's first column (${language})`, async ({ page }) => {
    await signInToWelcome(page, 'collector.mx')
    if (language === 'es') await chooseLanguage(page, 'Español')
    const allCases = language === 'en' ? english : spanish
    await page.getByRole('navigation').getByRole('link', { name: allCases.allCases, exact: true }).click()
    const open = page.getByRole('button', { name: allCases.choose })

    // Sunday first until the user chooses otherwise (spec section 5).
    await open.click()
    await expect(weekdayHeads(page).first()).toHaveText(language === 'en' ? 'Su' : 'do')
    await page.keyboard.press('Escape')
    await expect(calendar(page)).toHaveCount(0)

    await chooseFromUserMenu(page, 'Ana Torres', menuItem)
    const dialog = page.getByRole('dialog', { name: menuItem })
    await expect(dialog.getByLabel(menuItem)).toHaveValue('7')
    await dialog.getByLabel(menuItem).selectOption('1')
    await dialog.getByRole('button', { name: save }).click()
    await expect(dialog).toHaveCount(0)

    await open.click()
    await expect(weekdayHeads(page).first()).toHaveText(firstHead)
    await photograph(page, `date-picker-monday-first-${language}`)
    await page.keyboard.press('Escape')

    // Kept on this browser for her: a reload, and signing out and in again, open on Monday still.
    await page.reload()
    await page.getByRole('button', { name: allCases.choose }).click()
    await expect(weekdayHeads(page).first()).toHaveText(firstHead)
    await page.keyboard.press('Escape')
    await quit(page, 'Ana Torres', language === 'en' ? 'Quit' : 'Salir')
    if (language === 'es') await chooseLanguage(page, 'English')
    await signInToWelcome(page, 'collector.mx')
    if (language === 'es') await chooseLanguage(page, 'Español')
    await page.getByRole('navigation').getByRole('link', { name: allCases.allCases, exact: true }).click()
    await page.getByRole('button', { name: allCases.choose }).click()
    await expect(weekdayHeads(page).first()).toHaveText(firstHead)
  })
}

test('the picker is worked from the keyboard: open, move by day, choose, close', async ({ page }) => {
  await signedInAs(page, 'collector')
  await page.getByRole('navigation').getByRole('link', { name: 'All cases', exact: true }).click()
  await caseRows(page).first().getByRole('link').first().click()
  const field = page.getByLabel('Date time (Lagos time)')
  await page.getByRole('button', { name: 'Choose Date time (Lagos time)' }).focus()
  await page.keyboard.press('Enter')
  // The calendar opens on today (the collector's), focused; the arrows move a day at a time.
  const today = calendar(page).locator('[data-today="true"]')
  await expect(today.getByRole('button')).toBeFocused()
  const day = (await today.getAttribute('data-day'))!
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('Enter')
  const next = new Date(Date.parse(`${day}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10)
  await expect(field).toHaveValue(new RegExp(`^${next} \\d{2}:\\d{2}:\\d{2}$`))
  await page.keyboard.press('Escape')
  await expect(calendar(page)).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Choose Date time (Lagos time)' })).toBeFocused()
})

for (const [language, choose] of [
  ['en', /^Choose Dialling time/],
  ['es', /^Elegir Hora de marcación/],
] as const)
  test(`at 1,280 px the datetime fields show their seconds and the calendar stays off the side menu (${language})`, async ({
    page,
  }) => {
    const [caseId] = await takeOpenCases('collector.mx', 1)
    await page.setViewportSize({ width: 1280, height: 720 })
    await signedInAs(page, 'collector.mx')
    if (language === 'es') await chooseLanguage(page, 'Español')
    await page.goto(`/cases/all/details/${caseId}`)
    const fields = page.locator('input[placeholder="yyyy-MM-dd HH:mm:ss"]')
    await expect(fields.first()).toBeVisible()
    // Every datetime field has room for its value, or for its placeholder when empty, on one line.
    const short = await fields.evaluateAll((inputs) => {
      const ruler = document.createElement('canvas').getContext('2d')!
      return (inputs as HTMLInputElement[]).flatMap((input) => {
        const style = getComputedStyle(input)
        ruler.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`
        const text = input.value || input.placeholder
        const room =
          input.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight)
        return ruler.measureText(text).width > room + 0.5 ? [`${text}: ${room} px`] : []
      })
    })
    expect(short).toEqual([])
    await page.getByRole('button', { name: choose }).click()
    const [popover, main] = [
      (await calendar(page).boundingBox())!,
      (await page.locator('main').boundingBox())!,
    ]
    expect(popover.x).toBeGreaterThanOrEqual(main.x)
  })
