import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { AmountCutRow } from '../../../contract/amountCuts.ts'
import { menuIds, roleIds } from '../../../contract/menus.ts'
import { clearBrowserDatabase } from '../../../db/database.ts'
import { fakeApi } from '../../../tests/support/fakeApi.ts'
import { giveScrollerDesktopSize } from '../../../tests/support/scrollerSize.ts'
import { messages as english } from '../../locales/en/messages.po'
import AmountCutReviewPage from './AmountCutReviewPage.tsx'

giveScrollerDesktopSize('amount-cuts-table')

const signedIn = vi.hoisted(() => ({ user: {} as Record<string, unknown> }))
vi.mock('../../api/session.ts', () => ({ useCurrentUser: () => signedIn.user }))

const officeManager = {
  userId: 5,
  roleId: roleIds.officeManager,
  menuIdList: [menuIds.financial, menuIds.amountCut],
  timeZone: 'America/Mexico_City',
  teamId: null,
  teamName: null,
}

const cut = (id: number, requesterId: number, status: AmountCutRow['status'] = 'pending'): AmountCutRow => ({
  id,
  caseId: 154,
  caseNo: `C0000${id}`,
  caseKind: 'collection',
  customerName: 'Rosa Hernández',
  appName: 'PrestaFácil',
  kind: 'normal',
  amount: 25_000,
  currency: 'MXN',
  interest: 40_000,
  penalty: 12_000,
  remark: 'Promised the rest Friday',
  status,
  requesterId,
  requesterName: requesterId === 5 ? 'Laura Méndez' : 'Carlos Ruiz',
  teamId: 2,
  teamName: 'Mexico City S1',
  requestedAt: '2026-11-27T15:00:00.000Z',
  reviewerName: null,
  rejection: null,
  decidedAt: null,
})

function renderPage(rows: AmountCutRow[]) {
  signedIn.user = officeManager
  const api = fakeApi({
    '/collection/amountCut/list': () => ({ data: { rows, nextCursor: null } }),
    '/collection/amountCut/pass': () => ({ data: { ...rows[0]!, status: 'passed' } }),
    '/collection/amountCut/reject': () => ({ data: { ...rows[0]!, status: 'rejected' } }),
  })
  render(
    <I18nProvider i18n={i18n}>
      <AmountCutReviewPage />
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

describe('the deduction review (menu 70)', () => {
  it('asks for the pending cuts first and shows each with its case, amount in its currency and asker', async () => {
    const api = renderPage([cut(1, 7)])
    const row = await screen.findByRole('row', { name: /C00001/ })
    for (const text of ['Rosa Hernández', 'Normal cut', '$250.00 MXN', 'Carlos Ruiz', 'Pending'])
      expect(within(row).getByText(text)).toBeTruthy()
    expect(api.calls.find((call) => call.path === '/collection/amountCut/list')?.query.get('status')).toBe(
      'pending',
    )
    expect(within(row).getByRole('link', { name: 'C00001' }).getAttribute('href')).toBe(
      '/cases/all/details/154',
    )
  })

  it('asks before passing, naming the cut, then sends the pass', async () => {
    const api = renderPage([cut(1, 7)])
    const row = await screen.findByRole('row', { name: /C00001/ })
    fireEvent.click(within(row).getByRole('button', { name: 'Pass C00001' }))
    const question = await screen.findByRole('dialog')
    expect(question.textContent).toContain('Pass the amount cut C00001 · $250.00 MXN?')
    expect(api.calls.some((call) => call.path === '/collection/amountCut/pass')).toBe(false)
    fireEvent.click(within(question).getByRole('button', { name: 'Pass' }))
    await waitFor(() =>
      expect(api.calls.some((call) => call.path === '/collection/amountCut/pass')).toBe(true),
    )
    expect(api.calls.find((call) => call.path === '/collection/amountCut/pass')?.body).toMatchObject({
      cutId: 1,
    })
  })

  it('a rejection needs a reason, said under the field, before anything is sent', async () => {
    const api = renderPage([cut(1, 7)])
    const row = await screen.findByRole('row', { name: /C00001/ })
    fireEvent.click(within(row).getByRole('button', { name: 'Reject C00001' }))
    const dialog = await screen.findByRole('dialog')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }))
    expect(await within(dialog).findByText('please give the reason')).toBeTruthy()
    expect(api.calls.some((call) => call.path === '/collection/amountCut/reject')).toBe(false)
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'No promise to pay' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }))
    await waitFor(() =>
      expect(api.calls.some((call) => call.path === '/collection/amountCut/reject')).toBe(true),
    )
    expect(api.calls.find((call) => call.path === '/collection/amountCut/reject')?.body).toMatchObject({
      cutId: 1,
      rejection: 'No promise to pay',
    })
  })

  it('offers no review of the reviewer’s own cut, nor of a decided one', async () => {
    renderPage([cut(1, 5), cut(2, 7, 'passed')])
    const own = await screen.findByRole('row', { name: /C00001/ })
    expect(within(own).queryByRole('button', { name: /Pass|Reject/ })).toBeNull()
    const decided = screen.getByRole('row', { name: /C00002/ })
    expect(within(decided).queryByRole('button', { name: /Pass|Reject/ })).toBeNull()
  })
})
