import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { menuIds, roleIds } from '../../../contract/menus.ts'
import type { OtpApplicationRow, SimApplicationRow, SimCardRow } from '../../../contract/simCards.ts'
import { clearBrowserDatabase } from '../../../db/database.ts'
import { fakeApi } from '../../../tests/support/fakeApi.ts'
import { messages as english } from '../../locales/en/messages.po'
import { messages as spanish } from '../../locales/es/messages.po'
import SimApplicationPage from './SimApplicationPage.tsx'

const signedIn = vi.hoisted(() => ({ user: {} as Record<string, unknown> }))
vi.mock('../../api/session.ts', () => ({ useCurrentUser: () => signedIn.user }))

const officeManager = {
  userId: 1,
  roleId: roleIds.officeManager,
  menuIdList: [menuIds.simCards, menuIds.simRecords, menuIds.simApplication, menuIds.waOtpApplication],
  timeZone: 'America/Mexico_City',
  teamName: null,
}
const collector = {
  userId: 7,
  roleId: roleIds.collector,
  menuIdList: [menuIds.simCards, menuIds.simApplication],
  timeZone: 'America/Mexico_City',
  teamName: 'Mexico City S1',
}

const application = (id: number, overrides: Partial<SimApplicationRow>): SimApplicationRow => ({
  id,
  applicantId: 10 + id,
  applicantName: `Applicant ${id}`,
  applicantValid: true,
  teamName: 'Mexico City S1',
  reason: 'My card was stolen',
  status: 'pending',
  cardNumber: null,
  rejection: null,
  appliedAt: '2026-03-09T15:00:00.000Z',
  decidedAt: null,
  applicationsLastThreeDays: 1,
  lastApplicationAt: '2026-03-09T15:00:00.000Z',
  applicantCards: [],
  applicantAtCardLimit: false,
  ...overrides,
})

const card: SimCardRow = {
  id: 3,
  cardNumber: '8952020000000000003',
  currentNumber: '525500000003',
  status: 'allocated',
  holderId: 7,
  holderName: 'Ana Torres',
  teamId: 2,
  teamName: 'Mexico City S1',
  deactivationReason: null,
  deactivationDescription: null,
  addedAt: '2026-03-01T15:00:00.000Z',
  allocatedAt: '2026-03-01T15:00:00.000Z',
  updatedAt: '2026-03-01T15:00:00.000Z',
}

const codeRequest: OtpApplicationRow = {
  id: 5,
  applicantId: 7,
  applicantName: 'Ana Torres',
  cardId: 3,
  cardNumber: card.cardNumber,
  currentNumber: card.currentNumber,
  status: 'cancelled',
  missedAttempts: 0,
  requestedAt: '2026-03-09T16:00:00.000Z',
  answeredAt: '2026-03-09T16:10:00.000Z',
}

function renderPage(
  user: Record<string, unknown>,
  answers: { applications: SimApplicationRow[]; cards?: SimCardRow[]; codes?: OtpApplicationRow[] },
  /** The address it is opened at: a message's link names one application or code request in it. */
  address = '/simcard/application',
) {
  signedIn.user = user
  fakeApi({
    '/sim/application/list': () => ({ data: answers.applications }),
    '/sim/mine': () => ({ data: answers.cards ?? [] }),
    '/sim/waotp/mine': () => ({ data: answers.codes ?? [] }),
  })
  const memory = memoryLocation({ path: address })
  render(
    <I18nProvider i18n={i18n}>
      <Router hook={memory.hook} searchHook={memory.searchHook}>
        <SimApplicationPage />
      </Router>
    </I18nProvider>,
  )
}

const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) })

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

describe('SIM card applications (issue 19)', () => {
  it('says why an invalid applicant’s application cannot be passed, and offers only to reject it', async () => {
    renderPage(officeManager, {
      applications: [application(1, {}), application(2, { applicantValid: false })],
    })
    await screen.findByText('Applicant 2')
    const invalid = rowOf('Applicant 2')
    expect(within(invalid).getByText('Cannot be passed: the applicant is invalid')).toBeTruthy()
    expect(within(invalid).queryByRole('button', { name: 'Pass Applicant 2' })).toBeNull()
    expect(within(invalid).getByRole('button', { name: 'Reject Applicant 2' })).toBeTruthy()
    const valid = rowOf('Applicant 1')
    expect(within(valid).getByRole('button', { name: 'Pass Applicant 1' })).toBeTruthy()
    expect(within(valid).queryByText('Cannot be passed: the applicant is invalid')).toBeNull()
  })

  it('says it in Spanish', async () => {
    i18n.loadAndActivate({ locale: 'es', messages: spanish })
    renderPage(officeManager, { applications: [application(2, { applicantValid: false })] })
    await screen.findByText('Applicant 2')
    expect(
      within(rowOf('Applicant 2')).getByText('No se puede aprobar: el solicitante es inválido'),
    ).toBeTruthy()
  })

  it('a member reads that her code request was cancelled when her card was taken back, in both languages', async () => {
    renderPage(collector, { applications: [], cards: [card], codes: [codeRequest] })
    const request = await screen.findByTestId('my-code-request')
    expect(request.textContent).toContain('Cancelled: card taken back')
    cleanup()
    await clearBrowserDatabase()
    i18n.loadAndActivate({ locale: 'es', messages: spanish })
    renderPage(collector, { applications: [], cards: [card], codes: [codeRequest] })
    expect((await screen.findByTestId('my-code-request')).textContent).toContain(
      'Cancelada: se retiró la tarjeta',
    )
  })

  it('the reject dialog asks for a reason to be written, not selected, in both languages (issue 21)', async () => {
    for (const [locale, messages, reject, expected] of [
      ['en', english, 'Reject', 'write the reason for rejecting it, for the applicant to read'],
      ['es', spanish, 'Rechazar', 'Escriba el motivo del rechazo, para que lo lea quien la solicitó'],
    ] as const) {
      cleanup()
      await clearBrowserDatabase()
      act(() => i18n.loadAndActivate({ locale, messages }))
      renderPage(officeManager, { applications: [application(1, {})] })
      await screen.findByText('Applicant 1')
      fireEvent.click(within(rowOf('Applicant 1')).getByRole('button', { name: `${reject} Applicant 1` }))
      const dialog = await screen.findByRole('dialog')
      fireEvent.click(within(dialog).getByRole('button', { name: reject }))
      expect(await within(dialog).findByText(expected)).toBeTruthy()
      expect(within(dialog).queryByText(/must be selected|Debe seleccionar/)).toBeNull()
    }
  })

  it('the pass dialog says, before a card is chosen, that the applicant holds as many cards as allowed, naming hers (issue 21)', async () => {
    renderPage(officeManager, {
      applications: [application(1, { applicantCards: ['8952020000000000009'], applicantAtCardLimit: true })],
    })
    await screen.findByText('Applicant 1')
    fireEvent.click(within(rowOf('Applicant 1')).getByRole('button', { name: 'Pass Applicant 1' }))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Applicant 1 already holds SIM 8952020000000000009, as many SIM cards as allowed: retrieve it in the SIM card records before passing, or reject the application.',
    )
    expect(
      (within(dialog).getByRole('button', { name: 'Pass and allocate' }) as HTMLButtonElement).disabled,
    ).toBe(true)
  })

  it('opened from a message about her application, marks that application among hers (issue 21)', async () => {
    renderPage(
      collector,
      {
        applications: [
          application(11, { status: 'rejected', rejection: 'Two cards already' }),
          application(12, { status: 'passed', cardNumber: card.cardNumber, reason: 'Broken card' }),
        ],
      },
      '/simcard/application?application=12',
    )
    await screen.findByText('Two cards already')
    expect(rowOf('Broken card').getAttribute('aria-current')).toBe('true')
    expect(rowOf('Two cards already').getAttribute('aria-current')).toBeNull()
  })

  it('opened from a message about one of her code requests, marks that request on her card (issue 21)', async () => {
    const earlier = {
      ...codeRequest,
      id: 4,
      status: 'failed' as const,
      requestedAt: '2026-03-08T16:00:00.000Z',
    }
    renderPage(
      collector,
      { applications: [], cards: [card], codes: [codeRequest, earlier] },
      '/simcard/application?codeRequest=4',
    )
    await waitFor(() => expect(screen.getAllByTestId('my-code-request')).toHaveLength(2))
    const marked = screen
      .getAllByTestId('my-code-request')
      .filter((line) => line.getAttribute('aria-current'))
    expect(marked.map((line) => line.textContent)).toEqual([expect.stringContaining('Failed')])
  })
})
