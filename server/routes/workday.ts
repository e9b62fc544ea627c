import type { FastifyInstance } from 'fastify'
import * as contract from '../../contract/workday.ts'
import type { ServerDeps } from '../http/areaRoutes.ts'
import { declareRoute } from '../http/declareRoute.ts'
import { workdayOf } from '../services/workday/workdayOf.ts'

/** The collector's day on the welcome page: a read, scoped as the case lists are. */
export function workdayRoutes(app: FastifyInstance, deps: ServerDeps): void {
  declareRoute(app, deps, contract.workday, ({ user, input }) => workdayOf(deps.db, user, input))
}
