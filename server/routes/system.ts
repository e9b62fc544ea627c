import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import * as contract from '../../contract/system.ts'
import type { ServerDeps } from '../http/areaRoutes.ts'
import { declareRoute } from '../http/declareRoute.ts'
import { listApps, listTeams, listTeamTypes } from '../services/system.ts'

export function systemRoutes(app: FastifyInstance, deps: ServerDeps): void {
  declareRoute(app, deps, contract.health, async () => {
    await deps.db.execute(sql`select 1`)
    return { status: 'ok' as const }
  })
  declareRoute(app, deps, contract.allApps, () => listApps(deps.db))
  declareRoute(app, deps, contract.allTeamTypes, ({ language }) => listTeamTypes(deps.db, language))
  declareRoute(app, deps, contract.allTeams, ({ language }) => listTeams(deps.db, language))
}
