import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { clearBrowserDatabase } from '../../../db/database.ts'
import { fakeApi } from '../../../tests/support/fakeApi.ts'
import { giveScrollerDesktopSize } from '../../../tests/support/scrollerSize.ts'
import {
  endedTeamTarget,
  memberTarget,
  targetPage,
  teamTarget,
} from '../../../tests/support/targetSamples.ts'
import { targetLeader, targetManager, targetTeams } from '../../../tests/support/targetUsers.ts'
import { messages as english } from '../../locales/en/messages.po'
import { messages as spanish } from '../../locales/es/messages.po'
import PersonTargetsPage from './PersonTargetsPage.tsx'
import TeamTargetsPage from './TeamTargetsPage.tsx'

giveScrollerDesktopSize('team-targets-table', 'person-targets-table')

const signedIn = vi.hoisted(() => ({ user: {} as Record<string, unknown> }))
vi.mock('../../api/session.ts', () => ({ useCurrentUser: () => signedIn.user }))

function show(page: ReactNode, user: Record<string, unknown>, path: string) {
  signedIn.user = user
  const memory = memoryLocation({ path, record: true })
  render(
    <I18nProvider i18n={i18n}>
      <Router hook={memory.hook} searchHook={memory.searchHook}>
        {page}
      </Router>
    </I18nProvider>,
  )
  return memory
}

const leaderOwn = memberTarget(40, 'Lucía Pérez', 21)
const member = memberTarget(41, 'Diego Ramírez', 22)

function answers() {
  return fakeApi({
    '/target/setting/list': () => ({ data: targetPage([teamTarget, endedTeamTarget]) }),
    '/target/person/list': () => ({ data: targetPage([leaderOwn, member]) }),
    '/sys/team/all': () => ({ data: targetTeams }),
  })
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

describe("the teams' targets (menu 82)", () => {
  it('lists each team with its figures, pace and members’ difference, in English and in Spanish', async () => {
    for (const [locale, messages, expected] of [
      [
        'en',
        english,
        {
          words: ['$120,000.00 MXN', '$60,000.00 MXN', '50%', '40%', 'Behind', '−$1,200.00 MXN'],
          difference: "The members add up to $1,200.00 MXN less than the team's target.",
          headers: {
            Pace: 'Pace: where one should be today',
            'Account rate': 'Account rate = cases finished',
          },
          edit: 'Edit Mexico City S1',
          add: 'Add target',
          readOnly: 'Read-only',
          period: 'November 2026',
        },
      ],
      [
        'es',
        spanish,
        {
          words: ['$120,000.00 MXN', '50\u00a0%', 'Atrasado', '−$1,200.00 MXN'],
          difference: 'Los miembros suman $1,200.00 MXN menos que la meta del equipo.',
          headers: {
            Ritmo: 'Ritmo: dónde se debería estar hoy',
            'Tasa de cuentas': 'Tasa de cuentas = casos terminados',
          },
          edit: 'Editar Mexico City S1',
          add: 'Agregar meta',
          readOnly: 'Solo lectura',
          period: 'noviembre 2026',
        },
      ],
    ] as const) {
      cleanup()
      await clearBrowserDatabase()
      act(() => i18n.loadAndActivate({ locale, messages }))
      answers()
      show(<TeamTargetsPage />, targetManager, '/targets/setting')
      const row = await screen.findByRole('row', { name: /Mexico City S1/ })
      for (const word of expected.words) expect(row.textContent).toContain(word)
      expect(within(row).getByText(/−\$1,000\.00 MXN/)).toBeTruthy()
      expect(within(row).getByTitle(expected.difference)).toBeTruthy()
      expect(within(row).getByRole('button', { name: expected.edit })).toBeTruthy()
      const ended = screen.getByRole('row', { name: /Lagos N2/ })
      expect(within(ended).getByText(expected.readOnly)).toBeTruthy()
      expect(within(ended).queryByRole('button')).toBeNull()
      for (const [header, definition] of Object.entries(expected.headers)) {
        const named = screen.getByRole('columnheader', { name: new RegExp(`^${header}`) })
        expect(within(named).getByTitle(new RegExp(`^${definition}`))).toBeTruthy()
      }
      expect(screen.getByRole('button', { name: expected.add })).toBeTruthy()
      const periods = within(screen.getByTestId('team-targets-filters')).getAllByRole('combobox')[0]!
      await waitFor(() => expect(periods.textContent).toContain(expected.period))
    }
  })

  it('opens the operation screen to add, and to edit the row’s target', async () => {
    answers()
    const memory = show(<TeamTargetsPage />, targetManager, '/targets/setting')
    const row = await screen.findByRole('row', { name: /Mexico City S1/ })
    fireEvent.click(within(row).getByRole('button', { name: 'Edit Mexico City S1' }))
    expect(memory.history?.at(-1)).toBe('/targets/setting/operation/edit?targetId=5')
    fireEvent.click(screen.getByRole('button', { name: 'Add target' }))
    expect(memory.history?.at(-1)).toBe('/targets/setting/operation/add')
  })

  it('asks for the period chosen by its first day', async () => {
    const api = answers()
    show(<TeamTargetsPage />, targetManager, '/targets/setting')
    await screen.findByRole('row', { name: /Mexico City S1/ })
    const periods = within(screen.getByTestId('team-targets-filters')).getByLabelText('Period')
    await waitFor(() => expect(periods.textContent).toContain('October 2026'))
    fireEvent.change(periods, { target: { value: '2026-10-01' } })
    await waitFor(() =>
      expect(api.calls.some((call) => call.query.get('period') === '2026-10-01')).toBe(true),
    )
  })

  it('offers a team leader no Add: the team setting is not theirs (menu 82)', async () => {
    answers()
    show(<TeamTargetsPage />, targetLeader, '/targets/setting')
    const row = await screen.findByRole('row', { name: /Mexico City S1/ })
    expect(screen.queryByRole('button', { name: 'Add target' })).toBeNull()
    expect(within(row).queryByRole('button', { name: /Edit/ })).toBeNull()
  })
})

describe("the members' targets (menu 83)", () => {
  it('lists member and team with the figures; a leader may edit their members’ but not their own', async () => {
    answers()
    show(<PersonTargetsPage />, targetLeader, '/targets/person')
    const own = await screen.findByRole('row', { name: /Lucía Pérez/ })
    const other = screen.getByRole('row', { name: /Diego Ramírez/ })
    expect(other.textContent).toContain('Mexico City S1')
    expect(other.textContent).toContain('$60,000.00 MXN')
    expect(within(other).getByRole('button', { name: 'Edit Diego Ramírez' })).toBeTruthy()
    expect(within(own).queryByRole('button', { name: /Edit/ })).toBeNull()
    expect(screen.getByRole('button', { name: 'Add target' })).toBeTruthy()
  })

  it('speaks Spanish, and searches by member', async () => {
    act(() => i18n.loadAndActivate({ locale: 'es', messages: spanish }))
    const api = answers()
    show(<PersonTargetsPage />, targetManager, '/targets/person')
    const row = await screen.findByRole('row', { name: /Diego Ramírez/ })
    expect(within(row).getByRole('button', { name: 'Editar Diego Ramírez' })).toBeTruthy()
    expect(screen.getByRole('columnheader', { name: /^Miembro/ })).toBeTruthy()
    const search = screen.getByLabelText('Miembro')
    fireEvent.change(search, { target: { value: 'Diego' } })
    fireEvent.keyDown(search, { key: 'Enter' })
    await waitFor(() => expect(api.calls.some((call) => call.query.get('search') === 'Diego')).toBe(true))
  })
})
