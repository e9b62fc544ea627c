import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { dashboardFigures } from '../../../contract/dashboardFigures.ts'
import { clearBrowserDatabase } from '../../../db/database.ts'
import { statementOf } from '../../../tests/support/dashboardSamples.ts'
import { fakeApi } from '../../../tests/support/fakeApi.ts'
import { messages as english } from '../../locales/en/messages.po'
import { messages as spanish } from '../../locales/es/messages.po'
import PerformanceStatementPage from './PerformanceStatementPage.tsx'

const collector = { userId: 7, roleId: 2, teamId: 4, menuIdList: [66, 87, 92], timeZone: 'Africa/Lagos' }
const manager = {
  userId: 1,
  roleId: 1,
  teamId: null,
  menuIdList: [1, 66, 87, 88, 92],
  timeZone: 'America/Mexico_City',
}
const signedIn = vi.hoisted(() => ({ user: {} as Record<string, unknown> }))
vi.mock('../../api/session.ts', () => ({ useCurrentUser: () => signedIn.user }))

const teams = [
  { id: 4, name: 'Lagos S1 Collection', teamTypeCode: 'collection' },
  { id: 5, name: 'CDMX S2 Collection', teamTypeCode: 'collection' },
  { id: 6, name: 'CDMX Sales', teamTypeCode: 'sales' },
].map((team) => ({
  ...team,
  teamTypeId: 1,
  teamTypeName: 'Collection',
  leaderId: null,
  leaderName: '',
  managerId: null,
  managerName: '',
  dutyDays: [1],
  memberCount: 3,
}))

beforeEach(async () => {
  signedIn.user = collector
  await clearBrowserDatabase()
})
afterEach(() => {
  vi.unstubAllGlobals()
  act(() => i18n.loadAndActivate({ locale: 'en', messages: english }))
})

function renderStatement() {
  const memory = memoryLocation({ path: '/dashboard/index', record: true })
  const view = render(
    <I18nProvider i18n={i18n}>
      <Router hook={memory.hook}>
        <PerformanceStatementPage />
      </Router>
    </I18nProvider>,
  )
  return { ...view, memory }
}

const tile = (name: string) => screen.getByRole('region', { name })
const tableRows = (name: string) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent))

describe('the performance statement', () => {
  it('shows a collector their cases, each figure’s definition as its tooltip, and opens the lists they count', async () => {
    fakeApi({ '/dashboard/performance/statement': () => ({ data: statementOf() }) })
    const { memory } = renderStatement()
    const today = await screen.findByRole('link', { name: /Unfinished, allocated today/ })
    expect(today.textContent).toContain('4')
    expect(today.getAttribute('title')).toBe(dashboardFigures.unfinishedToday.definition.en)
    expect(screen.getByRole('link', { name: /Expiring within 24 hours/ }).getAttribute('href')).toBe(
      '/dashboard/collection/cases/horaslist/7',
    )
    expect(tile('Finished this salary period').textContent).toContain('9')
    expect(tile('Finished this salary period').getAttribute('title')).toBe(
      dashboardFigures.finishedThisSalaryPeriod.definition.en,
    )
    // Money one line per currency, never summed.
    expect(tile('Repaid this week').textContent).toBe(
      'Repaid this week$1,725.00 MXN1 repayment₦90,000.005 repayments' +
        dashboardFigures.repaidAmount.definition.en,
    )
    fireEvent.click(screen.getByRole('link', { name: /Unfinished, allocated this week/ }))
    expect(memory.history?.at(-1)).toBe('/dashboard/collection/cases/semanalist/7')
  })

  it('leads with the cases in the standard statement and plots finished cases and calls', async () => {
    fakeApi({ '/dashboard/performance/statement': () => ({ data: statementOf() }) })
    renderStatement()
    await screen.findByTestId('statement-standard')
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Cases',
      'Money repaid',
      'Ranks by finished cases',
    ])
    expect(tableRows('This salary period, day by day')).toEqual([
      ['Day', 'Finished cases', 'Calls'],
      ['Nov 25', '2', '30'],
      ['Nov 26', '1', '41'],
    ])
  })

  it('leads a Lagos collector with the money repaid, and plots it with WhatsApp messages beside calls', async () => {
    fakeApi({ '/dashboard/performance/statement': () => ({ data: statementOf({ variant: 'ngpk' }) }) })
    renderStatement()
    await screen.findByTestId('statement-ngpk')
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Money repaid',
      'Cases',
      'Ranks by finished cases',
    ])
    expect(tableRows('This salary period, day by day')).toEqual([
      ['Day', 'Repaid (NGN)', 'WhatsApp messages', 'Calls', 'Finished cases'],
      ['Nov 25', '₦15,000.00', '12', '30', '2'],
      ['Nov 26', '₦0.00', '20', '41', '1'],
    ])
  })

  it('shows the ranks of each window with the collector’s own', async () => {
    fakeApi({ '/dashboard/performance/statement': () => ({ data: statementOf() }) })
    renderStatement()
    const week = await screen.findByTestId('rank-thisWeek')
    expect(week.textContent).toContain('Your rank: 3 of 12')
    // One team's people: no team column.
    expect(tableRows('Ranks: This week')).toEqual([
      ['Rank', 'Name', 'Finished', 'Points'],
      ['3', 'Chinedu Okafor', '9', '214'],
    ])
    expect(screen.getByTestId('rank-allS1').textContent).toContain('Not ranked here')
    expect(screen.getByTestId('figure-settings').textContent).toContain('Prime time: 09:00 to 13:00')
  })

  it('names each one’s team where a window ranks people of several teams', async () => {
    const [yesterday, thisWeek, salaryPeriod, allS1] = statementOf().ranks
    const row = { rank: 1, finishedCases: 12, workPerformancePoint: 150 }
    const ranks = [
      yesterday!,
      thisWeek!,
      salaryPeriod!,
      {
        ...allS1!,
        rows: [
          { ...row, personId: 8, name: 'Tunde Bello', teamName: 'Lagos S1 Collection' },
          { ...row, personId: 9, name: 'Ana Torres', teamName: 'CDMX S1 Collection' },
        ],
      },
    ]
    fakeApi({ '/dashboard/performance/statement': () => ({ data: statementOf({ ranks }) }) })
    renderStatement()
    await screen.findByTestId('rank-allS1')
    expect(tableRows('Ranks: All S1 teams, this salary period')).toEqual([
      ['Rank', 'Name', 'Team', 'Finished', 'Points'],
      ['1', 'Tunde Bello', 'Lagos S1 Collection', '12', '150'],
      ['1', 'Ana Torres', 'CDMX S1 Collection', '12', '150'],
    ])
    expect(tableRows('Ranks: Yesterday')[0]).toEqual(['Rank', 'Name', 'Finished', 'Points'])
  })

  it('speaks Spanish: figures’ names and definitions', async () => {
    act(() => i18n.loadAndActivate({ locale: 'es', messages: spanish }))
    fakeApi({ '/dashboard/performance/statement': () => ({ data: statementOf() }) })
    renderStatement()
    const today = await screen.findByRole('link', { name: /Sin terminar, asignados hoy/ })
    expect(today.getAttribute('title')).toBe(dashboardFigures.unfinishedToday.definition.es)
    expect(tile('Pagado esta semana').textContent).toContain('5 pagos')
    expect(screen.getByTestId('rank-thisWeek').textContent).toContain('Su lugar: 3 de 12')
  })

  it('opens from the copy kept in the browser when the server cannot be reached, saying how old it is', async () => {
    fakeApi({ '/dashboard/performance/statement': () => ({ data: statementOf() }) })
    const first = renderStatement()
    await screen.findByTestId('statement-standard')
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Refresh' })).toHaveProperty('disabled', false),
    )
    first.unmount()

    fakeApi({ '/dashboard/performance/statement': () => 'offline' })
    renderStatement()
    expect((await screen.findByTestId('freshness')).textContent).toContain('The server cannot be reached')
    expect(screen.getByRole('link', { name: /Unfinished, allocated today/ }).textContent).toContain('4')
  })

  it('lets a manager narrow the statement to a team, and keeps the team for the screen', async () => {
    signedIn.user = manager
    const api = fakeApi({
      '/dashboard/performance/statement': (query) => ({
        data: statementOf({
          scope: query.get('teamId')
            ? { kind: 'team', id: 5, name: 'CDMX S2 Collection' }
            : { kind: 'operation', id: null, name: null },
        }),
      }),
      '/sys/team/all': () => ({ data: teams }),
    })
    const first = renderStatement()
    const chooser = await screen.findByLabelText('Team')
    await waitFor(() =>
      expect([...(chooser as HTMLSelectElement).options].map((option) => option.text)).toEqual([
        'Every team',
        'Lagos S1 Collection',
        'CDMX S2 Collection',
      ]),
    )
    expect((await screen.findByTestId('figures-as-of')).textContent).toContain('The whole operation')
    fireEvent.change(chooser, { target: { value: '5' } })
    await waitFor(() =>
      expect(screen.getByTestId('figures-as-of').textContent).toContain('CDMX S2 Collection'),
    )
    expect(
      api.calls
        .filter((call) => call.path === '/dashboard/performance/statement')
        .at(-1)
        ?.query.get('teamId'),
    ).toBe('5')
    // A team's figure opens the collection dashboard, where each member's list is.
    expect(screen.getByRole('link', { name: /Unfinished, allocated today/ }).getAttribute('href')).toBe(
      '/dashboard/collection',
    )
    first.unmount()

    renderStatement()
    await waitFor(() => expect((screen.getByLabelText('Team') as HTMLSelectElement).value).toBe('5'))
  })
})
