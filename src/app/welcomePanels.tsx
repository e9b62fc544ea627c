import type { ComponentType, ReactNode } from 'react'
import { menuIds } from '../../contract/menus.ts'
import type { CurrentUser } from '../../contract/session.ts'
import { hasWorkday } from '../../contract/workdayRoles.ts'
import { caseListPath } from '../features/cases/caseRoutes.ts'
import { type AppPart, appPart, LoadedPart } from './loadedPart.tsx'

/**
 * Where a panel sits on the welcome page: `first`, the user's own work, above the areas open to them
 * (who they are then fits on one line above it); `beside`, the operation at a glance, two to a row
 * below them.
 */
export type WelcomePlace = 'first' | 'beside'

interface WelcomePanelEntry<Props extends object> {
  name: string
  place: WelcomePlace
  /** Whether this user's welcome page shows it; the server still decides what it may read. */
  shownFor(user: CurrentUser): boolean
  /**
   * The area's panel (`src/features/<area>/<Name>WelcomePanel.tsx`), loaded when the page shows it:
   * it is the area's code (its calls and schemas), not the shell's first load (issue 28).
   */
  load(): Promise<ComponentType<Props>>
  /** What the panel needs from another area, which a feature may not import itself. */
  props: Props
}

export interface WelcomePanel {
  name: string
  place: WelcomePlace
  shownFor(user: CurrentUser): boolean
  part: AppPart<never>
  render(): ReactNode
}

function panel<Props extends object>({ props, load, ...entry }: WelcomePanelEntry<Props>): WelcomePanel {
  const part = appPart(load)
  return {
    ...entry,
    part: part as AppPart<never>,
    render: () => <LoadedPart part={part} props={props} />,
  }
}

/** The welcome page's panels, one line per area, in the page's order (docs/adding-an-area.md). */
export const welcomePanels: readonly WelcomePanel[] = [
  panel({
    name: 'workday',
    place: 'first',
    shownFor: (user) => hasWorkday(user.roleId),
    load: () => import('../features/workday/WorkdayWelcomePanel.tsx').then((m) => m.WorkdayWelcomePanel),
    props: { caseListPath: caseListPath('collection') },
  }),
  panel({
    name: 'targets',
    place: 'first',
    shownFor: (user) => user.menuIdList.includes(menuIds.cases),
    load: () => import('../features/targets/TargetsWelcomePanel.tsx').then((m) => m.TargetsWelcomePanel),
    props: {},
  }),
  panel({
    name: 'brands',
    place: 'beside',
    shownFor: () => true,
    load: () => import('./BrandsWelcomePanel.tsx').then((m) => m.BrandsWelcomePanel),
    props: {},
  }),
  panel({
    name: 'teams',
    place: 'beside',
    shownFor: (user) => user.menuIdList.includes(menuIds.staffs),
    load: () => import('../features/staffs/TeamsWelcomePanel.tsx').then((m) => m.TeamsWelcomePanel),
    props: {},
  }),
]

/** The panels this user's page shows in `place`, in the registry's order. */
export const welcomePanelsFor = (user: CurrentUser, place: WelcomePlace) =>
  welcomePanels.filter((entry) => entry.place === place && entry.shownFor(user))
