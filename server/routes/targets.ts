import type { FastifyInstance } from 'fastify'
import * as contract from '../../contract/targets.ts'
import type { ServerDeps } from '../http/areaRoutes.ts'
import { declareRoute } from '../http/declareRoute.ts'
import { targetsAtAGlance } from '../services/targets/index.ts'

/** The targets (menu 81): their lists, saves and, on the welcome page, progress at a glance. */
export function targetRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const { db, config } = deps
  declareRoute(app, deps, contract.targetProgress, ({ user }) =>
    targetsAtAGlance(db, user, config.dashboards.salaryPeriodStartDay),
  )
}
