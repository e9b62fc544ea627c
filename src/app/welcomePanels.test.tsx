import { describe, expect, it } from 'vitest'
import { menuIds, roleIds } from '../../contract/menus.ts'
import type { CurrentUser } from '../../contract/session.ts'
import { welcomePanels, welcomePanelsFor } from './welcomePanels.tsx'

// Every welcome panel found by its file, so one an area writes but leaves out of welcomePanels fails.
const panelFiles = import.meta.glob<Record<string, unknown>>(
  ['../features/*/*WelcomePanel.tsx', './*WelcomePanel.tsx'],
  { eager: true },
)

const userOf = (roleId: number, menuIdList: number[]): CurrentUser => ({
  userId: 1,
  username: 'someone',
  displayName: 'Someone',
  roleId,
  roleName: 'Someone',
  menuIdList,
  cc: '52',
  timeZone: 'America/Mexico_City',
  teamId: null,
  teamName: null,
})

const shownTo = (roleId: number, menuIdList: number[]) =>
  (['first', 'beside'] as const)
    .flatMap((place) => welcomePanelsFor(userOf(roleId, menuIdList), place))
    .map((entry) => entry.name)

describe('the welcome panels composed from the areas', () => {
  it('shows every welcome panel an area declares', async () => {
    const declared = Object.entries(panelFiles).flatMap(([file, exports]) =>
      Object.entries(exports)
        .filter(([name]) => name.endsWith('WelcomePanel'))
        .map(([, Panel]) => ({ file, Panel })),
    )
    expect(declared.length).toBeGreaterThanOrEqual(3)
    const registered: unknown[] = await Promise.all(welcomePanels.map((entry) => entry.part.load()))
    expect(declared.filter(({ Panel }) => !registered.includes(Panel)).map(({ file }) => file)).toEqual([])
  })

  it('names each panel once', () => {
    const names = welcomePanels.map((entry) => entry.name)
    expect(new Set(names).size).toBe(names.length)
  })

  it("puts a collector's day first and keeps the teams to those whose role opens them", () => {
    expect(shownTo(roleIds.collector, [menuIds.cases])).toEqual(['workday', 'targets', 'brands'])
    expect(shownTo(roleIds.officeManager, [menuIds.cases, menuIds.staffs])).toEqual([
      'targets',
      'brands',
      'teams',
    ])
  })
})
