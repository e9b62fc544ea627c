/**
 * The shared list helpers every area's lists and exports use (docs/decisions/0006 and 0016): keyset
 * paging, filters as data, CSV streaming. Other folders import them through this module only.
 */
export {
  type CsvColumn,
  type CsvReader,
  type CsvValue,
  type CsvWriters,
  csvChunks,
  csvFileName,
} from './csvExport.ts'
export { byColumn, type KeysetList, keysetBatches, type PageRequest, pageQuery } from './keysetPaging.ts'
export { conditionsOf, type FilterConditions } from './listFilters.ts'
