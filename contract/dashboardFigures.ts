import type { Bilingual } from './bilingual.ts'

/**
 * Every figure a dashboard shows, each with its one definition (the tooltip says it, in the screen's
 * language). A day is always the person's own day on their own clock: a Lagos collector's "today"
 * is Lagos's, a Mexico City leader's is Mexico City's; a team's or the operation's day figure is the
 * sum of its members' own days. Weeks begin on Monday, as the ranking's do. What "prime time", the
 * salary period and the work performance point are is a deployment's setting (docs/decisions/0044).
 *
 * - `kept`: read from the per-person-per-day figures kept in the same transaction as the writes
 *   (server/services/dashboards/), summed over the period's days and over people.
 * - `live`: a count of the cases a person holds now; it opens its case list (hoylist, semanalist,
 *   audiencialist, horaslist) and is read through the cases' owner indexes, never kept, since it
 *   changes with the clock and not only with writes.
 * - `money`: one figure per currency, never summed across currencies.
 */
export type FigureSource = 'kept' | 'live'
export type FigurePeriod = 'today' | 'yesterday' | 'thisWeek' | 'salaryPeriod' | 'now'

export interface FigureDefinition {
  source: FigureSource
  money: boolean
  period: FigurePeriod | 'chosen'
  definition: Bilingual
}

const figure = (
  source: FigureSource,
  period: FigureDefinition['period'],
  en: string,
  es: string,
  money = false,
): FigureDefinition => ({ source, money, period, definition: { en, es } })

/** What a person's kept day holds, counted (the columns of person_day_work). */
export const keptCounts = [
  'calls',
  'whatsappMessages',
  'finishedCases',
  'clockIns',
  'unfinishedAllocated',
] as const
export type KeptCount = (typeof keptCounts)[number]

/** The counts the work performance point weighs: work done, not attendance. */
export const pointCounts = [
  'calls',
  'whatsappMessages',
  'finishedCases',
] as const satisfies readonly KeptCount[]
export type PointCount = (typeof pointCounts)[number]

export const dashboardFigures = {
  unfinishedToday: figure(
    'kept',
    'today',
    'Cases you hold now, not paid off nor closed, allocated to you today.',
    'Casos que usted tiene ahora, sin liquidar ni cerrar, asignados hoy.',
  ),
  unfinishedThisWeek: figure(
    'kept',
    'thisWeek',
    'Cases you hold now, not paid off nor closed, allocated to you since Monday.',
    'Casos que usted tiene ahora, sin liquidar ni cerrar, asignados desde el lunes.',
  ),
  expiringInPrimeTime: figure(
    'live',
    'now',
    'Unfinished cases you hold whose appointment falls in today’s prime time (a setting, by default 09:00 to 13:00 on your clock).',
    'Casos sin terminar cuya cita cae en el horario estelar de hoy (un ajuste, por defecto de 09:00 a 13:00 en su reloj).',
  ),
  expiringWithin24Hours: figure(
    'live',
    'now',
    'Unfinished cases you hold whose appointment falls in the next 24 hours.',
    'Casos sin terminar cuya cita cae en las próximas 24 horas.',
  ),
  finishedToday: figure(
    'kept',
    'today',
    'Cases paid off today while you held them, on your clock.',
    'Casos liquidados hoy mientras usted los tenía, en su reloj.',
  ),
  finishedYesterday: figure(
    'kept',
    'yesterday',
    'Cases paid off yesterday while you held them, on your clock.',
    'Casos liquidados ayer mientras usted los tenía, en su reloj.',
  ),
  finishedThisWeek: figure(
    'kept',
    'thisWeek',
    'Cases paid off since Monday while you held them.',
    'Casos liquidados desde el lunes mientras usted los tenía.',
  ),
  finishedThisSalaryPeriod: figure(
    'kept',
    'salaryPeriod',
    'Cases paid off in the current salary period (a setting, by default the calendar month) while you held them.',
    'Casos liquidados en el periodo salarial en curso (un ajuste, por defecto el mes natural) mientras usted los tenía.',
  ),
  finishedCases: figure(
    'kept',
    'chosen',
    'Cases paid off in the chosen days while you held them, each on the day it was paid off on your clock.',
    'Casos liquidados en los días elegidos mientras usted los tenía, cada uno el día en que se liquidó en su reloj.',
  ),
  collectionRecords: figure(
    'kept',
    'chosen',
    'Collection records you wrote, by the day of the call or message: calls plus WhatsApp messages.',
    'Registros de cobranza que usted escribió, por el día de la llamada o mensaje: llamadas más mensajes de WhatsApp.',
  ),
  calls: figure(
    'kept',
    'chosen',
    'Collection records of a call, by the day it was dialled, answered or not.',
    'Registros de cobranza de una llamada, por el día en que se marcó, contestada o no.',
  ),
  whatsappMessages: figure(
    'kept',
    'chosen',
    'Collection records of a WhatsApp message sent, by the day it was sent.',
    'Registros de cobranza de un mensaje de WhatsApp enviado, por el día en que se envió.',
  ),
  repaidAmount: figure(
    'kept',
    'chosen',
    'Money repaid on cases you held when it came, by the day it was paid, one figure per currency.',
    'Dinero pagado en casos que usted tenía cuando llegó, por el día del pago, una cifra por moneda.',
    true,
  ),
  repayments: figure(
    'kept',
    'chosen',
    'Repayments received on cases you held when they came, by the day they were paid, per currency.',
    'Pagos recibidos en casos que usted tenía cuando llegaron, por el día del pago, por moneda.',
    true,
  ),
  dutyDays: figure(
    'kept',
    'chosen',
    'Days you clocked in on, each on your own calendar.',
    'Días en que usted registró su entrada, cada uno en su propio calendario.',
  ),
  workPerformancePoint: figure(
    'kept',
    'chosen',
    'Points for the work done: each finished case, call and WhatsApp message weighs as a setting says (by default 10, 2 and 1).',
    'Puntos por el trabajo hecho: cada caso liquidado, llamada y mensaje de WhatsApp pesa lo que dice un ajuste (por defecto 10, 2 y 1).',
  ),
} as const satisfies Record<string, FigureDefinition>

export type DashboardFigure = keyof typeof dashboardFigures

/** The weights of the work performance point (docs/decisions/0044). */
export type PerformanceWeights = Readonly<Record<PointCount, number>>

/** A person's work performance point from their kept counts: money never enters it (currencies differ). */
export function workPerformancePoint(
  counts: Readonly<Record<PointCount, number>>,
  weights: PerformanceWeights,
) {
  return pointCounts.reduce((points, name) => points + counts[name] * weights[name], 0)
}
