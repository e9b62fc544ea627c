import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AnswerOf } from '../../../contract/endpoint.ts'
import { menuIds, roleIds } from '../../../contract/menus.ts'
import type { PaymentLinkRow, paymentLinkSheet } from '../../../contract/paymentLinks.ts'
import { sampleCaseDetail } from '../../../tests/support/caseSamples.ts'
import { fakeApi } from '../../../tests/support/fakeApi.ts'
import { localeStorageKey } from '../../i18n/locale.ts'
import { messages as english } from '../../locales/en/messages.po'
import { messages as spanish } from '../../locales/es/messages.po'
import { Toaster } from '../../ui/toast.tsx'
import { PaymentLinkPanel } from './PaymentLinkPanel.tsx'

afterEach(() => {
  cleanup()
  localStorage.removeItem(localeStorageKey)
  vi.unstubAllGlobals()
  i18n.loadAndActivate({ locale: 'en', messages: english })
})

const link = (id: number, status: PaymentLinkRow['status']): PaymentLinkRow => ({
  id,
  caseId: 7,
  reference: `PLref${id}`,
  url: `https://pay.example.invalid/checkout/PLref${id}`,
  amount: 100_000,
  fee: 2_800,
  total: 102_800,
  currency: 'NGN',
  status,
  generatedAt: '2026-11-20T09:00:00.000Z',
  generatedByName: 'Chinedu Okafor',
  expiresAt: '2026-11-21T09:00:00.000Z',
  endedAt: status === 'active' ? null : '2026-11-20T12:00:00.000Z',
})

const sheetWith = (links: PaymentLinkRow[]): AnswerOf<typeof paymentLinkSheet> => ({
  currency: 'NGN',
  remaining: 500_000,
  minAmount: 100,
  fee: { basisPoints: 250, fixed: 300 },
  expiresAfterHours: 24,
  links,
})

function show(roleId: number, links: PaymentLinkRow[]) {
  const api = fakeApi({ '/collection/paymentLink/case': () => ({ data: sheetWith(links) }) })
  render(
    <I18nProvider i18n={i18n}>
      <PaymentLinkPanel
        detail={sampleCaseDetail(7)}
        user={{ userId: 7, teamId: null, roleId, menuIdList: [menuIds.cases] }}
        timeZone="Africa/Lagos"
      />
      <Toaster />
    </I18nProvider>,
  )
  return api
}

describe('a case’s payment links', () => {
  it('lists each link with its generation time on the viewer’s clock, amount, fee and what the customer pays', async () => {
    show(roleIds.collector, [link(1, 'paid')])
    const table = await screen.findByRole('table', { name: 'Payment links' })
    const [row] = within(table).getAllByRole('row').slice(1)
    const cells = within(row!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent)
    expect(cells.slice(0, 5)).toEqual([
      'Nov 20, 2026, 10:00 AMChinedu Okafor',
      '₦1,000.00',
      '₦28.00',
      '₦1,028.00',
      'PaidNov 20, 2026, 1:00 PM',
    ])
    expect(screen.getByText('The customer, on top of the amount')).toBeTruthy()
    // A paid link offers no cancel, and one link active at a time: this case may have another.
    expect(screen.queryByRole('button', { name: /Cancel/ })).toBeNull()
    expect(screen.getByRole('button', { name: 'Generate a payment link' })).toBeTruthy()
  })

  it('shows the fee and the total as the amount is typed, before anything is sent', async () => {
    show(roleIds.collector, [])
    fireEvent.click(await screen.findByRole('button', { name: 'Generate a payment link' }))
    const dialog = await screen.findByRole('dialog')
    fireEvent.change(within(dialog).getByLabelText('Amount'), { target: { value: '1,000' } })
    expect(within(dialog).getByTestId('link-total').textContent).toBe(
      'Merchant fee₦28.00The customer pays₦1,028.00',
    )
    expect(within(dialog).getByTestId('link-bounds').textContent).toBe('Between ₦1.00 and ₦5,000.00')
  })

  it('copies the link, and says the spec’s words when the browser refuses the clipboard', async () => {
    const writeText = vi.fn().mockRejectedValueOnce(new Error('denied')).mockResolvedValue(undefined)
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    show(roleIds.collector, [link(1, 'active')])
    const copy = await screen.findByRole('button', { name: 'Copy link' })
    await act(async () => fireEvent.click(copy))
    expect(writeText).toHaveBeenCalledWith('https://pay.example.invalid/checkout/PLref1')
    expect((await screen.findByRole('alert')).textContent).toContain('copy failed, please copy manually')
    await act(async () => fireEvent.click(copy))
    expect(screen.getByRole('button', { name: 'Copied' })).toBeTruthy()
  })

  it('a collector cancels an active link after being asked; an auditor is offered neither cancel nor generate', async () => {
    const api = show(roleIds.auditor, [link(1, 'active')])
    await screen.findByRole('table', { name: 'Payment links' })
    expect(screen.queryByRole('button', { name: /Cancel|Generate/ })).toBeNull()
    cleanup()
    show(roleIds.collector, [link(1, 'active')])
    expect(screen.queryByRole('button', { name: 'Generate a payment link' })).toBeNull()
    fireEvent.click(await screen.findByRole('button', { name: /^Cancel/ }))
    expect(await screen.findByText('Cancel the payment link for ₦1,000.00?')).toBeTruthy()
    expect(api.calls.some((call) => call.path === '/collection/paymentLink/cancel')).toBe(false)
  })

  it('speaks Spanish to a Spanish user', async () => {
    localStorage.setItem(localeStorageKey, 'es-ES')
    i18n.loadAndActivate({ locale: 'es', messages: spanish })
    show(roleIds.collector, [link(1, 'expired')])
    const table = await screen.findByRole('table', { name: 'Enlaces de pago' })
    expect(within(table).getByText('Vencido')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Generar un enlace de pago' })).toBeTruthy()
  })
})
