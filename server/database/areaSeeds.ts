import type { AreaSeed } from './areaSeed.ts'
import { automaticRulesSeed } from './seedAutomaticRules.ts'
import { blacklistSeed } from './seedBlacklist.ts'
import { dashboardsSeed } from './seedDashboards.ts'
import { casesSeed } from './seedDemoCases.ts'
import { sellersPerformanceSeed } from './seedSellersPerformance.ts'
import { simCardsSeed } from './seedSimCards.ts'
import { staffsSeed } from './seedStaffs.ts'
import { targetsSeed } from './seedTargets.ts'

/**
 * Every area's demo data, one line per area, seeded in this order (docs/adding-an-area.md). Each
 * seed reads only the operation seed.ts made before them (accounts, teams, brands), yet the order
 * is fixed: rows take their ids and their transitions' ids in it, and the tests and e2e specs read
 * the demo data as it comes out. A new area's seed goes last, so what is there keeps its ids.
 */
export const areaSeeds: readonly AreaSeed[] = [
  staffsSeed,
  casesSeed,
  simCardsSeed,
  blacklistSeed,
  // Before the dashboards' seed, which recounts what every area seeded into the kept figures.
  sellersPerformanceSeed,
  dashboardsSeed,
  // After the dashboards' kept figures, which its targets are set from.
  targetsSeed,
  automaticRulesSeed,
]
