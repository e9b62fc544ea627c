import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { menuIds, roleIds } from '../../../contract/menus.ts'
import type { PayoutDetails, PayoutLine } from '../../../contract/payouts.ts'
import { clearBrowserDatabase } from '../../../db/database.ts'
import { fakeApi } from '../../../tests/support/fakeApi.ts'
import { messages as english } from '../../locales/en/messages.po'
import PayoutDetailsPage from './PayoutDetailsPage.tsx'

const signedIn = vi.hoisted(() => ({ user: {} as Record<string, unknown> }))
vi.mock('../../api/session.ts', () => ({ useCurrentUser: () => signedIn.user }))

const reviewer = (userId: number) => ({
  userId,
  roleId: roleIds.officeManager,
  menuIdList: [menuIds.financial, menuIds.accountPayout],
  timeZone: 'America/Mexico_City',
  teamId: null,
  teamName: null,
})

const line = (id: number, memberName: string, status: PayoutLine['status'] = 'pending'): PayoutLine => ({
  id,
  batchId: 3,
  memberId: 40 + id,
  memberName,
  username: memberName.toLowerCase().replace(' ', '.'),
  teamId: 2,
  teamName: 'CDMX S2 Collection',
  amount: 807_500,
  currency: 'MXN',
  account: 'BBVA-012180001234567890',
  status,
  reference: status === 'succeed' ? 'TRF-77' : null,
  reason: null,
  answeredByName: null,
  answeredAt: null,
})

const details = (lines: PayoutLine[]): PayoutDetails => ({
  batch: {
    id: 3,
    period: { from: '2026-11-01', to: '2026-11-30' },
    madeById: 5,
    madeByName: 'Laura Méndez',
    madeAt: '2026-11-28T15:00:00.000Z',
    lines: lines.length,
    pending: lines.filter((l) => l.status === 'pending').length,
    succeed: lines.filter((l) => l.status === 'succeed').length,
    failed: 0,
    status: 'pending',
    totals: [
      {
        currency: 'MXN',
        lines: lines.length,
        amount: 807_500 * lines.length,
        pending: 1,
        succeed: lines.length - 1,
        failed: 0,
        pendingAmount: 807_500,
        succeedAmount: 807_500 * (lines.length - 1),
        failedAmount: 0,
      },
    ],
  },
  lines,
  leftOut: [
    { memberId: 99, memberName: 'Pedro Gil', teamName: 'CDMX S2 Collection', currency: 'MXN', net: -100_000 },
  ],
})

function renderPage(userId: number, lines: PayoutLine[]) {
  signedIn.user = reviewer(userId)
  const answer = details(lines)
  const api = fakeApi({
    '/financial/accoutpayout/details': () => ({ data: answer }),
    '/financial/accoutpayout/succeed': () => ({
      data: { ...lines[0]!, status: 'succeed', reference: 'TRF-1' },
    }),
    '/financial/accoutpayout/fail': () => ({ data: { ...lines[0]!, status: 'failed', reason: 'Closed' } }),
  })
  render(
    <I18nProvider i18n={i18n}>
      <PayoutDetailsPage params={{ id: '3' }} />
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

describe('a payout batch (accoutpayout/details)', () => {
  it('shows each line with its amount in its currency, the account and status, and the members left out', async () => {
    renderPage(6, [line(1, 'Ana López'), line(2, 'Juan Pérez', 'succeed')])
    const row = await screen.findByRole('row', { name: /Ana López/ })
    for (const text of ['$8,075.00 MXN', 'BBVA-012180001234567890', 'Pending'])
      expect(within(row).getByText(text)).toBeTruthy()
    expect(within(screen.getByRole('row', { name: /Juan Pérez/ })).getByText('TRF-77')).toBeTruthy()
    expect(screen.getByText(/Pedro Gil/).textContent).toContain('-$1,000.00 MXN')
    expect(screen.getByLabelText('Totals per currency').textContent).toContain('$16,150.00 MXN')
  })

  it('asks for the reference before marking a line succeeded, then sends it', async () => {
    const api = renderPage(6, [line(1, 'Ana López')])
    const row = await screen.findByRole('row', { name: /Ana López/ })
    fireEvent.click(within(row).getByRole('button', { name: /^Mark succeeded/ }))
    const dialog = await screen.findByRole('dialog')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark succeeded' }))
    expect(await within(dialog).findByText("please give the bank's transfer reference")).toBeTruthy()
    fireEvent.change(within(dialog).getByLabelText('Transfer reference'), { target: { value: 'TRF-1' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark succeeded' }))
    await waitFor(() =>
      expect(api.calls.find((call) => call.path === '/financial/accoutpayout/succeed')?.body).toMatchObject({
        lineId: 1,
        reference: 'TRF-1',
      }),
    )
  })

  it("offers the batch's maker no answer for its lines", async () => {
    renderPage(5, [line(1, 'Ana López')])
    const row = await screen.findByRole('row', { name: /Ana López/ })
    expect(within(row).queryByRole('button', { name: /Mark succeeded|Mark failed/ })).toBeNull()
  })
})
