import { rebuildKeptFigures } from '../services/dashboards/index.ts'
import type { AreaSeed } from './areaSeed.ts'
import type { Database } from './connect.ts'

/** The demo data's kept figures, counted from the records every area seeded before (so it goes last). */
async function seedDashboards(db: Database) {
  await rebuildKeptFigures(db)
}

export const dashboardsSeed: AreaSeed = { area: 'dashboards', seed: seedDashboards }
