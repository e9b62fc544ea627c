import type { InputOf } from '../../contract/endpoint.ts'
import { appendPage, type Identified, type KeptPage, keptPaging } from '../../db/keptLists.ts'
import { request } from './request.ts'
import type { ListQuery, PagedListEndpoint } from './useKeptPagedList.ts'

/**
 * Asks the server for the page after a kept list's last kept row, in the query the list answers, and
 * keeps it as scrolling would: a screen other than the list's (a case detail's "Next case") can go on
 * past where the user scrolled. Whether a page was kept; it throws the request's failure.
 */
export async function keepNextPage<E extends PagedListEndpoint>(
  endpoint: E,
  list: string,
  pageSize: number,
): Promise<boolean> {
  const paging = await keptPaging(list)
  if (!paging?.nextCursor) return false
  const { filters, sort, order } = JSON.parse(paging.query) as ListQuery
  const input = { ...filters, sort, order, limit: pageSize, after: paging.nextCursor } as InputOf<E>
  const page: KeptPage<Identified> = await request(endpoint, input)
  return appendPage(list, paging.query, paging.nextCursor, page)
}
