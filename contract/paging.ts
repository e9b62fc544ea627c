import { z } from 'zod'
import type { FieldLabels } from './endpoint.ts'
import { text } from './fields.ts'

/** The orders every list sorts in. */
export const sortOrders = ['asc', 'desc'] as const
export type SortOrder = (typeof sortOrders)[number]

/** How many rows one page of any list may hold: a page the client asks for is within these bounds. */
export const pageSizes = { min: 1, max: 200, default: 50 } as const

/**
 * The paging fields of a keyset-paged list: the sort (one of the list's own, a whitelist), its order,
 * the opaque cursor from the previous page and the page size. A list's input is its filters and this.
 */
export function keysetPageInput<const Sorts extends readonly [string, ...string[]]>(
  sorts: Sorts,
  defaultSort: Sorts[number],
) {
  return z.object({
    sort: z.enum(sorts).default(defaultSort),
    order: z.enum(sortOrders).default('desc'),
    /** Opaque keyset cursor from the previous page. */
    after: text.max(200, 'tooLong').optional(),
    limit: z.coerce.number().int().min(pageSizes.min).max(pageSizes.max).default(pageSizes.default),
  })
}

/** How the paging fields are called on screen, in a refusal that names one. */
export const keysetPageLabels = {
  sort: { en: 'Sort', es: 'Ordenar' },
  order: { en: 'Order', es: 'Orden' },
  after: { en: 'Page', es: 'Página' },
  limit: { en: 'Page size', es: 'Tamaño de página' },
} as const satisfies FieldLabels

/** A page of a keyset-paged list: its rows and the cursor of the next page (null on the last). */
export function keysetPageAnswer<Row extends z.ZodType>(row: Row) {
  return z.object({ rows: z.array(row), nextCursor: z.string().nullable() })
}

/** The sort and order of a list's export: the whole filter, so no cursor and no page size. */
export function exportInput<const Sorts extends readonly [string, ...string[]]>(
  sorts: Sorts,
  defaultSort: Sorts[number],
) {
  return keysetPageInput(sorts, defaultSort).pick({ sort: true, order: true })
}
