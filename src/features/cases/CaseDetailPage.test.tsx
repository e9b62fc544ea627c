import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Route, Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import type { CaseDetail } from '../../../contract/cases.ts'
import { menuIds, roleIds } from '../../../contract/menus.ts'
import { clearBrowserDatabase } from '../../../db/database.ts'
import { sampleCaseDetail, sampleCaseRow } from '../../../tests/support/caseSamples.ts'
import { fakeApi } from '../../../tests/support/fakeApi.ts'
import { type PageTabs, PageTabsContext } from '../../ui/pageTab.ts'
import CaseDetailPage from './CaseDetailPage.tsx'

const user = {
  userId: 7,
  roleId: roleIds.collector as number,
  menuIdList: [] as number[],
  timeZone: 'Africa/Lagos',
}
vi.mock('../../api/session.ts', () => ({ useCurrentUser: () => user }))

beforeEach(async () => {
  await clearBrowserDatabase()
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

/** The detail routes as the app has them, with a shell that records what the page says of its tab. */
function openAt(path: string, detail: CaseDetail | 'offline', menuIdList: number[]) {
  user.menuIdList = menuIdList
  fakeApi({ '/collection/case/detail': () => (detail === 'offline' ? 'offline' : { data: detail }) })
  const memory = memoryLocation({ path, record: true })
  const tabs = {
    label: vi.fn<PageTabs['label']>(),
    move: vi.fn<PageTabs['move']>((_, to) => memory.navigate(to, { replace: true })),
    replace: vi.fn<PageTabs['replace']>((_, to) => memory.navigate(to)),
  }
  render(
    <I18nProvider i18n={i18n}>
      <Router hook={memory.hook}>
        <PageTabsContext.Provider value={tabs}>
          <Route path="/cases/all/details/:collOrderId">
            {(params) => <CaseDetailPage params={params as Record<string, string>} />}
          </Route>
          <Route path="/cases/seller/details/:sellOrderId">
            {(params) => <CaseDetailPage params={params as Record<string, string>} />}
          </Route>
        </PageTabsContext.Provider>
      </Router>
    </I18nProvider>,
  )
  return { memory, tabs }
}

const collectorMenus = [menuIds.cases, menuIds.allCases, menuIds.casesCollection]
const saleCase = (id: number) =>
  sampleCaseDetail(id, { row: sampleCaseRow(id, { kind: 'sale', caseNo: 'S00000088' }) })

describe('a case detail opened through the route of the other kind', () => {
  it("a collector's own case opened through the sellers' route goes to the all cases' route, tab and all", async () => {
    const { memory, tabs } = openAt('/cases/seller/details/154', sampleCaseDetail(154), collectorMenus)
    await waitFor(() =>
      expect(tabs.move).toHaveBeenCalledWith('/cases/seller/details/154', '/cases/all/details/154'),
    )
    // The sellers' route is replaced, not stacked: Back does not return to it.
    expect(memory.history).toEqual(['/cases/all/details/154'])
    await screen.findByRole('button', { name: 'Mark as deal' })
    await waitFor(() =>
      expect(tabs.label).toHaveBeenCalledWith('/cases/all/details/154', 'C000154 · Customer 154'),
    )
    expect(tabs.label).not.toHaveBeenCalledWith('/cases/seller/details/154', expect.anything())
  })

  it('a sale case opened by someone who opens no sellers\u2019 list does not exist for them', async () => {
    const { tabs } = openAt('/cases/all/details/88', saleCase(88), [menuIds.cases, menuIds.allCases])
    await screen.findByRole('heading', { name: 'This case does not exist' })
    expect(tabs.move).not.toHaveBeenCalled()
    expect(tabs.label).not.toHaveBeenCalled()
  })

  it("a sale case opened through the sellers' route is shown there and names its tab", async () => {
    const { tabs } = openAt('/cases/seller/details/88', saleCase(88), [menuIds.cases, menuIds.casesSeller])
    await screen.findByRole('button', { name: 'Mark as deal' })
    await waitFor(() =>
      expect(tabs.label).toHaveBeenCalledWith('/cases/seller/details/88', 'S00000088 · Customer 88'),
    )
    expect(tabs.move).not.toHaveBeenCalled()
  })
})

describe('a case that could not be loaded', () => {
  afterEach(() => window.history.replaceState(null, ''))

  it('is named by the number and customer its link gave, in its tab and its message', async () => {
    window.history.replaceState({ caseNo: 'C00000154', name: 'Amaka Eze' }, '')
    const { tabs } = openAt('/cases/all/details/154', 'offline', [menuIds.cases, menuIds.allCases])
    await screen.findByText(/^Case C00000154 could not be loaded/)
    await waitFor(() =>
      expect(tabs.label).toHaveBeenCalledWith('/cases/all/details/154', 'C00000154 · Amaka Eze'),
    )
  })

  it('opened from an address alone, is named by the number in its address', async () => {
    const { tabs } = openAt('/cases/all/details/154', 'offline', [menuIds.cases, menuIds.allCases])
    await screen.findByText(/^Case #154 could not be loaded/)
    await waitFor(() => expect(tabs.label).toHaveBeenCalledWith('/cases/all/details/154', 'Case #154'))
  })
})
