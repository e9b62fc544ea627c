import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { clearBrowserDatabase } from '../../../db/database.ts'
import {
  activeRule,
  detailOf,
  failedRun,
  lastRun,
  ruleApps,
  rulesAuditor,
  ruleTeams,
  ruleTeamTypes,
  runCases,
} from '../../../tests/support/automaticRuleScreenSamples.ts'
import { type FakeAnswer, fakeApi } from '../../../tests/support/fakeApi.ts'
import { giveScrollerDesktopSize } from '../../../tests/support/scrollerSize.ts'
import { messages as english } from '../../locales/en/messages.po'
import { messages as spanish } from '../../locales/es/messages.po'
import RuleRecordsPage from './RuleRecordsPage.tsx'

giveScrollerDesktopSize('rule-runs-table', 'run-cases-table')

const signedIn = vi.hoisted(() => ({ user: {} as Record<string, unknown> }))
vi.mock('../../api/session.ts', () => ({ useCurrentUser: () => signedIn.user }))

const base = '/collection/case/automatical'

function show(detail: () => FakeAnswer = () => ({ data: detailOf(activeRule) })) {
  signedIn.user = rulesAuditor
  const api = fakeApi({
    '/sys/menu/allApp': () => ({ data: ruleApps }),
    '/collection/case/allocation/teams': () => ({ data: ruleTeams }),
    '/sys/team/allTeamType': () => ({ data: ruleTeamTypes }),
    [`${base}/detail`]: detail,
    [`${base}/records`]: () => ({ data: { rows: [lastRun, failedRun], nextCursor: null } }),
    [`${base}/records/cases`]: (query) => ({
      data: {
        rows: runCases.filter((each) => !query.get('outcome') || each.outcome === query.get('outcome')),
        nextCursor: null,
      },
    }),
  })
  render(
    <I18nProvider i18n={i18n}>
      <RuleRecordsPage params={{ ruleId: String(activeRule.id) }} />
    </I18nProvider>,
  )
  return api
}

const runRow = async (text: RegExp) =>
  within(await screen.findByTestId('rule-runs-table')).findByRole('row', { name: text })

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

describe("a rule's execution records", () => {
  it('heads them with the rule as it stands and its versions, newest first', async () => {
    const api = show()
    expect(await screen.findByRole('heading', { name: 'Records of New overdue to S1' })).toBeTruthy()
    const rule = screen.getByRole('region', { name: 'The rule' })
    await waitFor(() =>
      expect(within(rule).getByTestId('rule-sentence').textContent).toContain(
        'Unpaid cases of PrestaFácil, 1 to 7 days overdue, not held by anyone',
      ),
    )
    expect(rule.textContent).toContain('Active')
    const versions = within(rule).getAllByRole('row')
    expect(versions[1]?.textContent).toContain('Roberto Castillo')
    expect(versions[1]?.textContent).toMatch(/^2/)
    expect(versions[2]?.textContent).toContain('Lucía Pérez')
    expect(api.calls.find((call) => call.path === `${base}/records`)?.query.get('ruleId')).toBe('7')
  })

  it('lists each run: when and why it started, its version, what it matched, moved and left, how it ended', async () => {
    show()
    const scheduled = await runRow(/Scheduled for 07:00/)
    for (const said of [
      '11/27/26',
      '15',
      '12',
      '3 (Already with that member: 2, Closed meanwhile: 1)',
      'Finished',
      '3.4 s',
    ])
      expect(scheduled.textContent).toContain(said)
    const byHand = await runRow(/By hand, by Roberto Castillo/)
    expect(byHand.textContent).toContain('Failed')
    expect(byHand.textContent).toContain("The rule's owner may no longer allocate these cases")
  })

  it('opens a run’s cases, each linking to its case, and narrows them by outcome', async () => {
    const api = show()
    const scheduled = await runRow(/Scheduled for 07:00/)
    fireEvent.click(within(scheduled).getByRole('button', { name: /^Cases of the run of/ }))
    const dialog = await screen.findByRole('dialog')
    const moved = await within(dialog).findByRole('row', { name: /C00000154/ })
    expect(moved.textContent).toContain('Moved')
    expect(moved.textContent).toContain('Diego Ramírez')
    expect(within(moved).getByRole('link', { name: 'C00000154' }).getAttribute('href')).toBe(
      '/cases/all/details/154',
    )
    const skipped = within(dialog).getByRole('row', { name: /C00000160/ })
    expect(skipped.textContent).toContain('Closed meanwhile')
    expect(skipped.textContent).toContain('Ana Torres')
    const asked = () => api.calls.filter((call) => call.path === `${base}/records/cases`)
    expect(asked()[0]?.query.get('runId')).toBe(lastRun.id)

    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Outcome' }), {
      target: { value: 'skipped' },
    })
    await waitFor(() => expect(asked().at(-1)?.query.get('outcome')).toBe('skipped'))
    await waitFor(() => expect(within(dialog).queryByRole('row', { name: /C00000154/ })).toBeNull())
    expect(within(dialog).getByRole('row', { name: /C00000160/ })).toBeTruthy()
  })

  it('says why when the rule may not be read, rather than loading for ever', async () => {
    show(() => ({
      code: 'automaticRule.outOfReach',
      message: 'This rule works in a team you do not lead.',
      status: 403,
    }))
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The rule could not be loaded: This rule works in a team you do not lead.',
    )
  })

  it('speaks Spanish', async () => {
    act(() => i18n.loadAndActivate({ locale: 'es', messages: spanish }))
    show()
    expect(await screen.findByRole('heading', { name: 'Registros de New overdue to S1' })).toBeTruthy()
    const scheduled = await runRow(/Programada para las 07:00/)
    expect(scheduled.textContent).toContain('Finalizada')
    expect(await runRow(/A mano, por Roberto Castillo/)).toBeTruthy()
  })
})
