import type { FastifyInstance } from 'fastify'
import * as contract from '../../contract/payouts.ts'
import type { ServerDeps } from '../http/areaRoutes.ts'
import { declareRoute } from '../http/declareRoute.ts'
import {
  listPayouts,
  makeBatch,
  markFailed,
  markSucceed,
  payoutDetailsOf,
} from '../services/payouts/payoutWrites.ts'

/** The company payouts' calls (menu 103): the batches, a batch's lines, making one, the bank's answers. */
export function payoutRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const { db, config } = deps
  const payouts = {
    db,
    salary: config.salary,
    payouts: config.payouts,
    startDay: config.dashboards.salaryPeriodStartDay,
  }
  declareRoute(app, deps, contract.payoutList, ({ user }) => listPayouts(payouts, user))
  declareRoute(app, deps, contract.payoutDetails, ({ user, input }) =>
    payoutDetailsOf(payouts, user, input.batchId),
  )
  declareRoute(app, deps, contract.makePayoutBatch, ({ user, input }) => makeBatch(payouts, user, input))
  declareRoute(app, deps, contract.markPayoutSucceed, ({ user, input }) => markSucceed(payouts, user, input))
  declareRoute(app, deps, contract.markPayoutFailed, ({ user, input }) => markFailed(payouts, user, input))
}
