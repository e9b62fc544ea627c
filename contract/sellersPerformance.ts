import { z } from 'zod'
import type { FigureDefinition } from './dashboardFigures.ts'
import { groupRowSchema, periodInput, periodLabels } from './dashboards.ts'
import { csvFile, endpoint, type FieldLabels } from './endpoint.ts'
import { idFromText, isoDate } from './fields.ts'
import { menuIds } from './menus.ts'
import { paceSchema, targetPeriodSchema } from './targets.ts'

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

// ——— In Cases (menu 105): each seller against their targets of a salary period ———

/** The sellers' targets screen's own figures, beside the sale figures above: each one's definition. */
export const sellerTargetFigures = {
  targetAmount: {
    en: "The seller's target of the period: the loan amount to reach, in its currency.",
    es: 'La meta del vendedor en el periodo: el monto de préstamo a alcanzar, en su moneda.',
  },
  targetOrders: {
    en: "The seller's target of the period: the orders to bring into the app.",
    es: 'La meta del vendedor en el periodo: las órdenes que deben entrar a la app.',
  },
  achievement: {
    en: 'Achievement = amount applied for ÷ target amount, in the same currency.',
    es: 'Logro = monto solicitado ÷ monto meta, en la misma moneda.',
  },
  ordersAchievement: {
    en: 'Orders achievement = orders entered in the app ÷ target orders.',
    es: 'Logro de órdenes = órdenes que entraron a la app ÷ órdenes meta.',
  },
  pace: {
    en: 'Pace: where the seller should be today applying evenly over the working days of the period, and how far ahead or behind.',
    es: 'Ritmo: dónde debería estar hoy el vendedor avanzando por igual en los días laborables del periodo, y cuánto va adelantado o atrasado.',
  },
} as const

/** A seller's target in one currency, with how far it has got. */
export const sellerTargetSchema = z.object({
  currency: z.string(),
  /** Minor units. */
  amount: z.number(),
  orders: z.number(),
  /** Applied for in this currency ÷ the amount; null without an amount. */
  achievement: z.number().nullable(),
  /** Entered the app ÷ the orders; null without orders to reach. */
  ordersAchievement: z.number().nullable(),
  pace: paceSchema,
})
export type SellerTarget = z.infer<typeof sellerTargetSchema>

export const sellerTargetRowSchema = z.object({
  id: z.number(),
  name: z.string(),
  teamName: z.string().nullable(),
  figures: sellerFiguresSchema,
  /** The seller's targets of the period, one per currency, by currency. */
  targets: z.array(sellerTargetSchema),
})
export type SellerTargetRow = z.infer<typeof sellerTargetRowSchema>

/** The totals: the sale figures added up, and the targets added up currency by currency. */
export const sellerTargetTotalsSchema = z.object({
  figures: sellerFiguresSchema,
  targets: z.array(
    z.object({
      currency: z.string(),
      amount: z.number(),
      orders: z.number(),
      achievement: z.number().nullable(),
    }),
  ),
})

export const sellerTargetsAnswer = z.object({
  asOf: z.string(),
  period: targetPeriodSchema,
  /** The salary periods the picker offers, newest first: the current one and the year before it. */
  periods: z.array(targetPeriodSchema),
  teamId: z.number().nullable(),
  /** The teams a manager or office manager may narrow to (their sellers'); empty for the others. */
  teams: z.array(z.object({ id: z.number(), name: z.string() })),
  rows: z.array(sellerTargetRowSchema),
  totals: sellerTargetTotalsSchema,
})
export type SellerTargets = z.infer<typeof sellerTargetsAnswer>

export const sellerTargetsInput = z.object({
  /** Any day of the salary period; the current one on the caller's clock when left out. */
  period: isoDate.optional(),
  /** Those over the teams may narrow to one team; refused beyond the caller's reach. */
  teamId: idFromText.optional(),
})
export type SellerTargetsInput = z.input<typeof sellerTargetsInput>

const sellerTargetsLabels = {
  period: { en: 'Period', es: 'Periodo' },
  teamId: { en: 'Team', es: 'Equipo' },
} as const satisfies FieldLabels

export const sellerTargets = endpoint({
  method: 'GET',
  path: '/collection/case/sellersperformance',
  access: menuIds.sellersPerformance,
  encoding: 'form',
  summary:
    "Each seller of the caller's reach over a salary period (a seller their own row, a team leader their team's sellers, those over the teams every seller or one team's): sale orders, those that entered the app, the conversion, the amounts applied for per currency, and their targets of the period currency by currency with the achievement and the pace, with the totals.",
  input: sellerTargetsInput,
  labels: sellerTargetsLabels,
  answer: sellerTargetsAnswer,
})

export const sellerTargetsExport = endpoint({
  method: 'GET',
  path: '/collection/case/sellersperformance/export',
  access: menuIds.sellersPerformance,
  encoding: 'form',
  download: 'csv',
  summary:
    "The sellers' figures against their targets over a salary period as a CSV file, one line per seller and currency, the totals last.",
  input: sellerTargetsInput,
  labels: sellerTargetsLabels,
  answer: csvFile,
})
