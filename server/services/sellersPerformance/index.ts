/**
 * The sellers' performance area's public module: the loan platform's telling that a sale order's
 * customer entered the app, and the sellers' figures as a file (the dashboards area reads them).
 */
export {
  checkSaleOrderEntrySignature,
  signSaleOrderEntry,
  takeSaleOrderEntry,
} from './saleOrderEntries.ts'
export { sellersPerformanceCsv } from './sellersPerformanceExport.ts'
export { readSellerTargets } from './sellerTargets.ts'
export { sellerTargetsCsv } from './sellerTargetsExport.ts'
