import type { FastifyInstance } from 'fastify'
import * as contract from '../../contract/amountCuts.ts'
import type { ServerDeps } from '../http/areaRoutes.ts'
import { declareRoute } from '../http/declareRoute.ts'
import { exportAmountCuts } from '../services/amountCuts/amountCutExport.ts'
import { listAmountCuts } from '../services/amountCuts/amountCutList.ts'
import { expireStaleCuts } from '../services/amountCuts/amountCutReviews.ts'
import { cutSheet, passCut, rejectCut, requestCut } from '../services/amountCuts/amountCutWrites.ts'
import { csvFileName } from '../services/lists/index.ts'

/** The amount cuts' calls: asked for from a case (menu 34), reviewed in the deduction review (70). */
export function amountCutRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const { db, config } = deps
  const settings = config.amountCuts
  declareRoute(app, deps, contract.amountCutSheet, ({ user, input }) =>
    cutSheet(db, settings, user, input.caseId),
  )
  declareRoute(app, deps, contract.requestAmountCut, ({ user, input }) =>
    requestCut(db, settings, user, input),
  )
  declareRoute(app, deps, contract.amountCutList, ({ user, input }) => listAmountCuts(db, user, input))
  declareRoute(app, deps, contract.amountCutExport, async ({ user, input, language }) => ({
    fileName: csvFileName('amount-cuts', user.timeZone),
    chunks: exportAmountCuts(db, user, input, { language, timeZone: user.timeZone }),
  }))
  declareRoute(app, deps, contract.passAmountCut, ({ user, input }) => passCut(db, settings, user, input))
  declareRoute(app, deps, contract.rejectAmountCut, ({ user, input }) => rejectCut(db, settings, user, input))
  if (settings.expireEveryMs > 0)
    deps.startJob('expiring amount cuts', settings.expireEveryMs, () => expireStaleCuts(db, settings))
}
