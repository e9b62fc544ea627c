import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act, cleanup, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { CaseFilterChoices, CaseFilters } from '../../../contract/cases.ts'
import type { Team, TeamType } from '../../../contract/system.ts'
import { clearBrowserDatabase } from '../../../db/database.ts'
import { type FakeAnswer, fakeApi } from '../../../tests/support/fakeApi.ts'
import { keepLeaderList } from '../../api/leaderList.ts'
import { messages as english } from '../../locales/en/messages.po'
import { messages as spanish } from '../../locales/es/messages.po'
import { CaseListFilters, filtersInForce } from './CaseListFilters.tsx'
import { useCaseFilterChoices } from './useCaseFilterChoices.ts'

vi.mock('../../api/session.ts', () => ({
  useCurrentUser: () => ({ userId: 7, roleId: 4, menuIdList: [34, 89], timeZone: 'America/Mexico_City' }),
}))

const collection: TeamType = { id: 1, code: 'collection', name: 'Collection' }
const teamChoices: CaseFilterChoices = {
  owners: [
    { id: 3, name: 'Chinedu Okafor' },
    { id: 9, name: 'Tunde Bello' },
  ],
  teamTypes: [collection],
}

function serverOffers(answer: FakeAnswer) {
  return fakeApi({
    '/collection/case/filterChoices': () => answer,
    '/sys/menu/allApp': () => ({ data: [] }),
  })
}

beforeEach(async () => {
  await clearBrowserDatabase()
  serverOffers({ data: { owners: [], teamTypes: [] } })
  // 21:00 on 10 March in Mexico City is already 11 March in UTC, the test browser's zone.
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-03-11T03:00:00Z'))
})

afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  i18n.loadAndActivate({ locale: 'en', messages: english })
})

function renderFilters(filters: CaseFilters = {}) {
  const onApply = vi.fn()
  render(
    <I18nProvider i18n={i18n}>
      <FiltersWithChoices filters={filters} onApply={onApply} />
    </I18nProvider>,
  )
  return onApply
}

/** The filters as the list page gives them: with the choices it holds. */
function FiltersWithChoices(props: { filters: CaseFilters; onApply: (filters: CaseFilters) => void }) {
  const choices = useCaseFilterChoices([34, 89], true)
  return <CaseListFilters {...props} moreShown onMoreShownChange={() => {}} {...choices} />
}

const optionsOf = (label: string) =>
  [...(screen.getByLabelText(label) as HTMLSelectElement).options].map((option) => option.text)

const field = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement
const type = (label: string | RegExp, value: string) => fireEvent.change(field(label), { target: { value } })
const search = () =>
  act(async () => fireEvent.click(screen.getByRole('button', { name: /^(Search|Buscar)$/ })))
const alerts = () => screen.queryAllByRole('alert').map((alert) => alert.textContent)

describe('the allocated range of the case filters', () => {
  it('a start without an end is refused with the rule, and nothing is applied', async () => {
    const onApply = renderFilters()
    type('Allocated: from', '2026-03-01')
    await search()
    expect(alerts()).toEqual(['a range needs both ends, a start and an end'])
    expect(onApply).not.toHaveBeenCalled()
  })

  it('an end without a start is refused too, in Spanish for a Spanish user', async () => {
    i18n.loadAndActivate({ locale: 'es', messages: spanish })
    const onApply = renderFilters()
    type('Asignado: hasta', '2026-03-01')
    await search()
    expect(alerts()).toEqual(['Un rango necesita ambos extremos, un inicio y un final'])
    expect(onApply).not.toHaveBeenCalled()
  })

  it('a start after the end is refused', async () => {
    const onApply = renderFilters()
    type('Allocated: from', '2026-03-05')
    type('Allocated: to', '2026-03-01')
    await search()
    expect(alerts()).toEqual(['the start cannot be after the end'])
    expect(onApply).not.toHaveBeenCalled()
  })

  it("offers days up to today on the user's clock, not the browser's", () => {
    renderFilters()
    fireEvent.click(screen.getByRole('button', { name: 'Choose Allocated' }))
    const day = (date: string) => document.querySelector(`[data-day="${date}"]`)
    // 03:00 UTC on the 11th is still the 10th in Mexico City: the 10th is today there, the 11th not yet.
    expect(day('2026-03-10')?.getAttribute('data-today')).toBe('true')
    expect(day('2026-03-10')?.hasAttribute('data-disabled')).toBe(false)
    expect(day('2026-03-11')?.getAttribute('data-disabled')).toBe('true')
  })

  it('a day after her today, typed in, is refused; her today itself is taken', async () => {
    const onApply = renderFilters()
    type('Allocated: from', '2026-03-10')
    type('Allocated: to', '2026-03-11')
    await search()
    expect(alerts()).toEqual(['A day after today cannot be chosen'])
    expect(onApply).not.toHaveBeenCalled()
    type('Allocated: to', '2026-03-10')
    await search()
    expect(alerts()).toEqual([])
    expect(onApply).toHaveBeenCalledWith({ allocatedFrom: '2026-03-10', allocatedTo: '2026-03-10' })
  })
})

describe('the owner and team type filters', () => {
  it("offer a team leader her team's owners from the server, and apply the one she picks", async () => {
    serverOffers({ data: teamChoices })
    const onApply = renderFilters({})
    await waitFor(() => expect(optionsOf('Owner')).toEqual(['Any', 'Chinedu Okafor', 'Tunde Bello']))
    expect(optionsOf('Team type')).toEqual(['Any', 'Collection'])
    fireEvent.change(screen.getByLabelText('Owner'), { target: { value: '9' } })
    fireEvent.change(screen.getByLabelText('Team type'), { target: { value: '1' } })
    await search()
    expect(onApply).toHaveBeenCalledWith({ ownerId: 9, teamTypeId: 1 })
  })

  it('are not there for someone offered no choice (a collector, who sees only her own cases)', async () => {
    const { calls } = serverOffers({ data: { owners: [], teamTypes: [] } })
    renderFilters()
    await waitFor(() => expect(calls.map((call) => call.path)).toContain('/collection/case/filterChoices'))
    await act(async () => {})
    expect(screen.queryByLabelText('Owner')).toBeNull()
    expect(screen.queryByLabelText('Team type')).toBeNull()
  })

  it('still show a filter in force when the choices cannot be had (offline), so it can be cleared', async () => {
    serverOffers('offline')
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const onApply = renderFilters({ ownerId: 9 })
    await act(async () => {})
    expect(optionsOf('Owner')).toEqual(['Any', 'Owner no. 9'])
    fireEvent.change(screen.getByLabelText('Owner'), { target: { value: '' } })
    await search()
    expect(onApply).toHaveBeenCalledWith({})
  })

  it("take team types from the cases' choices, not the staff area's list, and keep them for offline", async () => {
    const { calls } = serverOffers({ data: teamChoices })
    const page = renderHook(() => useCaseFilterChoices([34, 89], true))
    await waitFor(() => expect(page.result.current.teamTypes).toEqual([collection]))
    expect(calls.map((call) => call.path)).not.toContain('/sys/team/allTeamType')
    page.unmount()
    // Next time, with the server out of reach, the kept choices are offered.
    serverOffers('offline')
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    renderFilters()
    await waitFor(() => expect(optionsOf('Owner')).toEqual(['Any', 'Chinedu Okafor', 'Tunde Bello']))
  })
})

describe('the search field', () => {
  it('shows its maximum length and counts what is typed', () => {
    renderFilters({ search: 'mar' })
    expect(field('Case no, name or phone').maxLength).toBe(40)
    expect(screen.getByTestId('field-count').textContent).toBe('3 / 40')
    type('Case no, name or phone', 'María Hernández')
    expect(screen.getByTestId('field-count').textContent).toBe('15 / 40')
  })
})

describe('the more options toggle', () => {
  const renderBar = (moreShown: boolean, filters: CaseFilters) => {
    const onMoreShownChange = vi.fn()
    render(
      <I18nProvider i18n={i18n}>
        <CaseListFilters
          filters={filters}
          onApply={() => {}}
          moreShown={moreShown}
          onMoreShownChange={onMoreShownChange}
          apps={[]}
          teamTypes={[]}
          owners={[]}
        />
      </I18nProvider>,
    )
    return onMoreShownChange
  }

  it('says what it will do, and counts the filters in force that it hides', () => {
    const onMoreShownChange = renderBar(false, { search: 'Ana', deal: 'yes', overdueMin: 3, overdueMax: 9 })
    const toggle = screen.getByRole('button', { name: /^More options/ })
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    // The deal and the overdue range (one filter, two ends); the search shows anyway.
    expect(toggle.textContent).toContain('2')
    expect(screen.queryByLabelText('Deal')).toBeNull()
    fireEvent.click(toggle)
    expect(onMoreShownChange).toHaveBeenCalledWith(true)
  })

  it('offers fewer options once they show, with nothing to count', () => {
    const onMoreShownChange = renderBar(true, { deal: 'yes' })
    const toggle = screen.getByRole('button', { name: /^Fewer options/ })
    expect(toggle.getAttribute('aria-expanded')).toBe('true')
    expect(toggle.textContent).not.toMatch(/\d/)
    screen.getByLabelText('Deal')
    fireEvent.click(toggle)
    expect(onMoreShownChange).toHaveBeenCalledWith(false)
  })

  it('counts a range as one filter', () => {
    expect(
      filtersInForce({
        search: 'Ana',
        allocatedFrom: '2026-03-01',
        allocatedTo: '2026-03-05',
        overdueMax: 9,
      }),
    ).toEqual({ all: 3, more: 2 })
    expect(filtersInForce({})).toEqual({ all: 0, more: 0 })
  })
})

/** The filters of a manager, who reads the teams (menu 1): the team-leader filter is theirs. */
function ManagerFilters(props: { onApply: (filters: CaseFilters) => void }) {
  const choices = useCaseFilterChoices([1, 34, 89], true)
  return <CaseListFilters filters={{}} moreShown onMoreShownChange={() => {}} {...props} {...choices} />
}

describe('the team-leader filter (spec section 6)', () => {
  const team = (id: number, name: string, leaderName: string): Team => ({
    id,
    name,
    teamTypeId: 1,
    teamTypeCode: 'collection',
    teamTypeName: 'Collection',
    leaderId: leaderName ? id * 10 : null,
    leaderName,
    managerId: null,
    managerName: '',
    dutyDays: [1, 2, 3, 4, 5],
    memberCount: 3,
  })

  it('offers the teams of the leaderList kept in the browser, offline too, and applies the one chosen', async () => {
    await keepLeaderList([team(4, 'Lagos S1 Collection', 'Adaeze Nwosu'), team(5, 'Night Shift', '')])
    fakeApi({
      '/collection/case/filterChoices': () => 'offline',
      '/sys/menu/allApp': () => 'offline',
      '/sys/team/all': () => 'offline',
    })
    const onApply = vi.fn()
    render(
      <I18nProvider i18n={i18n}>
        <ManagerFilters onApply={onApply} />
      </I18nProvider>,
    )
    await waitFor(() =>
      expect(optionsOf('Team (leader)')).toEqual(['Any', 'Lagos S1 Collection · Adaeze Nwosu']),
    )
    fireEvent.change(screen.getByLabelText('Team (leader)'), { target: { value: '4' } })
    await search()
    expect(onApply).toHaveBeenCalledWith({ teamId: 4 })
  })

  it('follows the teams the server answers: a team given a leader since shows', async () => {
    await keepLeaderList([team(4, 'Lagos S1 Collection', 'Adaeze Nwosu')])
    fakeApi({
      '/collection/case/filterChoices': () => ({ data: { owners: [], teamTypes: [] } }),
      '/sys/menu/allApp': () => ({ data: [] }),
      '/sys/team/all': () => ({
        data: [team(4, 'Lagos S1 Collection', 'Adaeze Nwosu'), team(5, 'Night Shift', 'Tunde Bello')],
      }),
    })
    render(
      <I18nProvider i18n={i18n}>
        <ManagerFilters onApply={vi.fn()} />
      </I18nProvider>,
    )
    await waitFor(() =>
      expect(optionsOf('Team (leader)')).toEqual([
        'Any',
        'Lagos S1 Collection · Adaeze Nwosu',
        'Night Shift · Tunde Bello',
      ]),
    )
  })
})
