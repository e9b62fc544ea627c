import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import type { RuleRow } from '../../../contract/automaticRules.ts'
import { clearBrowserDatabase } from '../../../db/database.ts'
import {
  activeRule,
  archivedRule,
  detailOf,
  ruleApps,
  rulePreview,
  rulesManager,
  ruleTeams,
  ruleTeamTypes,
} from '../../../tests/support/automaticRuleScreenSamples.ts'
import { type FakeAnswer, fakeApi } from '../../../tests/support/fakeApi.ts'
import { messages as english } from '../../locales/en/messages.po'
import { messages as spanish } from '../../locales/es/messages.po'
import { Toaster } from '../../ui/toast.tsx'
import RuleFormPage from './RuleFormPage.tsx'

const signedIn = vi.hoisted(() => ({ user: {} as Record<string, unknown> }))
vi.mock('../../api/session.ts', () => ({ useCurrentUser: () => signedIn.user }))

const base = '/collection/case/automatical'
const saved: RuleRow = { ...activeRule, id: 11, state: 'draft', version: 1 }

function show(
  path: string,
  params: Record<string, string>,
  save: () => FakeAnswer = () => ({ data: saved }),
) {
  signedIn.user = rulesManager
  const api = fakeApi({
    '/sys/menu/allApp': () => ({ data: ruleApps }),
    '/collection/case/allocation/teams': () => ({ data: ruleTeams }),
    '/sys/team/allTeamType': () => ({ data: ruleTeamTypes }),
    [`${base}/detail`]: (query) => ({
      data: detailOf(query.get('ruleId') === String(archivedRule.id) ? archivedRule : activeRule),
    }),
    [`${base}/save`]: save,
    [`${base}/preview`]: () => ({ data: rulePreview }),
  })
  const memory = memoryLocation({ path, record: true })
  render(
    <I18nProvider i18n={i18n}>
      <Router hook={memory.hook} searchHook={memory.searchHook}>
        <RuleFormPage params={params} />
        <Toaster />
      </Router>
    </I18nProvider>,
  )
  return { api, memory }
}

const addRule = (save?: () => FakeAnswer) => show('/cases/automatical/add', {}, save)
const sentence = () => screen.getByTestId('rule-sentence').textContent
const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } })

/** A morning rule of unpaid PrestaFácil cases 1 to 7 days overdue, nobody's, to Mexico City S1. */
async function typeMorningRule(labels = english_labels) {
  await waitFor(() => expect(screen.getByLabelText(labels.app).textContent).toContain('PrestaFácil'))
  type(labels.name, 'Morning S1')
  type(labels.app, '1')
  type(labels.status, 'unpaid')
  type(labels.overdueFrom, '1')
  type(labels.overdueTo, '7')
  type(labels.holder, 'notHeld')
  await waitFor(() => expect(screen.getByLabelText(labels.team).textContent).toContain('Mexico City S1'))
  type(labels.team, '2')
}

const english_labels = {
  name: 'Rule name',
  app: 'App',
  status: 'Status',
  overdueFrom: 'Overdue days from',
  overdueTo: 'Overdue days to',
  holder: 'Held by',
  team: 'Team',
  cap: 'Most cases per run',
}

beforeEach(async () => {
  await clearBrowserDatabase()
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => {
  cleanup()
  act(() => i18n.loadAndActivate({ locale: 'en', messages: english }))
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('a new rule', () => {
  it('reads the rule back as it is typed, then saves it and goes back to the list, saying so there', async () => {
    const { api, memory } = addRule()
    await screen.findByRole('heading', { name: 'New rule' })
    expect(sentence()).toContain('Open cases')
    expect(sentence()).toContain('Mon–Fri at 07:00 (Mexico City time)')
    await typeMorningRule()
    type('Amount from (MXN)', '1,500.50')
    type(english_labels.cap, '2000')
    expect(sentence()).toContain(
      'Unpaid cases of PrestaFácil, 1 to 7 days overdue, amount $1,500.50 MXN or more, not held by anyone',
    )
    expect(sentence()).toContain('Allocate to Mexico City S1 by even split, at most 2,000 cases')
    fireEvent.click(screen.getByRole('checkbox', { name: 'Sat' }))
    expect(sentence()).toContain('Mon–Sat at 07:00')

    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(memory.history?.at(-1)).toBe('/cases/automatical'))
    const sent = api.calls.find((call) => call.path === `${base}/save`)?.body as Record<string, unknown>
    expect(sent).toMatchObject({
      name: 'Morning S1',
      time: '07:00',
      timeZone: 'America/Mexico_City',
      days: [1, 2, 3, 4, 5, 6],
      appId: 1,
      status: 'unpaid',
      overdueMin: 1,
      overdueMax: 7,
      amountMin: 150_050,
      holder: 'notHeld',
      action: 'allocate',
      toTeamId: 2,
      way: 'evenSplit',
      memberIds: [],
      cap: 2000,
    })
    expect(sent.ruleId).toBeUndefined()
    expect(await within(screen.getByTestId('toasts')).findByText('Rule New overdue to S1 saved')).toBeTruthy()
  })

  it('deals to the members chosen of the team, and a retrieval names no team', async () => {
    const { api } = addRule()
    await typeMorningRule()
    type('Way', 'manual')
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Ana Torres' }))
    fireEvent.click(screen.getByRole('checkbox', { name: 'Diego Ramírez' }))
    expect(sentence()).toContain(
      'Allocate to Diego Ramírez and Ana Torres of Mexico City S1, at most 1,000 cases',
    )
    type('Action', 'retrieve')
    expect(screen.queryByLabelText('Team')).toBeNull()
    expect(sentence()).toContain('Retrieve them, at most 1,000 cases')
    type(english_labels.holder, 'held')
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(api.calls.some((call) => call.path === `${base}/save`)).toBe(true))
    const sent = api.calls.find((call) => call.path === `${base}/save`)?.body as Record<string, unknown>
    expect(sent).toMatchObject({ action: 'retrieve', holder: 'held', memberIds: [] })
    expect(sent.toTeamId).toBeUndefined()
  })

  it('checks the rule before sending it: a nameless rule without a team or a day is named field by field', async () => {
    const { api } = addRule()
    await screen.findByRole('heading', { name: 'New rule' })
    for (const day of ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'])
      fireEvent.click(screen.getByRole('checkbox', { name: day }))
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    const name = screen.getByLabelText('Rule name')
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'))
    expect(document.getElementById(name.getAttribute('aria-describedby')!)?.textContent).toBe(
      'rule name cannot be empty',
    )
    const days = screen.getByRole('group', { name: 'Days' })
    expect(document.getElementById(days.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Choose at least one day',
    )
    expect(api.calls.some((call) => call.path === `${base}/save`)).toBe(false)
  })

  it('puts a refused save’s problems under the fields it names, in English and in Spanish', async () => {
    for (const [locale, messages, labels, save, expected] of [
      [
        'en',
        english,
        english_labels,
        'Save',
        { 'Most cases per run': 'From 1 to 10,000 cases', Team: 'please select a team' },
      ],
      [
        'es',
        spanish,
        {
          name: 'Nombre de la regla',
          app: 'App',
          status: 'Estado',
          overdueFrom: 'Días de atraso desde',
          overdueTo: 'Días de atraso hasta',
          holder: 'En manos de',
          team: 'Equipo',
          cap: 'Máximo de casos por ejecución',
        },
        'Guardar',
        { 'Máximo de casos por ejecución': 'De 1 a 10.000 casos', Equipo: 'Por favor seleccione un equipo' },
      ],
    ] as const) {
      cleanup()
      await clearBrowserDatabase()
      act(() => i18n.loadAndActivate({ locale, messages }))
      const { api } = addRule(() => ({
        code: 'request.invalid',
        message: 'Most cases per run: must be a whole number of cases from 1 to 10,000',
        status: 400,
        fields: [
          { field: 'cap', message: 'must be a whole number of cases from 1 to 10,000', key: 'rule.cap' },
          { field: 'toTeamId', message: 'please select a team', key: 'team.select' },
        ],
      }))
      await typeMorningRule(labels)
      fireEvent.click(screen.getByRole('button', { name: save }))
      for (const [label, problem] of Object.entries(expected)) {
        const field = screen.getByLabelText(label)
        await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'))
        expect(document.getElementById(field.getAttribute('aria-describedby')!)?.textContent).toBe(problem)
      }
      expect(api.calls.filter((call) => call.path === `${base}/save`)).toHaveLength(1)
    }
  })

  it('previews the rule as typed: what a run would do now, nothing saved', async () => {
    const { api } = addRule()
    await typeMorningRule()
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }))
    const preview = await screen.findByTestId('rule-preview')
    expect(preview.textContent).toContain('15 cases match now; a run would take 12 (its most)')
    expect(within(preview).getByRole('table', { name: 'Cases each member gets' }).textContent).toContain(
      'Diego Ramírez',
    )
    const asked = api.calls.find((call) => call.path === `${base}/preview`)?.body as Record<string, unknown>
    expect(asked).toMatchObject({ name: 'Morning S1', appId: 1, overdueMin: 1, toTeamId: 2 })
    expect(asked.clientMutationId).toBeUndefined()
    expect(api.calls.some((call) => call.path === `${base}/save`)).toBe(false)
  })
})

describe('an existing rule', () => {
  it('is filled from the rule, says that saving makes its next version, and saves it as the rule', async () => {
    const { api, memory } = show(`/cases/automatical/edit/${activeRule.id}`, {
      ruleId: String(activeRule.id),
    })
    await screen.findByRole('heading', { name: 'Edit rule New overdue to S1' })
    await waitFor(() =>
      expect((screen.getByLabelText('Rule name') as HTMLInputElement).value).toBe('New overdue to S1'),
    )
    expect(screen.getByRole('note').textContent).toBe('Saving makes version 3; the next run uses it.')
    expect((screen.getByLabelText('Overdue days to') as HTMLInputElement).value).toBe('7')
    expect(sentence()).toContain('Unpaid cases of PrestaFácil, 1 to 7 days overdue, not held by anyone')
    type('Overdue days to', '10')
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(memory.history?.at(-1)).toBe('/cases/automatical'))
    expect(api.calls.find((call) => call.path === `${base}/save`)?.body).toMatchObject({
      ruleId: 7,
      overdueMin: 1,
      overdueMax: 10,
      toTeamId: 2,
    })
  })

  it('an archived rule is read-only: a note, its fields disabled, no Save and no Preview', async () => {
    show(`/cases/automatical/edit/${archivedRule.id}`, { ruleId: String(archivedRule.id) })
    expect((await screen.findByRole('note')).textContent).toBe(
      'This rule is archived: it is read-only, and its records stay readable.',
    )
    expect(screen.getByLabelText('Rule name').matches(':disabled')).toBe(true)
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Preview' })).toBeNull()
  })
})
