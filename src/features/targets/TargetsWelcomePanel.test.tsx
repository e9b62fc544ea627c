import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { menuIds } from '../../../contract/menus.ts'
import type { TargetRow } from '../../../contract/targets.ts'
import { saveCachedList } from '../../../db/cachedLists.ts'
import { clearBrowserDatabase } from '../../../db/database.ts'
import { fakeApi } from '../../../tests/support/fakeApi.ts'
import { messages as english } from '../../locales/en/messages.po'
import { messages as spanish } from '../../locales/es/messages.po'
import { TargetsWelcomePanel } from './TargetsWelcomePanel.tsx'
import { keptTargetsName, type TargetsAtAGlance } from './useTargetsAtAGlance.ts'

const signedIn = vi.hoisted(() => ({
  user: { userId: 7, roleId: 2, timeZone: 'America/Mexico_City', menuIdList: [] as number[] },
}))
vi.mock('../../api/session.ts', () => ({ useCurrentUser: () => signedIn.user }))

const period = { from: '2026-11-01', to: '2026-11-30' }

const target = (
  id: number,
  overrides: Partial<TargetRow> & { gap?: number; reached?: number } = {},
): TargetRow => {
  const { gap = -120_000, reached = 620_000, ...row } = overrides
  return {
    id,
    kind: 'person',
    teamId: 4,
    teamName: 'CDMX S2 Collection',
    teamKind: 'collection',
    personId: 100 + id,
    personName: `Member ${id}`,
    period,
    currency: 'MXN',
    amount: 1_000_000,
    cases: 40,
    progress: {
      reachedAmount: reached,
      reachedCases: 12,
      achievement: reached / 1_000_000,
      caseAchievement: 0.3,
      accountRate: 0.5,
      pace: {
        expected: reached - gap,
        gap,
        status: gap >= 10_000 ? 'ahead' : gap <= -10_000 ? 'behind' : 'onPace',
        workDaysGone: 15,
        workDays: 21,
      },
    },
    editable: true,
    setByName: 'Roberto Castillo',
    setAt: '2026-11-01T12:00:00.000Z',
    changedAt: null,
    changes: 0,
    membersDifference: null,
    ...row,
  }
}

const glance = (overrides: Partial<TargetsAtAGlance> = {}): TargetsAtAGlance => ({
  period,
  asOf: '2026-11-20T15:00:00.000Z',
  scope: 'own',
  own: [],
  rows: [],
  ...overrides,
})

function renderPanel() {
  const memory = memoryLocation({ path: '/welcome', record: true })
  render(
    <I18nProvider i18n={i18n}>
      <Router hook={memory.hook}>
        <TargetsWelcomePanel />
      </Router>
    </I18nProvider>,
  )
  return memory
}

const spanishOn = () => act(() => i18n.loadAndActivate({ locale: 'es', messages: spanish }))

beforeEach(async () => {
  await clearBrowserDatabase()
  signedIn.user = { userId: 7, roleId: 2, timeZone: 'America/Mexico_City', menuIdList: [menuIds.cases] }
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => {
  cleanup()
  act(() => i18n.loadAndActivate({ locale: 'en', messages: english }))
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe("the welcome page's targets", () => {
  it('shows the collector their target, what they reached, the achievement and the pace, each with its definition', async () => {
    fakeApi({ '/target/progress': () => ({ data: glance({ own: [target(1)] }) }) })
    renderPanel()
    const own = await screen.findByTestId('own-target')
    expect(own.textContent).toContain('$10,000.00 MXN')
    expect(own.textContent).toContain('40 cases')
    expect(own.textContent).toContain('$6,200.00 MXN')
    expect(own.textContent).toContain('62%')
    expect(own.textContent).toContain('15 of 21')
    const pace = within(own).getByTestId('own-pace')
    expect(pace.textContent).toBe('Behind $1,200.00 MXN')
    expect(pace.className).toContain('text-red-700')
    expect(within(own).getByTitle('Achievement = reached ÷ target.')).toBeTruthy()
    expect(screen.queryByTestId('targets-behind-first')).toBeNull()
  })

  it('in Spanish', async () => {
    fakeApi({ '/target/progress': () => ({ data: glance({ own: [target(1, { gap: 50_000 })] }) }) })
    spanishOn()
    renderPanel()
    const pace = await screen.findByTestId('own-pace')
    expect(pace.textContent).toMatch(/^Adelantado \$500\.00 MXN$/)
    expect(pace.className).toContain('text-emerald-700')
    expect(screen.getByTitle('Logro = alcanzado ÷ meta.')).toBeTruthy()
    expect(screen.getByTestId('own-target').textContent).toContain('15 de 21')
  })

  it('shows a leader their members most behind first, and links to the personal targets', async () => {
    signedIn.user = {
      userId: 9,
      roleId: 3,
      timeZone: 'America/Mexico_City',
      menuIdList: [menuIds.cases, menuIds.targetPerson],
    }
    const rows = [target(2, { gap: -400_000 }), target(3, { gap: -100_000 }), target(4, { gap: 0 })]
    fakeApi({ '/target/progress': () => ({ data: glance({ scope: 'team', rows }) }) })
    renderPanel()
    const table = await screen.findByTestId('targets-behind-first')
    expect(within(table).getByText('Your members’ targets')).toBeTruthy()
    const names = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent)
    expect(names).toEqual([
      expect.stringContaining('Member 2'),
      expect.stringContaining('Member 3'),
      expect.stringContaining('Member 4'),
    ])
    expect(names[2]).toContain('On pace')
    expect(within(table).getByRole('link', { name: 'See all targets' }).getAttribute('href')).toBe(
      '/targets/person',
    )
  })

  it('shows a manager the teams, top ten, linking to the team setting, in Spanish', async () => {
    signedIn.user = {
      userId: 3,
      roleId: 1,
      timeZone: 'America/Mexico_City',
      menuIdList: [menuIds.cases, menuIds.targetSetting],
    }
    const rows = Array.from({ length: 12 }, (_, index) =>
      target(20 + index, { kind: 'team', personId: null, personName: null, teamName: `Team ${index}` }),
    )
    fakeApi({ '/target/progress': () => ({ data: glance({ scope: 'all', rows }) }) })
    spanishOn()
    renderPanel()
    const table = await screen.findByTestId('targets-behind-first')
    expect(within(table).getByText('Las metas de los equipos')).toBeTruthy()
    expect(within(table).getAllByRole('row').slice(1)).toHaveLength(10)
    expect(within(table).getAllByText(/^Atrasado /)).toHaveLength(10)
    expect(within(table).getByRole('link').getAttribute('href')).toBe('/targets/setting')
  })

  it('says in one line there is no target, and shows the kept copy offline', async () => {
    fakeApi({ '/target/progress': () => ({ data: glance() }) })
    renderPanel()
    expect((await screen.findByTestId('no-target')).textContent).toBe('No target set for this period.')
    cleanup()
    await saveCachedList(keptTargetsName(7), glance({ own: [target(1)] }))
    fakeApi({ '/target/progress': () => 'offline' })
    renderPanel()
    await waitFor(() => expect(screen.getByTestId('own-pace').textContent).toBe('Behind $1,200.00 MXN'))
  })
})
