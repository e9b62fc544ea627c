import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { type DashboardFigure, dashboardFigures } from '../../../contract/dashboardFigures.ts'
import type { FigureScope, RankWindow } from '../../../contract/dashboards.ts'
import { i18n } from '../../i18n/i18n.ts'

/** Each figure's name on a tile or a column, in the screen's language. */
export const figureWords: Record<DashboardFigure, MessageDescriptor> = {
  unfinishedToday: msg`Unfinished, allocated today`,
  unfinishedThisWeek: msg`Unfinished, allocated this week`,
  expiringInPrimeTime: msg`Expiring in prime time`,
  expiringWithin24Hours: msg`Expiring within 24 hours`,
  finishedToday: msg`Finished today`,
  finishedYesterday: msg`Finished yesterday`,
  finishedThisWeek: msg`Finished this week`,
  finishedThisSalaryPeriod: msg`Finished this salary period`,
  finishedCases: msg`Finished cases`,
  collectionRecords: msg`Collection records`,
  calls: msg`Calls`,
  whatsappMessages: msg`WhatsApp messages`,
  repaidAmount: msg`Repaid`,
  repayments: msg`Repayments`,
  dutyDays: msg`Days on duty`,
  workPerformancePoint: msg`Work performance point`,
}

/** A figure's one definition (contract/dashboardFigures.ts), in the screen's language: its tooltip. */
export const definitionOf = (figure: DashboardFigure) =>
  dashboardFigures[figure].definition[i18n.locale === 'es' ? 'es' : 'en']

/** A figure's name and definition, as a tile takes them. */
export const figureTexts = (figure: DashboardFigure) => ({
  label: i18n._(figureWords[figure]),
  definition: definitionOf(figure),
})

export const rankWindowWords: Record<RankWindow, MessageDescriptor> = {
  yesterday: msg`Yesterday`,
  thisWeek: msg`This week`,
  salaryPeriod: msg`This salary period`,
  allS1: msg`All S1 teams, this salary period`,
}

export const scopeWords: Record<FigureScope, MessageDescriptor> = {
  person: msg`Your figures`,
  team: msg`Team figures`,
  operation: msg`The whole operation`,
}
