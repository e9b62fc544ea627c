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
  teamId: null,
  roleId: roleIds.officeManager,
  menuIdList: [menuIds.simCards, menuIds.simRecords, menuIds.simApplication, menuIds.waOtpApplication],
  timeZone: 'America/Mexico_City',
  teamName: null,
}
const collector = {
  userId: 7,
  teamId: 2,
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
  answers: {
    applications: SimApplicationRow[]
    cards?: SimCardRow[]
    codes?: OtpApplicationRow[]
    /** How many cards a member may hold (SIM_CARDS_PER_MEMBER); 1 when not given. */
    cardLimit?: number
    /** The office's answers beyond the page's own reads (the pass dialog's cards, a retrieval). */
    office?: Parameters<typeof fakeApi>[0]
  },
  /** The address it is opened at: a message's link names one application or code request in it. */
  address = '/simcard/application',
) {
  signedIn.user = user
  const api = fakeApi({
    '/sim/application/list': () => ({ data: answers.applications }),
    '/sim/mine': () => ({ data: { cards: answers.cards ?? [], cardLimit: answers.cardLimit ?? 1 } }),
    '/sim/waotp/mine': () => ({ data: answers.codes ?? [] }),
    ...answers.office,
  })
  const memory = memoryLocation({ path: address })
  render(
    <I18nProvider i18n={i18n}>
      <Router hook={memory.hook} searchHook={memory.searchHook}>
        <SimApplicationPage />
      </Router>
    </I18nProvider>,
  )
  return api
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

  it('the pass dialog says, before a card is chosen, that the applicant holds as many cards as allowed, and retrieves hers right there, asking first; then a card can be chosen (issue 21)', async () => {
    const held: SimCardRow = {
      ...card,
      id: 9,
      cardNumber: '8952020000000000009',
      holderId: 11,
      holderName: 'Applicant 1',
    }
    const spare: SimCardRow = {
      ...card,
      id: 4,
      cardNumber: '8952020000000000004',
      status: 'unallocated',
      holderId: null,
      holderName: null,
      teamId: null,
      teamName: null,
    }
    let retrieved = false
    const api = renderPage(officeManager, {
      applications: [],
      office: {
        '/sim/application/list': () => ({
          data: [
            retrieved
              ? application(1, {})
              : application(1, { applicantCards: [held.cardNumber], applicantAtCardLimit: true }),
          ],
        }),
        '/sim/records/list': (query) => ({
          data: {
            rows:
              query.get('status') === 'unallocated'
                ? [spare]
                : query.get('memberId') === '11' && !retrieved
                  ? [held]
                  : [],
            nextCursor: null,
          },
        }),
        '/sim/records/retrieve': () => {
          retrieved = true
          return { data: { ...held, status: 'unallocated', holderId: null, holderName: null } }
        },
      },
    })
    await screen.findByText('Applicant 1')
    fireEvent.click(within(rowOf('Applicant 1')).getByRole('button', { name: 'Pass Applicant 1' }))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Applicant 1 already holds SIM 8952020000000000009, as many SIM cards as allowed: retrieve it here, then choose the card to allocate, or reject the application.',
    )
    const pass = () => within(screen.getByRole('dialog')).getByRole('button', { name: 'Pass and allocate' })
    expect((pass() as HTMLButtonElement).disabled).toBe(true)
    expect((within(dialog).getByRole('combobox', { name: 'SIM card' }) as HTMLSelectElement).disabled).toBe(
      true,
    )

    fireEvent.click(await within(dialog).findByRole('button', { name: `Retrieve ${held.cardNumber}` }))
    const asked = screen.getByRole('dialog', {
      name: `Retrieve SIM ${held.cardNumber}, held by Applicant 1?`,
    })
    expect(api.calls.some((call) => call.path === '/sim/records/retrieve')).toBe(false)
    await act(async () => fireEvent.click(within(asked).getByRole('button', { name: 'Retrieve' })))
    expect(
      api.calls.filter((call) => call.path === '/sim/records/retrieve').map((call) => call.body),
    ).toEqual([expect.objectContaining({ cardId: held.id })])

    // Read again, the application says she holds none: the dialog lets her choose the card to pass.
    await waitFor(() => expect(screen.getByRole('dialog').querySelector('[role=alert]')).toBeNull())
    const choice = within(screen.getByRole('dialog')).getByRole('combobox', {
      name: 'SIM card',
    }) as HTMLSelectElement
    expect(choice.disabled).toBe(false)
    fireEvent.change(choice, { target: { value: String(spare.id) } })
    expect((pass() as HTMLButtonElement).disabled).toBe(false)
  })

  it('a refused retrieval in the pass dialog is said in the question, which stays open', async () => {
    const held: SimCardRow = {
      ...card,
      id: 9,
      cardNumber: '8952020000000000009',
      holderId: 11,
      holderName: 'Applicant 1',
    }
    renderPage(officeManager, {
      applications: [application(1, { applicantCards: [held.cardNumber], applicantAtCardLimit: true })],
      office: {
        '/sim/records/list': (query) => ({
          data: { rows: query.get('status') === 'allocated' ? [held] : [], nextCursor: null },
        }),
        '/sim/records/retrieve': () => ({
          code: 'simCard.notAllowed',
          message: 'This action is not possible for the SIM card as it stands; refresh the page.',
        }),
      },
    })
    await screen.findByText('Applicant 1')
    fireEvent.click(within(rowOf('Applicant 1')).getByRole('button', { name: 'Pass Applicant 1' }))
    const dialog = await screen.findByRole('dialog')
    fireEvent.click(await within(dialog).findByRole('button', { name: `Retrieve ${held.cardNumber}` }))
    const asked = screen.getByRole('dialog', {
      name: `Retrieve SIM ${held.cardNumber}, held by Applicant 1?`,
    })
    await act(async () => fireEvent.click(within(asked).getByRole('button', { name: 'Retrieve' })))
    expect((await within(asked).findByRole('alert')).textContent).toBe(
      'This action is not possible for the SIM card as it stands; refresh the page.',
    )
  })

  it('offers the retrieval in Spanish too (issue 21)', async () => {
    i18n.loadAndActivate({ locale: 'es', messages: spanish })
    const held: SimCardRow = {
      ...card,
      id: 9,
      cardNumber: '8952020000000000009',
      holderId: 11,
      holderName: 'Applicant 1',
    }
    renderPage(officeManager, {
      applications: [application(1, { applicantCards: [held.cardNumber], applicantAtCardLimit: true })],
      office: {
        '/sim/records/list': (query) => ({
          data: { rows: query.get('status') === 'allocated' ? [held] : [], nextCursor: null },
        }),
      },
    })
    await screen.findByText('Applicant 1')
    fireEvent.click(within(rowOf('Applicant 1')).getByRole('button', { name: 'Aprobar Applicant 1' }))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Applicant 1 ya tiene la SIM 8952020000000000009, tantas tarjetas SIM como se permite: retírela aquí, luego elija la tarjeta que se asigna, o rechace la solicitud.',
    )
    expect(await within(dialog).findByRole('button', { name: `Retirar ${held.cardNumber}` })).toBeTruthy()
  })

  it('a collector who holds as many cards as allowed is told before she applies, her card named, in both languages (issue 21)', async () => {
    for (const [locale, messages, expected] of [
      [
        'en',
        english,
        `You already hold SIM ${card.cardNumber}, as many SIM cards as allowed: the office manager would have to retrieve it before passing your application.`,
      ],
      [
        'es',
        spanish,
        `Ya tiene la SIM ${card.cardNumber}, tantas tarjetas SIM como se permite: el/la jefe/a de oficina tendría que retirarla antes de aprobar su solicitud.`,
      ],
    ] as const) {
      cleanup()
      await clearBrowserDatabase()
      act(() => i18n.loadAndActivate({ locale, messages }))
      renderPage(collector, { applications: [], cards: [card] })
      expect((await screen.findByRole('note')).textContent).toBe(expected)
    }
  })

  it('a collector under the office’s limit applies without that word: the limit is read, not any card held', async () => {
    renderPage(collector, { applications: [], cards: [card], cardLimit: 2 })
    expect(await screen.findByRole('region', { name: 'My SIM card' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Apply for a SIM card' })).toBeTruthy()
    expect(screen.queryByRole('note')).toBeNull()
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
