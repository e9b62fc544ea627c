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
  draftRule,
  managersTeamRule,
  pausedRule,
  ruleApps,
  rulePreview,
  rulesAuditor,
  rulesLeader,
  rulesManager,
  ruleTeams,
  ruleTeamTypes,
} from '../../../tests/support/automaticRuleScreenSamples.ts'
import { type FakeAnswer, fakeApi } from '../../../tests/support/fakeApi.ts'
import { messages as english } from '../../locales/en/messages.po'
import { messages as spanish } from '../../locales/es/messages.po'
import { Toaster } from '../../ui/toast.tsx'
import AutomaticRulesPage from './AutomaticRulesPage.tsx'

const signedIn = vi.hoisted(() => ({ user: {} as Record<string, unknown> }))
vi.mock('../../api/session.ts', () => ({ useCurrentUser: () => signedIn.user }))

const base = '/collection/case/automatical'

function show(
  user: Record<string, unknown>,
  answers: Record<string, () => FakeAnswer> = {},
  address = '/cases/automatical',
) {
  signedIn.user = user
  const api = fakeApi({
    [`${base}/list`]: () => ({ data: [activeRule, draftRule, pausedRule] }),
    '/sys/menu/allApp': () => ({ data: ruleApps }),
    '/collection/case/allocation/teams': () => ({ data: ruleTeams }),
    '/sys/team/allTeamType': () => ({ data: ruleTeamTypes }),
    [`${base}/state`]: () => ({ data: { ...activeRule, state: 'paused' } }),
    [`${base}/run`]: () => ({ data: { ...activeRule.lastRun, trigger: 'manual', startedByName: 'Roberto' } }),
    [`${base}/preview`]: () => ({ data: rulePreview }),
    ...answers,
  })
  const memory = memoryLocation({ path: address })
  render(
    <I18nProvider i18n={i18n}>
      <Router hook={memory.hook} searchHook={memory.searchHook}>
        <AutomaticRulesPage />
        <Toaster />
      </Router>
    </I18nProvider>,
  )
  return api
}

const rowOf = (rule: RuleRow) => screen.findByRole('row', { name: new RegExp(rule.definition.name) })
const buttonsIn = (row: HTMLElement) =>
  within(row)
    .queryAllByRole('button')
    .map((button) => button.textContent)
const listAsked = (api: ReturnType<typeof fakeApi>) =>
  api.calls.filter((call) => call.path === `${base}/list`)

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

describe('the automatic rules (menu 21)', () => {
  it('says each rule as sentences, with its state, version, last run on the user’s clock and next run', async () => {
    show(rulesManager)
    const row = await rowOf(activeRule)
    await waitFor(() =>
      expect(row.textContent).toContain(
        'Unpaid cases of PrestaFácil, 1 to 7 days overdue, not held by anyone',
      ),
    )
    for (const said of [
      'Lucía Pérez',
      'Mon–Fri at 07:00 (Mexico City time)',
      'Allocate to Mexico City S1 by even split, at most 2,000 cases',
      'Active',
      '12 of 15 moved',
    ])
      expect(row.textContent).toContain(said)
    // 13:00 UTC is 07:00 in Mexico City, on the user's clock.
    expect(row.textContent).toMatch(/11\/27\/26, 7:00\s?AM/)
    expect(row.textContent).toMatch(/11\/30\/26, 7:00\s?AM/)
    const failed = within(await rowOf(draftRule)).getByText(/^Failed: /)
    expect(failed.textContent).toBe(
      "Failed: The rule's owner may no longer allocate these cases (disabled, or moved to another team).",
    )
    expect(failed.className).toContain('text-red')
    expect(screen.getByRole('button', { name: 'New rule' })).toBeTruthy()
  })

  it('offers what each rule’s state takes: an active one pauses and runs, a draft activates, a paused one resumes', async () => {
    show(rulesManager)
    expect(buttonsIn(await rowOf(activeRule))).toEqual(['Edit', 'Preview', 'Pause', 'Run now', '⋯'])
    expect(buttonsIn(await rowOf(draftRule))).toEqual(['Edit', 'Preview', 'Activate', 'Archive'])
    expect(buttonsIn(await rowOf(pausedRule))).toEqual(['Edit', 'Preview', 'Resume', 'Archive'])
    const records = within(await rowOf(activeRule)).getByRole('link', {
      name: 'Records of New overdue to S1',
    })
    expect(records.getAttribute('href')).toBe('/cases/automatical/records/7')
  })

  it('offers a team leader their own team’s rules only, and an auditor no change at all', async () => {
    show(rulesLeader, {
      [`${base}/list`]: () => ({ data: [activeRule, draftRule, pausedRule, managersTeamRule] }),
    })
    expect(buttonsIn(await rowOf(activeRule))).toEqual(['Edit', 'Preview', 'Pause', 'Run now', '⋯'])
    // A rule across teams is a manager's: the leader reads it and its records.
    expect(buttonsIn(await rowOf(draftRule))).toEqual([])
    // So is a manager's rule dealing the leader's own team: it runs with the manager's reach.
    expect(buttonsIn(await rowOf(managersTeamRule))).toEqual([])
    expect(within(await rowOf(draftRule)).getByRole('link', { name: /^Records of/ })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'New rule' })).toBeTruthy()

    cleanup()
    show(rulesAuditor)
    for (const rule of [activeRule, draftRule, pausedRule]) expect(buttonsIn(await rowOf(rule))).toEqual([])
    expect(screen.queryByRole('button', { name: 'New rule' })).toBeNull()
  })

  it('pauses at once, says so and asks the list again', async () => {
    const api = show(rulesManager)
    fireEvent.click(within(await rowOf(activeRule)).getByRole('button', { name: 'Pause New overdue to S1' }))
    expect(
      await within(screen.getByTestId('toasts')).findByText('Rule New overdue to S1 paused'),
    ).toBeTruthy()
    expect(api.calls.find((call) => call.path === `${base}/state`)?.body).toMatchObject({
      ruleId: 7,
      event: 'PAUSE',
    })
    await waitFor(() => expect(listAsked(api).length).toBeGreaterThan(1))
  })

  it('asks before archiving, naming the rule, and keeps a refusal in the question', async () => {
    const api = show(rulesManager, {
      [`${base}/state`]: () => ({
        code: 'automaticRule.notAllowed',
        message: 'The rule is not in a state that allows this change; refresh to see it as it is.',
        status: 409,
      }),
    })
    fireEvent.click(within(await rowOf(draftRule)).getByRole('button', { name: 'Archive Held too long' }))
    const question = await screen.findByRole('dialog')
    expect(question.textContent).toContain('Archive the rule Held too long?')
    expect(question.textContent).toContain(
      'It never runs again and cannot be changed; its records stay readable.',
    )
    expect(api.calls.some((call) => call.path === `${base}/state`)).toBe(false)
    fireEvent.click(within(question).getByRole('button', { name: 'Archive' }))
    expect((await within(question).findByRole('alert')).textContent).toContain('refresh to see it as it is')
    expect(api.calls.find((call) => call.path === `${base}/state`)?.body).toMatchObject({
      ruleId: 8,
      event: 'ARCHIVE',
    })
  })

  it('runs a rule now once asked, and says what the run moved', async () => {
    const api = show(rulesManager)
    fireEvent.click(
      within(await rowOf(activeRule)).getByRole('button', { name: 'Run now New overdue to S1' }),
    )
    const question = await screen.findByRole('dialog')
    expect(question.textContent).toContain('Run New overdue to S1 now?')
    fireEvent.click(within(question).getByRole('button', { name: 'Run now' }))
    expect(
      await within(screen.getByTestId('toasts')).findByText('New overdue to S1: 12 of 15 moved'),
    ).toBeTruthy()
    expect(api.calls.find((call) => call.path === `${base}/run`)?.body).toMatchObject({ ruleId: 7 })
  })

  it('previews a saved rule in a dialog: who would get how many, who is left out, what it would leave', async () => {
    const api = show(rulesManager)
    fireEvent.click(
      within(await rowOf(activeRule)).getByRole('button', { name: 'Preview New overdue to S1' }),
    )
    const dialog = await screen.findByRole('dialog', { name: 'Preview of New overdue to S1' })
    const preview = await within(dialog).findByTestId('rule-preview')
    expect(preview.textContent).toContain(
      '15 cases match now; a run would take 12 (its most), the rest wait for the next run.',
    )
    expect(preview.textContent).toContain('12 cases: 6 to each of 2 members.')
    expect(within(preview).getByTestId('allocation-left-out').textContent).toContain(
      'Pedro Gil · On leave today',
    )
    expect(within(preview).getByTestId('rule-preview-skipped').textContent).toContain(
      "Over the run's most: 3",
    )
    expect(within(preview).getByRole('link', { name: 'C00000154' }).getAttribute('href')).toBe(
      '/cases/all/details/154',
    )
    expect(api.calls.find((call) => call.path === `${base}/preview`)?.body).toMatchObject({
      name: 'New overdue to S1',
      overdueMin: 1,
      toTeamId: 2,
    })
  })

  it('shows archived rules when asked for them', async () => {
    const api = show(rulesManager)
    await rowOf(activeRule)
    expect(listAsked(api)[0]?.query.get('state')).toBeNull()
    fireEvent.change(screen.getByLabelText('State'), { target: { value: 'archived' } })
    await waitFor(() => expect(listAsked(api).at(-1)?.query.get('state')).toBe('archived'))
  })

  it('speaks Spanish', async () => {
    act(() => i18n.loadAndActivate({ locale: 'es', messages: spanish }))
    show(rulesManager)
    const row = await rowOf(activeRule)
    await waitFor(() =>
      expect(row.textContent).toContain(
        'Casos pendientes de PrestaFácil, con 1 a 7 días de atraso, sin responsable',
      ),
    )
    expect(row.textContent).toContain('Lun–Vie a las 07:00 (Hora de Ciudad de México)')
    expect(row.textContent).toContain('Asignar a Mexico City S1 por reparto equitativo, máximo 2.000 casos')
    expect(buttonsIn(row)).toEqual(['Editar', 'Vista previa', 'Pausar', 'Ejecutar ahora', '⋯'])
    expect(screen.getByRole('button', { name: 'Nueva regla' })).toBeTruthy()
    expect(screen.getByRole('columnheader', { name: 'Qué casos' })).toBeTruthy()
  })

  it('opened from a run’s message, marks the rule it names among the others', async () => {
    show(rulesManager, {}, `/cases/automatical?ruleId=${activeRule.id}`)
    expect((await rowOf(activeRule)).getAttribute('aria-current')).toBe('true')
    expect((await rowOf(pausedRule)).getAttribute('aria-current')).toBeNull()
  })
})
