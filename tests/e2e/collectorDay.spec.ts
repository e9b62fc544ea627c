import { randomUUID } from 'node:crypto'
import type { Page } from '@playwright/test'
import { chooseLanguage, expect, photograph, signedInAs, takeOpenCases, test } from './support.ts'

const minute = 60_000

/** What the customer agreed on a call, written through the real API as the collector signed in on the page. */
async function agreeOnCall(page: Page, caseId: number, dateItem: 'promiseToPay' | 'callBack', at: Date) {
  const token = await page.evaluate(() => localStorage.getItem('token'))
  const response = await page.request.post('/collection-service/collection/case/record', {
    params: { timestamp: Date.now(), lang: 'en-US' },
    headers: { Authorization: token ?? '' },
    data: {
      caseId,
      clientMutationId: randomUUID(),
      record: {
        diallingTime: new Date(Date.now() - 10 * minute).toISOString(),
        connectionStatus: 'notConnected',
        contact: 'self',
        contactNumber: '',
        dateItem,
        dateTime: at.toISOString(),
        dangerous: false,
        recordText: `Agreed by phone (${dateItem})`,
      },
    },
  })
  const body = (await response.json()) as { respCode: string; respMsg: string }
  expect(body.respCode, body.respMsg).toBe('000000')
}

/** The day as the server tells it now, asked with the page's own session. */
async function dayOnServer(page: Page) {
  const token = await page.evaluate(() => localStorage.getItem('token'))
  const response = await page.request.get('/collection-service/collection/workday/today', {
    params: { timestamp: Date.now(), lang: 'en-US' },
    headers: { Authorization: token ?? '' },
  })
  const body = (await response.json()) as { data: { appointments: { count: number } } }
  return body.data
}

const group = (page: Page, name: string) => page.getByTestId(`workday-${name}`)

/** The texts of the day's case lines that are cut (wider than their box), at the current size. */
const cutTexts = (page: Page) =>
  page.getByTestId('workday-item').evaluateAll((items) =>
    items
      .flatMap((item) => [...item.querySelectorAll('span')])
      .filter((span) => !span.classList.contains('sr-only') && span.scrollWidth > span.clientWidth + 1)
      .map((span) => span.textContent),
  )

/** A group's "See all" opens the case list filtered to it, showing as many cases as the group counts. */
async function seeAllShowsTheGroup(page: Page, name: string, filterLabel: string) {
  const count = await group(page, name).getByTestId('workday-count').textContent()
  await group(page, name)
    .getByRole('link', { name: /See all|Open the case list/ })
    .click()
  await expect(page).toHaveURL(/\/cases\/collection$/)
  await expect(page.getByTestId('case-count')).toHaveText(count!)
  const filters = page.getByRole('form', { name: 'Case filters' })
  await expect(filters.getByLabel('Due today')).toHaveValue(name)
  await expect(filters.getByLabel('Due today').locator('option:checked')).toHaveText(filterLabel)
}

test('the collector sees the appointment due on her welcome page, under the ranking bar, and one click opens the case', async ({
  page,
}) => {
  await signedInAs(page, 'collector')
  // Cases with no appointment yet (none from the seed, none from another spec): each adds one.
  const [promised, callBack] = await takeOpenCases('collector', 2, 0, { untouched: true })
  const before = await dayOnServer(page)
  // Agreed on a call a moment ago, for a time already passed: due, and overdue.
  await agreeOnCall(page, promised!, 'promiseToPay', new Date(Date.now() - 2 * minute))
  await agreeOnCall(page, callBack!, 'callBack', new Date(Date.now() - 2 * minute))
  await page.reload()

  const day = page.getByTestId('workday')
  await expect(day.getByRole('heading', { name: 'Your day' })).toBeVisible()
  await expect(group(page, 'appointments').getByTestId('workday-count')).toHaveText(
    String(before.appointments.count + 1),
  )
  const promise = group(page, 'promises').getByTestId('workday-item').first()
  await expect(promise).toContainText('(Overdue)')
  // The ranking bar of the messages area sits above the day.
  const ranking = page.getByRole('region', { name: 'Message bar' }).getByTestId('ranking')
  await expect(ranking).toBeVisible()
  expect((await ranking.boundingBox())!.y).toBeLessThan((await day.boundingBox())!.y)

  await promise.click()
  await expect(page).toHaveURL(new RegExp(`/cases/all/details/${promised}$`))
  await expect(page.getByTestId('case-badges')).toContainText('Appointment')
})

test('a team leader sees the team’s day with each member', async ({ page }) => {
  await signedInAs(page, 'leader')
  await expect(page.getByRole('heading', { name: 'Your team’s day' })).toBeVisible()
  const members = page.getByTestId('workday-members')
  await expect(members.getByRole('button', { name: 'Chinedu Okafor' })).toBeVisible()
  await photograph(page, 'welcome-leader-en')
  // The collector's name on each line shows whole at both sizes, the amount beside or below it.
  for (const [width, height] of [
    [1280, 720],
    [1440, 900],
  ] as const) {
    await page.setViewportSize({ width, height })
    expect(await cutTexts(page)).toEqual([])
  }
  await expect(group(page, 'appointments').getByTestId('workday-facts').first()).toContainText(
    /Chinedu Okafor|Tunde Bello/,
  )
  await members.getByRole('button', { name: 'Chinedu Okafor' }).click()
  await expect(page.getByRole('heading', { name: 'Chinedu Okafor’s day' })).toBeVisible()
  await expect(group(page, 'notContacted').getByTestId('workday-count')).toBeVisible()
  await expect(page.getByTestId('workday-members')).toBeHidden()
  await seeAllShowsTheGroup(page, 'notContacted', 'Not contacted today')
})

test('each group’s "See all" opens the case list filtered to it, with the same count', async ({ page }) => {
  await signedInAs(page, 'collector')
  for (const [name, label] of [
    ['appointments', 'Appointments due'],
    ['notContacted', 'Not contacted today'],
  ] as const) {
    await expect(group(page, name).getByTestId('workday-count')).toBeVisible()
    await seeAllShowsTheGroup(page, name, label)
    await page.goto('/welcome')
  }
})

const headings = {
  collector: { en: 'Your day', es: 'Su día' },
  leader: { en: 'Your team’s day', es: 'El día de su equipo' },
  manager: { en: 'Your teams’ day', es: 'El día de sus equipos' },
} as const

for (const who of ['collector', 'leader', 'manager'] as const)
  for (const language of ['en', 'es'] as const)
    test(`screenshots of the ${who}'s day in ${language}, nothing cut or wider than the window`, async ({
      page,
    }) => {
      await signedInAs(page, who)
      if (language === 'es') await chooseLanguage(page, 'Español')
      await expect(page.getByRole('heading', { name: headings[who][language] })).toBeVisible()
      await expect(group(page, 'appointments').getByTestId('workday-count')).toBeVisible()
      if (who === 'collector') await expect(page.getByTestId('ranking')).toBeVisible()
      if (who === 'manager') await expect(page.getByTestId('workday-teams')).toBeVisible()
      await photograph(page, `welcome-${who}-${language}`)
      for (const [width, height] of [
        [1280, 720],
        [1440, 900],
      ] as const) {
        await page.setViewportSize({ width, height })
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        )
        expect(overflow).toBe(0)
        expect(await cutTexts(page)).toEqual([])
      }
    })

test('a manager opens a team’s day from the teams’ table, on the team’s own clock', async ({ page }) => {
  await signedInAs(page, 'manager')
  const teams = page.getByTestId('workday-teams')
  const first = teams.getByRole('row').nth(1)
  const name = (await first.getByRole('button').textContent())!
  await first.getByRole('button').click()
  await expect(page.getByRole('heading', { name: `The day of ${name}` })).toBeVisible()
  await expect(page.getByTestId('workday-members')).toBeVisible()
  await photograph(page, 'welcome-manager-team-en')
  await page.getByRole('button', { name: 'Back to all teams' }).click()
  await expect(teams).toBeVisible()
})
