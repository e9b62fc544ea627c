import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import type { LeaveRow } from '../../../contract/staffs.ts'
import { clearBrowserDatabase } from '../../../db/database.ts'
import { fakeApi } from '../../../tests/support/fakeApi.ts'
import { messages as english } from '../../locales/en/messages.po'
import { StaffBar } from './StaffBar.tsx'

const signedIn = vi.hoisted(() => ({
  user: { userId: 9, roleId: 2, timeZone: 'Africa/Lagos', menuIdList: [] },
}))
vi.mock('../../api/session.ts', () => ({ useCurrentUser: () => signedIn.user }))

const today = (workDay: boolean, clockIn: string | null = null) => ({
  data: { day: '2026-11-26', workDay, clockIn, clockOut: null },
})
const showBar = () =>
  render(
    <I18nProvider i18n={i18n}>
      <StaffBar />
    </I18nProvider>,
  )

beforeEach(async () => {
  await clearBrowserDatabase()
  i18n.loadAndActivate({ locale: 'en', messages: english })
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('the staff bar offers clocking in on working days only', () => {
  it('on a duty day before clocking in, it offers to, and clocking in says when', async () => {
    const api = fakeApi({
      '/sys/attendance/today': () => today(true),
      '/sys/attendance/clock': () => today(true, '2026-11-26T08:02:00.000Z'),
    })
    showBar()
    fireEvent.click(await screen.findByRole('button', { name: 'Clock in' }))
    expect(await screen.findByText(/^Clocked in/)).toBeTruthy()
    expect(api.calls.find((call) => call.path === '/sys/attendance/clock')?.body).toMatchObject({
      kind: 'in',
    })
  })

  it('on a day that is not a working day (a day off, leave, or no team), it does not offer it', async () => {
    const api = fakeApi({ '/sys/attendance/today': () => today(false) })
    showBar()
    await waitFor(() => expect(api.calls.map((call) => call.path)).toContain('/sys/attendance/today'))
    expect(await screen.findByRole('button', { name: 'My leave' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Clock in' })).toBeNull()
    expect(screen.queryByText('You have not clocked in today.')).toBeNull()
  })
})

const leave = (id: number, day: string, status: LeaveRow['status']): LeaveRow => ({
  id,
  memberId: 9,
  memberName: 'Tunde Bello',
  teamId: 2,
  days: [day],
  reason: 'Family',
  status,
  decidedByName: 'Adaeze Nwosu',
  requestedAt: '2026-11-20T08:00:00.000Z',
  decidedAt: '2026-11-21T08:00:00.000Z',
})

describe('a message about a leave request opens My leave on it (issue 21)', () => {
  it('opens My leave with the request named marked, and the address goes back to the page', async () => {
    fakeApi({
      '/sys/attendance/today': () => today(false),
      '/sys/leave/list': () => ({
        data: [leave(3, '2026-12-01', 'approved'), leave(4, '2026-12-08', 'rejected')],
      }),
    })
    const memory = memoryLocation({ path: '/welcome?leave=4', record: true })
    render(
      <I18nProvider i18n={i18n}>
        <Router hook={memory.hook} searchHook={memory.searchHook}>
          <StaffBar />
        </Router>
      </I18nProvider>,
    )
    const dialog = await screen.findByRole('dialog', { name: 'My leave' })
    const requests = within(dialog).getByTestId('my-leave')
    await waitFor(() => expect(within(requests).getAllByRole('listitem')).toHaveLength(2))
    const marked = within(requests)
      .getAllByRole('listitem')
      .filter((item) => item.getAttribute('aria-current') === 'true')
    expect(marked.map((item) => item.textContent)).toEqual([expect.stringContaining('Rejected')])
    expect(memory.history?.at(-1)).toBe('/welcome')
  })
})
