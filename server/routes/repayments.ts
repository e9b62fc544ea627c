import type { FastifyInstance } from 'fastify'
import * as contract from '../../contract/repayments.ts'
import type { ServerDeps } from '../http/areaRoutes.ts'
import { declareRoute } from '../http/declareRoute.ts'
import { checkRepaymentSignature, takeNotifiedRepayment } from '../services/repayments/notifiedRepayment.ts'

/** The loan platform's calls: signed with a shared secret, not signed in. */
export function repaymentRoutes(app: FastifyInstance, deps: ServerDeps): void {
  declareRoute(app, deps, contract.notifyRepayment, ({ input, request }) => {
    const signature = request.headers[contract.repaymentSignatureHeader]
    checkRepaymentSignature(
      input,
      typeof signature === 'string' ? signature : undefined,
      deps.config.repaymentNotifySecret,
    )
    return takeNotifiedRepayment(deps.db, input)
  })
}
