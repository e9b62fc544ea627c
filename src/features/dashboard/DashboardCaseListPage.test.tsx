import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { menuIds, roleIds } from '../../../contract/menus.ts'
import { clearBrowserDatabase } from '../../../db/database.ts'
import { sampleCaseRow } from '../../../tests/support/caseSamples.ts'
import { fakeApi } from '../../../tests/support/fakeApi.ts'
import { giveScrollerDesktopSize } from '../../../tests/support/scrollerSize.ts'
import { messages as english } from '../../locales/en/messages.po'
import { messages as spanish } from '../../locales/es/messages.po'
import { DashboardCaseListPage } from './DashboardCaseListPage.tsx'

giveScrollerDesktopSize('dashboard-cases-table')

const signedIn = vi.hoisted(() => ({ user: {} as Record<string, unknown> }))
vi.mock('../../api/session.ts', () => ({ useCurrentUser: () => signedIn.user }))

const leader = {
  userId: 3,
  roleId: roleIds.teamLeader,
  menuIdList: [menuIds.dashboard, menuIds.collectionDashboard],
  timeZone: 'Africa/Lagos',
  teamId: 2,
  teamName: 'Lagos S1',
}

// Two cases of one collector, in two currencies: each amount stays in its own.
const cases = [
  sampleCaseRow(41, { name: 'Adaeze Nwosu', amount: 2_500_000, paidAmount: 500_000, currency: 'NGN' }),
  sampleCaseRow(42, { name: 'Luis Pérez', amount: 150_000, paidAmount: 0, currency: 'MXN', overdueDays: 9 }),
]

function renderList(rows = cases) {
  signedIn.user = leader
  const api = fakeApi({
    '/dashboard/collection/cases/list': () => ({ data: { rows, nextCursor: null } }),
  })
  render(
    <I18nProvider i18n={i18n}>
      <DashboardCaseListPage list="today" operatorId={12} />
    </I18nProvider>,
  )
  return api
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

describe("a collection figure's case list (hoylist and the three others)", () => {
  it("asks for the member's list of the figure and shows each case opening its detail", async () => {
    const api = renderList()
    const row = await screen.findByRole('row', { name: /Adaeze Nwosu/ })
    const link = within(row).getByRole('link', { name: 'C000041' })
    expect(link.getAttribute('href')).toBe('/cases/all/details/41')
    expect(within(row).getByText('₦25,000.00')).toBeTruthy()
    expect(within(row).getByText('₦5,000.00')).toBeTruthy()
    const other = screen.getByRole('row', { name: /Luis Pérez/ })
    expect(within(other).getByText('$1,500.00 MXN')).toBeTruthy()
    const asked = api.calls.find((call) => call.path === '/dashboard/collection/cases/list')
    expect(asked?.query.get('list')).toBe('today')
    expect(asked?.query.get('operatorId')).toBe('12')
    expect(asked?.query.get('sort')).toBe('workQueue')
  })

  it('is titled by the list and the member whose cases these are, in both languages', async () => {
    renderList()
    expect(
      await screen.findByRole('heading', { name: 'Cases not completed today: Chinedu Okafor' }),
    ).toBeTruthy()
    cleanup()
    await clearBrowserDatabase()
    act(() => i18n.loadAndActivate({ locale: 'es', messages: spanish }))
    renderList()
    expect(
      await screen.findByRole('heading', { name: 'Casos no completados hoy: Chinedu Okafor' }),
    ).toBeTruthy()
    expect(screen.getByRole('columnheader', { name: /Cliente/ })).toBeTruthy()
  })

  it('says so when the figure counts no case now', async () => {
    renderList([])
    expect(await screen.findByText('No case is counted in this figure now.')).toBeTruthy()
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Cases not completed today' })).toBeTruthy(),
    )
  })
})
