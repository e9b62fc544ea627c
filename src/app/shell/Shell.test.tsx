import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { Router, useLocation } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { roleIds } from '../../../contract/menus.ts'
import { fakeApi } from '../../../tests/support/fakeApi.ts'
import { sessionActor } from '../../api/session.ts'
import { useMovePage, useTabLabel } from '../../ui/pageTab.ts'
import { Shell } from './Shell.tsx'

const collector = {
  userId: 7,
  username: 'collector',
  displayName: 'Chinedu Okafor',
  roleId: roleIds.collector,
  roleName: 'Collector',
  menuIdList: [34, 93],
  cc: 'NG',
  timeZone: 'Africa/Lagos',
  teamId: null,
  teamName: null,
}

beforeAll(async () => {
  localStorage.setItem('token', 'a-session-token')
  localStorage.setItem('userInfo', JSON.stringify(collector))
  fakeApi({
    '/sys/user/current': () => ({ data: collector }),
    '/collection/message/rank': () => ({
      data: { myNum: 0, myAmt: 0, teamNum: 0, teamAmt: 0, myRank: null, currency: null },
    }),
    '/collection/message/message': () => ({ data: [] }),
    '/collection/message/notice': () => ({ data: [] }),
  })
  sessionActor.start()
  await waitFor(() => expect(sessionActor.getSnapshot().matches('signedIn')).toBe(true))
})
afterAll(() => {
  cleanup()
  sessionActor.stop()
  vi.unstubAllGlobals()
})

/**
 * A page that knows what it shows on case 154's detail route only, as the case detail does, and
 * that belongs there when opened through the sellers' route.
 */
function CasePage() {
  const [location] = useLocation()
  useTabLabel(location === '/cases/all/details/154' ? 'C00000154' : undefined)
  useMovePage(location === '/cases/seller/details/154' ? '/cases/all/details/154' : undefined)
  return <p>A case</p>
}

function renderShell(path: string) {
  const memory = memoryLocation({ path, record: true })
  const view = render(
    <I18nProvider i18n={i18n}>
      <Router hook={memory.hook}>
        <Shell>
          <CasePage />
        </Shell>
      </Router>
    </I18nProvider>,
  )
  return { memory, view }
}

const tabPaths = () => screen.getAllByRole('tab').map((tab) => tab.getAttribute('href'))
const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent)

describe('the shell', () => {
  it("shows the collector's message bar under the tabs, and not on a case's details", async () => {
    const { memory } = renderShell('/cases/collection')
    await screen.findByRole('region', { name: 'Message bar' })
    await act(() => memory.navigate('/cases/all/details/154'))
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Message bar' })).toBeNull())
    cleanup()
  })

  it('opens the detail routes at the top of its scroll area, and leaves other pages where they are', async () => {
    const memory = memoryLocation({ path: '/welcome', record: true })
    render(
      <I18nProvider i18n={i18n}>
        <Router hook={memory.hook}>
          <Shell>
            <p>A long page</p>
          </Shell>
        </Router>
      </I18nProvider>,
    )
    // The welcome tab is there once the kept tabs are read: the shell now follows the location.
    await screen.findByRole('tab', { name: 'Welcome' })
    const main = screen.getByRole('main')

    main.scrollTop = 900
    await act(() => memory.navigate('/cases/all/details/12'))
    await screen.findByRole('tab', { name: 'Case details' })
    expect(main.scrollTop).toBe(0)

    main.scrollTop = 600
    await act(() => memory.navigate('/cases/collection'))
    await screen.findByRole('tab', { name: 'Collection cases' })
    expect(main.scrollTop).toBe(600)

    await act(() => memory.navigate('/cases/seller/details/3'))
    await screen.findByRole('tab', { name: 'Seller case details' })
    expect(main.scrollTop).toBe(0)
  })

  it("a case detail's tab shows the case's number once known, and keeps it after a reload", async () => {
    cleanup()
    const first = renderShell('/cases/collection')
    await screen.findByRole('tab', { name: 'Collection cases' })
    await act(() => first.memory.navigate('/cases/all/details/154'))
    const tab = await screen.findByRole('tab', { name: 'C00000154' })
    // The whole label and the route's title on hover; the route's title is what a case not yet known shows.
    expect(tab.getAttribute('title')).toBe('C00000154 (Case details)')
    expect(tab.getAttribute('aria-selected')).toBe('true')
    await act(() => first.memory.navigate('/cases/all/details/155'))
    await screen.findByRole('tab', { name: 'Case details', selected: true })
    first.view.unmount()

    renderShell('/cases/collection')
    await screen.findByRole('tab', { name: 'C00000154' })
    expect(tabNames()).toContain('Case details')
  })

  it('a detail URL naming no case opens no tab, and no tab is marked current', async () => {
    cleanup()
    const { memory } = renderShell('/cases/collection')
    await screen.findByRole('tab', { name: 'Collection cases', selected: true })
    const before = tabNames()
    await act(() => memory.navigate('/cases/all/details/abc'))
    await act(() => memory.navigate('/cases/seller/details/12x'))
    await waitFor(() => expect(screen.queryByRole('tab', { selected: true })).toBeNull())
    expect(tabNames()).toEqual(before)
  })

  it('the current tab, its close button too, is scrolled into view of the tab strip', async () => {
    cleanup()
    const scrolled: string[] = []
    // jsdom lays nothing out and has no scrollIntoView: note which tab is asked to come into view.
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this.textContent ?? '')
    }
    const { memory } = renderShell('/cases/collection')
    await screen.findByRole('tab', { name: 'Collection cases', selected: true })
    await act(() => memory.navigate('/welcome'))
    await waitFor(() => expect(scrolled.at(-1)).toBe('Welcome×'))
    await act(() => memory.navigate('/cases/all/details/154'))
    await waitFor(() => expect(scrolled.at(-1)).toBe('C00000154×'))
    delete (Element.prototype as Partial<Element>).scrollIntoView
  })

  it('a page that belongs at another path goes there in its place, and its tab with it', async () => {
    cleanup()
    const { memory } = renderShell('/cases/collection')
    await screen.findByRole('tab', { name: 'Collection cases', selected: true })
    await act(() => memory.navigate('/cases/all/details/154'))
    await act(() => memory.navigate('/cases/collection'))
    const before = tabPaths()
    await act(() => memory.navigate('/cases/seller/details/154'))
    await screen.findByRole('tab', { name: 'C00000154', selected: true })
    expect(tabPaths()).toEqual(before)
    // The sellers' path was replaced: Back returns to the list, not to a page that leaves at once.
    expect(memory.history.slice(-2)).toEqual(['/cases/collection', '/cases/all/details/154'])
  })
})
