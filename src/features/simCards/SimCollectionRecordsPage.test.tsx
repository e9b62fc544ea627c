import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { menuIds, roleIds } from '../../../contract/menus.ts'
import { cardNumberMax, type SimCollectionRecord, type SimTeam } from '../../../contract/simCards.ts'
import { clearBrowserDatabase } from '../../../db/database.ts'
import { fakeApi } from '../../../tests/support/fakeApi.ts'
import { giveScrollerDesktopSize } from '../../../tests/support/scrollerSize.ts'
import { messages as english } from '../../locales/en/messages.po'
import { messages as spanish } from '../../locales/es/messages.po'
import SimCollectionRecordsPage from './SimCollectionRecordsPage.tsx'

giveScrollerDesktopSize('sim-collection-records-table')

const signedIn = vi.hoisted(() => ({ user: {} as Record<string, unknown> }))
vi.mock('../../api/session.ts', () => ({ useCurrentUser: () => signedIn.user }))

const officeManager = {
  userId: 1,
  roleId: roleIds.officeManager,
  menuIdList: [menuIds.simCards, menuIds.simCollectionRecords],
  timeZone: 'America/Mexico_City',
  teamId: null,
  teamName: null,
}

const record = (id: number, overrides: Partial<SimCollectionRecord> = {}): SimCollectionRecord => ({
  id,
  cardId: 3,
  cardNumber: '8952020000000004417',
  memberId: 7,
  memberName: 'Ana Torres',
  caseId: 40 + id,
  caseNo: `C-${id}`,
  channel: 'call',
  diallingAt: '2026-03-09T15:00:00.000Z',
  durationSeconds: 90,
  connectionStatus: 'connected',
  ...overrides,
})

const teams: SimTeam[] = [
  {
    teamId: 2,
    teamName: 'Mexico City S1',
    type: 'collection',
    typeName: 'Collection',
    members: [
      { memberId: 7, name: 'Ana Torres' },
      { memberId: 8, name: 'Luis Pérez' },
    ],
  },
]

/** The server's pages: when `paged`, the first ends with a cursor and the page after it is the last. */
function renderPage({ paged = false } = {}) {
  signedIn.user = officeManager
  const api = fakeApi({
    '/sim/collectionrecords': (query) =>
      query.get('after') === 'after-c1'
        ? { data: { rows: [record(2, { channel: 'whatsapp', durationSeconds: null })], nextCursor: null } }
        : { data: { rows: [record(1)], nextCursor: paged ? 'after-c1' : null } },
    '/sim/teamAndMember': () => ({ data: teams }),
  })
  render(
    <I18nProvider i18n={i18n}>
      <SimCollectionRecordsPage />
    </I18nProvider>,
  )
  return api
}

const asked = (api: ReturnType<typeof fakeApi>) =>
  api.calls.filter((call) => call.path === '/sim/collectionrecords').map((call) => call.query)

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

// Each test waits for the kept list and the fake server, on a machine running other suites beside it.
describe('the SIM collection records screen (menu 99)', () => {
  it('lists each call newest first, a page at a time: the next page is asked after the cursor', async () => {
    const api = renderPage({ paged: true })
    const row = await screen.findByRole('row', { name: /C-1/ })
    for (const text of ['8952020000000004417', 'Ana Torres', 'Call', '1:30', 'Connected'])
      expect(within(row).getByText(text)).toBeTruthy()
    expect(asked(api)[0]?.get('sort')).toBe('diallingAt')
    expect(asked(api)[0]?.get('order')).toBe('desc')
    expect(screen.queryByText(/newest .* shown/i)).toBeNull()

    // The end of the first page is in view: the next is asked for at once.
    const next = await screen.findByRole('row', { name: /C-2/ })
    expect(within(next).getByText('WhatsApp message')).toBeTruthy()
    expect(asked(api).at(-1)?.get('after')).toBe('after-c1')
    expect(screen.getAllByRole('row', { name: /C-1/ })).toHaveLength(1)
    expect(await screen.findByText('End of the list')).toBeTruthy()
  })

  it('asks for a card by its last digits on Enter, then a member and a way of contact', async () => {
    const api = renderPage()
    await screen.findByRole('row', { name: /C-1/ })
    const cardNumber = screen.getByRole('searchbox', { name: 'Card number' })
    expect(cardNumber.getAttribute('placeholder')).toBe('Number or last digits')
    expect(cardNumber.getAttribute('maxLength')).toBe(String(cardNumberMax))
    fireEvent.change(cardNumber, { target: { value: '4417' } })
    expect(asked(api).some((query) => query.get('cardNumber') === '4417')).toBe(false)
    fireEvent.submit(cardNumber.closest('form')!)
    await waitFor(() => expect(asked(api).at(-1)?.get('cardNumber')).toBe('4417'))
    await waitFor(() =>
      expect(
        within(screen.getByRole('combobox', { name: 'Member' })).getByRole('option', { name: 'Luis Pérez' }),
      ).toBeTruthy(),
    )
    fireEvent.change(screen.getByRole('combobox', { name: 'Member' }), { target: { value: '8' } })
    await waitFor(() => expect(asked(api).at(-1)?.get('memberId')).toBe('8'))
    fireEvent.change(screen.getByRole('combobox', { name: 'Contacted by' }), {
      target: { value: 'whatsapp' },
    })
    await waitFor(() => expect(asked(api).at(-1)?.get('channel')).toBe('whatsapp'))
    expect(asked(api).at(-1)?.get('cardNumber')).toBe('4417')
  })

  it('says the channel and the outcome in Spanish', async () => {
    act(() => i18n.loadAndActivate({ locale: 'es', messages: spanish }))
    renderPage()
    const row = await screen.findByRole('row', { name: /C-1/ })
    expect(within(row).getByText('Llamada')).toBeTruthy()
    expect(within(row).getByText('Conectado')).toBeTruthy()
    expect(screen.getByRole('searchbox', { name: 'Número de tarjeta' }).getAttribute('placeholder')).toBe(
      'Número o últimos dígitos',
    )
  })
})
