import type { FastifyInstance } from 'fastify'
import * as contract from '../../contract/repayments.ts'
import type { ServerDeps } from '../http/areaRoutes.ts'
import { declareRoute } from '../http/declareRoute.ts'
import { csvFileName } from '../services/lists/index.ts'
import { checkRepaymentSignature, takeNotifiedRepayment } from '../services/repayments/notifiedRepayment.ts'
import { exportRepayments } from '../services/repayments/repaymentExport.ts'
import { listRepayments, summarizeRepayments } from '../services/repayments/repaymentList.ts'

/**
 * The loan platform's calls (signed with a shared secret, not signed in), and the repayment records
 * (menu 71), whose menu and reach declareRoute checks by their rule (contract/repaymentActions.ts).
 */
export function repaymentRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const { db } = deps
  declareRoute(app, deps, contract.notifyRepayment, ({ input, request }) => {
    const signature = request.headers[contract.repaymentSignatureHeader]
    checkRepaymentSignature(
      input,
      typeof signature === 'string' ? signature : undefined,
      deps.config.repaymentNotifySecret,
    )
    return takeNotifiedRepayment(db, input)
  })
  declareRoute(app, deps, contract.repaymentList, ({ user, input }) => listRepayments(db, user, input))
  declareRoute(app, deps, contract.repaymentSummary, ({ user, input }) =>
    summarizeRepayments(db, user, input),
  )
  declareRoute(app, deps, contract.repaymentExport, async ({ user, input, language }) => ({
    fileName: csvFileName('repayments', user.timeZone),
    chunks: exportRepayments(db, user, input, { language, timeZone: user.timeZone }),
  }))
}
