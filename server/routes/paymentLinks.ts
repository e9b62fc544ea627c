import type { FastifyInstance } from 'fastify'
import * as contract from '../../contract/paymentLinks.ts'
import type { ServerDeps } from '../http/areaRoutes.ts'
import { declareRoute } from '../http/declareRoute.ts'
import { expireStaleLinks } from '../services/paymentLinks/paymentLinkLife.ts'
import { cancelLink, generateLink, linkSheet } from '../services/paymentLinks/paymentLinkWrites.ts'

/** The payment links' calls, from a case (menu 34); the platform pays them through the repayment notice. */
export function paymentLinkRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const { db, config } = deps
  const settings = config.paymentLinks
  declareRoute(app, deps, contract.paymentLinkSheet, ({ user, input }) =>
    linkSheet(db, settings, user, input.caseId),
  )
  declareRoute(app, deps, contract.generatePaymentLink, ({ user, input }) =>
    generateLink(db, settings, user, input),
  )
  declareRoute(app, deps, contract.cancelPaymentLink, ({ user, input }) => cancelLink(db, user, input))
  if (settings.expireEveryMs > 0)
    deps.startJob('expiring payment links', settings.expireEveryMs, () => expireStaleLinks(db))
}
