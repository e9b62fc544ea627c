import type { FastifyInstance } from 'fastify'
import * as entries from '../../contract/saleOrderEntries.ts'
import * as contract from '../../contract/sellersPerformance.ts'
import type { ServerDeps } from '../http/areaRoutes.ts'
import { declareRoute } from '../http/declareRoute.ts'
import { countSaleEntry, readSellersPerformance } from '../services/dashboards/index.ts'
import { csvFileName } from '../services/lists/index.ts'
import {
  checkSaleOrderEntrySignature,
  readSellerTargets,
  sellersPerformanceCsv,
  sellerTargetsCsv,
  takeSaleOrderEntry,
} from '../services/sellersPerformance/index.ts'

/** The sellers' performance (menu 106), the sellers against their targets in Cases (105), and the loan platform's telling that a sale order entered the app. */
export function sellersPerformanceRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const { db, config } = deps
  declareRoute(app, deps, entries.notifySaleOrderEntered, ({ input, request }) => {
    const signature = request.headers[entries.saleOrderEntrySignatureHeader]
    checkSaleOrderEntrySignature(
      input,
      typeof signature === 'string' ? signature : undefined,
      config.repaymentNotifySecret,
    )
    return takeSaleOrderEntry(db, input, countSaleEntry)
  })
  declareRoute(app, deps, contract.sellersPerformance, ({ user, input }) =>
    readSellersPerformance(db, config.dashboards, user, input),
  )
  declareRoute(app, deps, contract.sellersPerformanceExport, async ({ user, input, language }) => ({
    fileName: csvFileName('sellers-performance', user.timeZone),
    chunks: sellersPerformanceCsv(await readSellersPerformance(db, config.dashboards, user, input), {
      language,
      timeZone: user.timeZone,
    }),
  }))
  declareRoute(app, deps, contract.sellerTargets, ({ user, input }) =>
    readSellerTargets(db, config.dashboards, user, input),
  )
  declareRoute(app, deps, contract.sellerTargetsExport, async ({ user, input, language }) => ({
    fileName: csvFileName('sellers-targets', user.timeZone),
    chunks: sellerTargetsCsv(await readSellerTargets(db, config.dashboards, user, input), {
      language,
      timeZone: user.timeZone,
    }),
  }))
}
