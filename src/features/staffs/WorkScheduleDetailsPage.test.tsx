import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Link, Router, useLocation } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { menuIds, roleIds } from '../../../contract/menus.ts'
import type { MonthScheduleAnswer } from '../../../contract/staffs.ts'
import { clearBrowserDatabase } from '../../../db/database.ts'
import { fakeApi } from '../../../tests/support/fakeApi.ts'
import { messages as english } from '../../locales/en/messages.po'
import { messages as spanish } from '../../locales/es/messages.po'
import { askBeforeLeaving } from '../../ui/useLeaveGuard.ts'
import WorkScheduleDetailsPage from './WorkScheduleDetailsPage.tsx'

const leader = {
  userId: 1,
  username: 'leader',
  displayName: 'Adaeze Nwosu',
  roleId: roleIds.teamLeader,
  roleName: 'Team leader',
  menuIdList: [menuIds.workSchedules, menuIds.workScheduleDetails],
  cc: '234',
  timeZone: 'Africa/Lagos',
  teamId: 3,
  teamName: 'Lagos S1 Collection',
}
vi.mock('../../api/session.ts', () => ({ useCurrentUser: () => leader }))

/** The month asked for, every day of it still ahead and a working day for the one member. */
function monthOf(month: string): MonthScheduleAnswer {
  const dates = Array.from({ length: 28 }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`)
  return {
    team: { id: 3, name: 'Lagos S1 Collection', dutyDays: [1, 2, 3, 4, 5, 6, 7] },
    month,
    dates,
    today: dates[0]!,
    rows: [
      {
        memberId: 5,
        name: 'Tunde Bello',
        roleName: 'Collector',
        cells: dates.map((date) => ({ date, day: 'work', editable: true, set: false })),
      },
    ],
  }
}

const here = '/staffs/workschedules/details/3'
function Where() {
  const [location] = useLocation()
  return <p data-testid="location">{location}</p>
}
/** The page as the shell holds it: a menu link to another page, and its tag tab with a close button. */
function show() {
  const { hook, navigate } = memoryLocation({ path: here })
  render(
    <I18nProvider i18n={i18n}>
      <Router hook={hook}>
        <Link href="/cases/index">Case list</Link>
        <button type="button" data-leaves-page={here} onClick={() => navigate('/welcome')}>
          Close the tab
        </button>
        <Where />
        <WorkScheduleDetailsPage params={{ teamId: '3' }} />
      </Router>
    </I18nProvider>,
  )
}
const location = () => screen.getByTestId('location').textContent

beforeEach(async () => {
  await clearBrowserDatabase()
  i18n.load({ en: english, es: spanish })
  i18n.activate('en')
  fakeApi({ '/sys/schedule/month': (query) => ({ data: monthOf(query.get('month')!) }) })
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

/** Changes the first day of the month on screen to leave. */
async function changeADay() {
  const cell = await screen.findByRole('button', { name: /^Tunde Bello, \d{4}-\d{2}-01: Work$/ })
  fireEvent.click(cell)
  fireEvent.click(within(screen.getByRole('menu')).getByRole('menuitemradio', { name: 'Leave' }))
  expect(screen.getByText('1 day changed')).toBeTruthy()
}

describe('leaving the schedule with changes not saved', () => {
  it('a menu link asks first; staying keeps the change, leaving goes where the link pointed', async () => {
    show()
    await changeADay()
    fireEvent.click(screen.getByRole('link', { name: 'Case list' }))
    const asking = screen.getByRole('dialog', { name: 'Leave without saving your schedule changes?' })
    expect(within(asking).getByText('1 day changed on screen will be lost.')).toBeTruthy()
    expect(location()).toBe(here)
    fireEvent.click(within(asking).getByRole('button', { name: 'Stay on the schedule' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(screen.getByText('1 day changed')).toBeTruthy()

    fireEvent.click(screen.getByRole('link', { name: 'Case list' }))
    fireEvent.click(screen.getByRole('button', { name: 'Leave without saving' }))
    expect(location()).toBe('/cases/index')
  })

  it('closing its tab asks too, and so does the browser when the tab or window closes', async () => {
    show()
    await changeADay()
    const unload = new Event('beforeunload', { cancelable: true })
    window.dispatchEvent(unload)
    expect(unload.defaultPrevented).toBe(true)
    fireEvent.click(screen.getByRole('button', { name: 'Close the tab' }))
    expect(location()).toBe(here)
    fireEvent.click(screen.getByRole('button', { name: 'Leave without saving' }))
    expect(location()).toBe('/welcome')
  })

  it('signing out asks too: staying keeps the change, leaving signs out', async () => {
    show()
    await changeADay()
    const signOut = vi.fn()
    act(() => askBeforeLeaving(signOut))
    expect(screen.getByRole('dialog', { name: 'Leave without saving your schedule changes?' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Stay on the schedule' }))
    expect(signOut).not.toHaveBeenCalled()
    expect(screen.getByText('1 day changed')).toBeTruthy()
    act(() => askBeforeLeaving(signOut))
    fireEvent.click(screen.getByRole('button', { name: 'Leave without saving' }))
    expect(signOut).toHaveBeenCalledOnce()
  })

  it('with nothing changed, signing out is not held', async () => {
    show()
    await screen.findByRole('button', { name: /^Tunde Bello, \d{4}-\d{2}-01: Work$/ })
    const signOut = vi.fn()
    askBeforeLeaving(signOut)
    expect(signOut).toHaveBeenCalledOnce()
  })

  it('nothing changed, nothing is asked', async () => {
    show()
    await screen.findByRole('button', { name: /^Tunde Bello, \d{4}-\d{2}-01: Work$/ })
    const unload = new Event('beforeunload', { cancelable: true })
    window.dispatchEvent(unload)
    expect(unload.defaultPrevented).toBe(false)
    fireEvent.click(screen.getByRole('link', { name: 'Case list' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(location()).toBe('/cases/index')
  })

  it('asks in Spanish', async () => {
    i18n.activate('es')
    show()
    const cell = await screen.findByRole('button', { name: /^Tunde Bello, \d{4}-\d{2}-01: Trabajo$/ })
    fireEvent.click(cell)
    fireEvent.click(within(screen.getByRole('menu')).getByRole('menuitemradio', { name: 'Descanso' }))
    fireEvent.click(screen.getByRole('link', { name: 'Case list' }))
    const asking = screen.getByRole('dialog', { name: '¿Salir sin guardar los cambios del horario?' })
    expect(within(asking).getByText('Se perderá 1 día cambiado en pantalla.')).toBeTruthy()
    expect(within(asking).getByRole('button', { name: 'Salir sin guardar' })).toBeTruthy()
  })
})

describe('the browser’s back button with changes not saved', () => {
  const start = window.location.href
  afterEach(() => window.history.replaceState(null, '', start))

  it('puts the schedule back and asks; leaving goes where the browser was going', async () => {
    window.history.pushState(null, '', here)
    render(
      <I18nProvider i18n={i18n}>
        <Router>
          <Where />
          <WorkScheduleDetailsPage params={{ teamId: '3' }} />
        </Router>
      </I18nProvider>,
    )
    await changeADay()
    // What the browser does on back: the address is the page before, then popstate is told.
    window.history.replaceState(null, '', '/staffs/workschedules')
    await act(async () => window.dispatchEvent(new PopStateEvent('popstate')))
    expect(location()).toBe(here)
    expect(screen.getByText('1 day changed')).toBeTruthy()
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Leave without saving' })))
    expect(location()).toBe('/staffs/workschedules')
  })
})
