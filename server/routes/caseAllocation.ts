import type { FastifyInstance } from 'fastify'
import * as contract from '../../contract/caseAllocation.ts'
import type { ServerDeps } from '../http/areaRoutes.ts'
import { declareRoute } from '../http/declareRoute.ts'
import {
  allocateCaseSelection,
  previewCaseAllocation,
  retrieveCaseSelection,
} from '../services/caseAllocation/caseAllocation.ts'
import { listAllocationTeams } from '../services/caseAllocation/caseAllocationTeams.ts'

/**
 * The case allocation's calls (All cases, menu 89): the menu and the action rule are checked by
 * declareRoute, the allocator's team and the cases' reach by the services.
 */
export function caseAllocationRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const { db } = deps
  declareRoute(app, deps, contract.previewAllocation, ({ user, input }) =>
    previewCaseAllocation(db, user, input),
  )
  declareRoute(app, deps, contract.allocateCases, ({ user, input }) => allocateCaseSelection(db, user, input))
  declareRoute(app, deps, contract.allocationTeams, ({ user }) => listAllocationTeams(db, user))
  declareRoute(app, deps, contract.retrieveCases, ({ user, input }) => retrieveCaseSelection(db, user, input))
}
