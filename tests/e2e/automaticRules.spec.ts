import { randomUUID } from 'node:crypto'
import type { Page } from '@playwright/test'
import { chooseLanguage, expect, photograph, signedInAs, takeOpenCases, test } from './support.ts'

// Issue 26, docs/decisions/0055: a manager writes a rule that deals a team's pool (cases held by no one)
// to its members, previews what it would do, saves it, activates it, runs it now, reads its record and
// the cases it moved, and pauses it; the same screens in Spanish. It moves no case another spec works
// on: the pool is 12 open cases of 'expired' (whom no spec lists) given to a team of its own, every day
// a duty day, and taken back from its member so no one holds them.

const desk = 'Rules Desk'
const rule = 'Desk pool to its members'

/** A call through the real API with the session of the user signed in on the page. */
async function callApi<Answer>(page: Page, path: string, data: object) {
  const token = await page.evaluate(() => localStorage.getItem('token'))
  const response = await page.request.fetch(`/collection-service${path}`, {
    method: 'POST',
    params: { timestamp: Date.now(), lang: 'en-US' },
    headers: { Authorization: token ?? '' },
    data,
  })
  const body = (await response.json()) as { respCode: string; respMsg: string; data: Answer }
  expect(body.respCode, body.respMsg).toBe('000000')
  return body.data
}

/** The team and its two collectors, every day a duty day; its pool of 12 cases held by no one. */
async function buildDeskPool(page: Page) {
  const token = await page.evaluate(() => localStorage.getItem('token'))
  const types = (await (
    await page.request.get('/collection-service/sys/team/allTeamType', {
      params: { timestamp: Date.now(), lang: 'en-US' },
      headers: { Authorization: token ?? '' },
    })
  ).json()) as { data: { id: number; code: string }[] }
  const { teamId } = await callApi<{ teamId: number }>(page, '/sys/team/add', {
    name: desk,
    teamTypeId: types.data.find((type) => type.code === 'collection')!.id,
    leaderId: null,
    managerId: null,
    dutyDays: [1, 2, 3, 4, 5, 6, 7],
    clientMutationId: randomUUID(),
  })
  const memberIds: number[] = []
  for (const [index, name] of ['Bola Ige', 'Ngozi Obi'].entries()) {
    const added = await callApi<{ memberId: number }>(page, '/sys/staff/add', {
      name,
      username: `rules.desk.${index}`,
      countryCode: '234',
      phone: `803000082${index}`,
      roleId: 2,
      teamId,
      timeZone: 'Africa/Lagos',
      entryDate: '2025-01-01',
      clientMutationId: randomUUID(),
    })
    memberIds.push(added.memberId)
  }
  const caseIds = await takeOpenCases('expired', 12)
  await callApi(page, '/collection/case/allocation/allocate', {
    caseIds,
    teamId,
    way: 'manual',
    memberIds: [memberIds[0]],
    clientMutationId: randomUUID(),
  })
  await callApi(page, '/collection/case/allocation/retrieve', { caseIds, clientMutationId: randomUUID() })
}

const rulesTable = (page: Page) => page.getByTestId('automatic-rules')
const ruleRow = (page: Page) => rulesTable(page).getByRole('row', { name: new RegExp(rule) })

test('a manager writes a rule, previews it, activates it, runs it now, reads its record and pauses it', async ({
  page,
}) => {
  test.slow()
  await signedInAs(page, 'manager')
  await buildDeskPool(page)
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Automatic rules', exact: true })
    .click()
  await expect(page).toHaveURL(/\/cases\/automatical$/)
  await expect(page.getByRole('heading', { name: 'Automatic rules' })).toBeVisible()

  await page.getByRole('button', { name: 'New rule' }).click()
  await expect(page).toHaveURL(/\/cases\/automatical\/add$/)
  const form = page.getByTestId('rule-form')
  await form.getByLabel('Rule name').fill(rule)
  await form.getByLabel('In team').selectOption({ label: desk })
  await form.getByLabel('Held by').selectOption({ label: 'No one' })
  await form.getByLabel('Team', { exact: true }).selectOption({ label: desk })
  await form.getByLabel('Most cases per run').fill('10')
  await expect(page.getByTestId('rule-sentence')).toContainText(desk)

  // The dry run: 12 match, a run takes its most, 10, five to each member; two wait for the next run.
  await page.getByRole('button', { name: 'Preview' }).click()
  const preview = page.getByTestId('rule-preview')
  await expect(preview).toContainText('12 cases match now; a run would take 10 (its most)')
  await expect(preview).toContainText('Bola Ige')
  await expect(preview).toContainText('Ngozi Obi')
  await expect(page.getByTestId('rule-preview-skipped')).toContainText("Over the run's most: 2")
  await photograph(page, 'automatic-rule-form-en')

  await form.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByRole('status').filter({ hasText: `Rule ${rule} saved` })).toBeVisible()
  await expect(page).toHaveURL(/\/cases\/automatical$/)
  await expect(ruleRow(page)).toContainText('Draft')

  await ruleRow(page)
    .getByRole('button', { name: /^Activate/ })
    .click()
  await expect(page.getByRole('status').filter({ hasText: `Rule ${rule} activated` })).toBeVisible()
  await expect(ruleRow(page)).toContainText('Active')

  // Run now is asked first: it moves cases, and the moves stay.
  await ruleRow(page)
    .getByRole('button', { name: /^Run now/ })
    .click()
  await page
    .getByRole('dialog', { name: `Run ${rule} now?` })
    .getByRole('button', { name: /^Run now/ })
    .click()
  await expect(ruleRow(page)).toContainText('10 of 12 moved')
  await photograph(page, 'automatic-rules-en')

  // Its record: one run by hand, 10 moved, 2 over its most; its cases, five to each member.
  await ruleRow(page)
    .getByRole('link', { name: `Records of ${rule}` })
    .click()
  await expect(page).toHaveURL(/\/cases\/automatical\/records\/\d+$/)
  const run = page.getByRole('row', { name: /By hand/ })
  await expect(run).toContainText('10')
  await expect(run).toContainText("Over the run's most")
  await run.getByRole('button', { name: /^Cases of the run/ }).click()
  const cases = page.getByRole('dialog')
  await expect(cases.getByRole('row', { name: /Bola Ige/ })).toHaveCount(5)
  await expect(cases.getByRole('row', { name: /Ngozi Obi/ })).toHaveCount(5)
  await photograph(page, 'automatic-rule-records-en')
  await page.keyboard.press('Escape')

  // Paused from its list: it runs no more until resumed.
  await page.goto('/cases/automatical')
  await ruleRow(page)
    .getByRole('button', { name: /^Pause/ })
    .click()
  await expect(page.getByRole('status').filter({ hasText: `Rule ${rule} paused` })).toBeVisible()
  await expect(ruleRow(page)).toContainText('Paused')

  // The same screens in Spanish.
  await chooseLanguage(page, 'Español')
  await expect(page.getByRole('heading', { name: 'Reglas automáticas' })).toBeVisible()
  await expect(ruleRow(page)).toContainText('En pausa')
  await photograph(page, 'automatic-rules-es')
  await ruleRow(page)
    .getByRole('link', { name: `Registros de ${rule}` })
    .click()
  await expect(page.getByRole('row', { name: /A mano/ })).toBeVisible()
  await photograph(page, 'automatic-rule-records-es')
  await page.goto('/cases/automatical/add')
  await page.getByTestId('rule-form').getByLabel('Nombre de la regla').fill('Regla de prueba')
  await photograph(page, 'automatic-rule-form-es')
})
