import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { menuIds, roleIds } from '../../../contract/menus.ts'
import type { LeaveRow } from '../../../contract/staffs.ts'
import { clearBrowserDatabase } from '../../../db/database.ts'
import { fakeApi } from '../../../tests/support/fakeApi.ts'
import WorkSchedulePage from './WorkSchedulePage.tsx'

const leader = {
  userId: 1,
  username: 'leader',
  displayName: 'Adaeze Nwosu',
  roleId: roleIds.teamLeader,
  roleName: 'Team leader',
  menuIdList: [menuIds.workSchedules],
  cc: '234',
  timeZone: 'Africa/Lagos',
  teamId: 10,
  teamName: 'Lagos S1 Collection',
}
vi.mock('../../api/session.ts', () => ({ useCurrentUser: () => leader }))

const pending = (id: number, memberId: number, memberName: string, teamId: number): LeaveRow => ({
  id,
  memberId,
  memberName,
  teamId,
  days: ['2026-12-14'],
  reason: 'Family',
  status: 'pending',
  decidedByName: null,
  requestedAt: '2026-11-27T08:00:00.000Z',
  decidedAt: null,
})

let api: ReturnType<typeof fakeApi>
let refuseReject = false
beforeEach(async () => {
  await clearBrowserDatabase()
  refuseReject = false
  let rows = [pending(7, 5, 'Chinedu Okafor', 10), pending(8, 6, 'Ana Torres', 20)]
  api = fakeApi({
    '/sys/schedule/teams': () => ({ data: [] }),
    '/sys/leave/list': () => ({ data: rows }),
    '/sys/leave/reject': (_query, body) => {
      if (refuseReject)
        return { code: 'leave.notPending', message: 'This leave request was decided meanwhile.', status: 409 }
      const { leaveId } = body as { leaveId: number }
      const row = rows.find((each) => each.id === leaveId)!
      rows = rows.filter((each) => each.id !== leaveId)
      return { data: { ...row, status: 'rejected', decidedByName: leader.displayName } }
    },
  })
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('the work schedules page: pending leave', () => {
  it('offers reject beside approve where approve is offered, and rejecting asks first, then sends the request', async () => {
    render(
      <I18nProvider i18n={i18n}>
        <Router hook={memoryLocation({ path: '/staffs/workschedules' }).hook}>
          <WorkSchedulePage />
        </Router>
      </I18nProvider>,
    )
    const reject = await screen.findByRole('button', { name: 'Reject Chinedu Okafor' })
    expect(screen.getByRole('button', { name: 'Approve Chinedu Okafor' })).toBeTruthy()
    // Another team's request: neither decision is offered to this leader.
    expect(screen.queryByRole('button', { name: 'Approve Ana Torres' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Reject Ana Torres' })).toBeNull()
    fireEvent.click(reject)
    // Rejecting is final: it asks first, and nothing is sent until the leader confirms.
    const asking = await screen.findByRole('dialog', { name: /^Reject the leave of Chinedu Okafor/ })
    expect(api.calls.some((call) => call.path === '/sys/leave/reject')).toBe(false)
    fireEvent.click(within(asking).getByRole('button', { name: 'Reject' }))
    await waitFor(() =>
      expect(api.calls.find((call) => call.path === '/sys/leave/reject')?.body).toMatchObject({ leaveId: 7 }),
    )
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Reject Chinedu Okafor' })).toBeNull())
  })

  it('a refused rejection is said in the question, which stays open', async () => {
    refuseReject = true
    render(
      <I18nProvider i18n={i18n}>
        <Router hook={memoryLocation({ path: '/staffs/workschedules' }).hook}>
          <WorkSchedulePage />
        </Router>
      </I18nProvider>,
    )
    fireEvent.click(await screen.findByRole('button', { name: 'Reject Chinedu Okafor' }))
    const asking = await screen.findByRole('dialog', { name: /^Reject the leave of Chinedu Okafor/ })
    fireEvent.click(within(asking).getByRole('button', { name: 'Reject' }))
    expect((await within(asking).findByRole('alert')).textContent).toBe(
      'This leave request was decided meanwhile.',
    )
    expect(screen.getByRole('dialog', { name: /^Reject the leave of Chinedu Okafor/ })).toBeTruthy()
  })
})
