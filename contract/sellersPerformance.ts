import { z } from 'zod'
import type { FigureDefinition } from './dashboardFigures.ts'
import { groupRowSchema, periodInput, periodLabels } from './dashboards.ts'
import { csvFile, endpoint } from './endpoint.ts'
import { menuIds } from './menus.ts'

/**
 * The sellers' performance (spec section 2, sellersPerformance, menu 106; issue 25): each seller's sale
 * orders over a period, those whose customer entered the app, the conversion and the amounts applied
 * for. Targets are not kept yet (issue 25), so no target column is answered. Scope is the one policy's
 * reach: a seller their own row, a team leader their team's sellers, a manager or office manager one row
 * per team, or a named team's sellers; a team beyond the caller's reach is refused.
 */

const kept = (en: string, es: string, money = false): FigureDefinition => ({
  source: 'kept',
  money,
  period: 'chosen',
  definition: { en, es },
})

/** Each column's one definition, shown as its header's tooltip in the screen's language. */
export const sellerFigures = {
  saleOrders: kept(
    'Sale orders you hold, counted on the day each was allocated to you.',
    'Órdenes de venta que tienes, contadas el día en que se te asignó cada una.',
  ),
  enteredApp: kept(
    'Sale orders whose customer entered the app while you held them, by the day they entered.',
    'Órdenes de venta cuyo cliente entró a la app mientras las tenías, por el día en que entró.',
  ),
  conversion: kept(
    'Entered the app divided by sale orders, over the same days; blank without sale orders. It can pass 100% when orders allocated before the period entered in it.',
    'Ingresadas a la app divididas entre órdenes de venta, en los mismos días; vacía sin órdenes. Puede pasar de 100 % si órdenes asignadas antes del periodo ingresaron en él.',
  ),
  appliedAmount: kept(
    'The loan amount applied for by the customers who entered the app, one figure per currency.',
    'El monto de préstamo solicitado por los clientes que entraron a la app, una cifra por moneda.',
    true,
  ),
} as const satisfies Record<string, FigureDefinition>
export type SellerFigure = keyof typeof sellerFigures

/** Entered ÷ orders, or null when there were no orders to convert (never a division by zero). */
export const conversionOf = (saleOrders: number, enteredApp: number): number | null =>
  saleOrders === 0 ? null : enteredApp / saleOrders

/** Money applied for in one currency, in its minor units; never added to another currency's. */
export const appliedMoneySchema = z.object({ currency: z.string(), amount: z.number() })

export const sellerFiguresSchema = z.object({
  saleOrders: z.number(),
  enteredApp: z.number(),
  /** enteredApp ÷ saleOrders (0.25 is 25%); null without sale orders. */
  conversion: z.number().nullable(),
  applied: z.array(appliedMoneySchema),
})
export type SellerFigures = z.infer<typeof sellerFiguresSchema>

export const sellerRowSchema = groupRowSchema.extend({ figures: sellerFiguresSchema })
export type SellerRow = z.infer<typeof sellerRowSchema>

export const sellersPerformanceAnswer = z.object({
  /** When the figures were read (an instant). */
  asOf: z.string(),
  /** The period's days on the caller's calendar. */
  days: z.object({ from: z.string(), to: z.string() }),
  /** The team named, or null: a manager's rows are then one per team. */
  teamId: z.number().nullable(),
  rows: z.array(sellerRowSchema),
  totals: sellerFiguresSchema,
})
export type SellersPerformance = z.infer<typeof sellersPerformanceAnswer>

export const sellersPerformance = endpoint({
  method: 'GET',
  path: '/dashboard/sellersperformance',
  access: menuIds.sellersPerformanceDashboard,
  encoding: 'form',
  summary:
    "Each seller of the caller's scope (each team for a manager not naming one) over a period: sale orders, those that entered the app, the conversion and the amounts applied for per currency, with the totals.",
  input: periodInput,
  labels: periodLabels,
  answer: sellersPerformanceAnswer,
})

export const sellersPerformanceExport = endpoint({
  method: 'GET',
  path: '/dashboard/sellersperformance/export',
  access: menuIds.sellersPerformanceDashboard,
  encoding: 'form',
  download: 'csv',
  summary: 'The sellers’ performance over a period as a CSV file, one row per seller (or team) and currency.',
  input: periodInput,
  labels: periodLabels,
  answer: csvFile,
})
