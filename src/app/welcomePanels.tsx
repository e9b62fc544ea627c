import type { ComponentType, ReactNode } from 'react'
import { menuIds } from '../../contract/menus.ts'
import type { CurrentUser } from '../../contract/session.ts'
import { hasWorkday } from '../../contract/workday.ts'
import { caseListPath } from '../features/cases/caseRoutes.ts'
import { TeamsWelcomePanel } from '../features/staffs/TeamsWelcomePanel.tsx'
import { TargetsWelcomePanel } from '../features/targets/TargetsWelcomePanel.tsx'
import { WorkdayWelcomePanel } from '../features/workday/WorkdayWelcomePanel.tsx'
import { BrandsWelcomePanel } from './BrandsWelcomePanel.tsx'

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
  /** The area's panel (`src/features/<area>/<Name>WelcomePanel.tsx`). */
  Panel: ComponentType<Props>
  /** What the panel needs from another area, which a feature may not import itself. */
  props: Props
}

export interface WelcomePanel {
  name: string
  place: WelcomePlace
  shownFor(user: CurrentUser): boolean
  Panel: ComponentType<never>
  render(): ReactNode
}

function panel<Props extends object>({ props, ...entry }: WelcomePanelEntry<Props>): WelcomePanel {
  const { Panel } = entry
  return { ...entry, Panel: Panel as ComponentType<never>, render: () => <Panel {...props} /> }
}

/** The welcome page's panels, one line per area, in the page's order (docs/adding-an-area.md). */
export const welcomePanels: readonly WelcomePanel[] = [
  panel({
    name: 'workday',
    place: 'first',
    shownFor: (user) => hasWorkday(user.roleId),
    Panel: WorkdayWelcomePanel,
    props: { caseListPath: caseListPath('collection') },
  }),
  panel({
    name: 'targets',
    place: 'first',
    shownFor: (user) => user.menuIdList.includes(menuIds.cases),
    Panel: TargetsWelcomePanel,
    props: {},
  }),
  panel({ name: 'brands', place: 'beside', shownFor: () => true, Panel: BrandsWelcomePanel, props: {} }),
  panel({
    name: 'teams',
    place: 'beside',
    shownFor: (user) => user.menuIdList.includes(menuIds.staffs),
    Panel: TeamsWelcomePanel,
    props: {},
  }),
]

/** The panels this user's page shows in `place`, in the registry's order. */
export const welcomePanelsFor = (user: CurrentUser, place: WelcomePlace) =>
  welcomePanels.filter((entry) => entry.place === place && entry.shownFor(user))
