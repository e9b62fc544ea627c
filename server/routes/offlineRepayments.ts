import type { FastifyInstance } from 'fastify'
import * as contract from '../../contract/offlineRepayments.ts'
import type { ServerDeps } from '../http/areaRoutes.ts'
import { declareRoute } from '../http/declareRoute.ts'
import { csvFileName } from '../services/lists/index.ts'
import { exportOfflineRepayments } from '../services/offlineRepayments/offlineRepaymentExport.ts'
import { listOfflineRepayments } from '../services/offlineRepayments/offlineRepaymentList.ts'
import { expireStaleOfflineRepayments } from '../services/offlineRepayments/offlineRepaymentReviews.ts'
import {
  ofCase,
  passRepayment,
  receiptOf,
  recordRepayment,
  rejectRepayment,
} from '../services/offlineRepayments/offlineRepaymentWrites.ts'

/** The offline repayments' calls: recorded from a case (menu 34), reviewed in menu 77. */
export function offlineRepaymentRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const { db, config } = deps
  const settings = config.offlineRepayments
  declareRoute(app, deps, contract.recordOfflineRepayment, ({ user, input }) =>
    recordRepayment(db, settings, user, input),
  )
  declareRoute(app, deps, contract.caseOfflineRepayments, ({ user, input }) => ofCase(db, user, input.caseId))
  declareRoute(app, deps, contract.offlineRepaymentReceipt, ({ user, input }) =>
    receiptOf(db, user, input.repaymentId),
  )
  declareRoute(app, deps, contract.offlineRepaymentList, ({ user, input }) =>
    listOfflineRepayments(db, user, input),
  )
  declareRoute(app, deps, contract.offlineRepaymentExport, async ({ user, input, language }) => ({
    fileName: csvFileName('offline-repayments', user.timeZone),
    chunks: exportOfflineRepayments(db, user, input, { language, timeZone: user.timeZone }),
  }))
  declareRoute(app, deps, contract.passOfflineRepayment, ({ user, input }) =>
    passRepayment(db, settings, user, input),
  )
  declareRoute(app, deps, contract.rejectOfflineRepayment, ({ user, input }) =>
    rejectRepayment(db, settings, user, input),
  )
  if (settings.expireEveryMs > 0)
    deps.startJob('expiring offline repayments', settings.expireEveryMs, () =>
      expireStaleOfflineRepayments(db, settings),
    )
}
