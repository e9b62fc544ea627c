import { z } from 'zod'
import { caseRowSchema, caseSorts } from './cases.ts'
import { csvFile, endpoint, type FieldLabels } from './endpoint.ts'
import { calendarDay, idFromText } from './fields.ts'
import { menuIds } from './menus.ts'
import { exportInput, keysetPageAnswer, keysetPageInput, keysetPageLabels } from './paging.ts'

/**
 * The dashboards area's calls (spec section 2, Dashboard, menu 66). Every figure is defined once in
 * contract/dashboardFigures.ts; these calls only say whose figures, over which days, and how they come
 * back. Scope is the one policy's reach (contract/policy.ts): a collector gets their own row, a team
 * leader their team's members, a manager or office manager the teams (and a team's members once they
 * name it with `teamId`). A `teamId` beyond the caller's reach is refused, never quietly widened.
 */

// ——— Periods ———

/** The most days a chosen period spans: a quarter, so a daily chart stays readable and a call cheap. */
export const dashboardDaysMax = 92

/** The periods a dashboard's picker offers; `custom` takes `from` and `to`. */
export const dashboardPeriods = [
  'today',
  'yesterday',
  'thisWeek',
  'thisMonth',
  'salaryPeriod',
  'custom',
] as const
export type DashboardPeriod = (typeof dashboardPeriods)[number]

/**
 * A period chosen on a dashboard: a named one, read on the caller's own calendar by the server, or
 * custom days (both ends, the start not after the end, at most `dashboardDaysMax` days).
 */
export const periodInput = z
  .object({
    period: z.enum(dashboardPeriods).default('salaryPeriod'),
    from: calendarDay.optional(),
    to: calendarDay.optional(),
    /** A manager's or office manager's narrowing to one team; refused beyond the caller's reach. */
    teamId: idFromText.optional(),
  })
  .superRefine((p, ctx) => {
    if (p.period !== 'custom') return
    if (!p.from) ctx.addIssue({ code: 'custom', path: ['from'], message: 'range.bothEnds' })
    if (!p.to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'range.bothEnds' })
  })
  .refine((p) => p.period !== 'custom' || !p.from || !p.to || p.from <= p.to, {
    path: ['to'],
    message: 'range.order',
  })
  .refine(
    (p) =>
      p.period !== 'custom' ||
      !p.from ||
      !p.to ||
      (Date.parse(p.to) - Date.parse(p.from)) / 86_400_000 < dashboardDaysMax,
    { path: ['to'], message: 'dashboard.periodTooLong' },
  )
export type PeriodInput = z.input<typeof periodInput>

export const periodLabels = {
  period: { en: 'Period', es: 'Periodo' },
  from: { en: 'From', es: 'Desde' },
  to: { en: 'To', es: 'Hasta' },
  teamId: { en: 'Team', es: 'Equipo' },
} as const satisfies FieldLabels

const teamOnly = z.object({ teamId: idFromText.optional() })
const teamOnlyLabels = { teamId: periodLabels.teamId } as const satisfies FieldLabels

/** The days a period covered, as the server read them on the caller's calendar (yyyy-MM-dd). */
const daysSchema = z.object({ from: z.string(), to: z.string() })

/** Whose figures these are: a person, a team, or the whole operation. */
export const figureScopes = ['person', 'team', 'operation'] as const
export type FigureScope = (typeof figureScopes)[number]

const scopeSchema = z.object({
  kind: z.enum(figureScopes),
  /** The person or team; null for the operation. */
  id: z.number().nullable(),
  name: z.string().nullable(),
})

/** What the deployment's settings made of the figures left open by the spec (docs/decisions/0044). */
const settingsSchema = z.object({
  primeTime: z.object({ fromHour: z.number(), toHour: z.number() }),
  salaryPeriodStartDay: z.number(),
  workPoints: z.object({ finishedCases: z.number(), calls: z.number(), whatsappMessages: z.number() }),
})

/** Money of one currency, never added to another's; amounts in minor units. */
export const moneyFigureSchema = z.object({
  currency: z.string(),
  repayments: z.number(),
  repaidAmount: z.number(),
})
export type MoneyFigure = z.infer<typeof moneyFigureSchema>

/** The kept counts of a person, team or operation over some days, with the point they weigh to. */
export const workFiguresSchema = z.object({
  calls: z.number(),
  whatsappMessages: z.number(),
  /** Calls plus WhatsApp messages (section 3's collection records count). */
  collectionRecords: z.number(),
  finishedCases: z.number(),
  /** Person-days with a clock-in. */
  dutyDays: z.number(),
  workPerformancePoint: z.number(),
  money: z.array(moneyFigureSchema),
})
export type WorkFigures = z.infer<typeof workFiguresSchema>

// ——— Performance statement (index, menu 87) ———

/** The rank windows of the statement: the team's over three periods, and everyone in an S1 team's. */
export const rankWindows = ['yesterday', 'thisWeek', 'salaryPeriod', 'allS1'] as const
export type RankWindow = (typeof rankWindows)[number]

export const rankRowSchema = z.object({
  personId: z.number(),
  name: z.string(),
  teamName: z.string().nullable(),
  /** 1 for the most finished cases; equal figures share a rank. */
  rank: z.number(),
  finishedCases: z.number(),
  workPerformancePoint: z.number(),
})
export type RankRow = z.infer<typeof rankRowSchema>

export const rankingWindowSchema = z.object({
  window: z.enum(rankWindows),
  days: daysSchema,
  /** How many people are ranked in the window. */
  of: z.number(),
  /** The caller's own rank; null for someone not ranked there (a manager, or not in an S1 team). */
  myRank: z.number().nullable(),
  /**
   * The rows the caller may see: a collector their own, a leader their team's, a manager the first
   * `rankRowsShown`.
   */
  rows: z.array(rankRowSchema),
})
export type RankingWindow = z.infer<typeof rankingWindowSchema>

/** The most rows one rank window answers for a manager: a leaderboard, not a staff list. */
export const rankRowsShown = 20

/** The statement's variants (docs/decisions/0045): the standard one, and Nigeria's and Pakistan's. */
export const statementVariants = ['standard', 'ngpk'] as const
export type StatementVariant = (typeof statementVariants)[number]

export const dailyFiguresSchema = workFiguresSchema.extend({ day: z.string() })
export type DailyFigures = z.infer<typeof dailyFiguresSchema>

export const performanceStatementAnswer = z.object({
  /** When the figures were read (an instant). */
  asOf: z.string(),
  variant: z.enum(statementVariants),
  scope: scopeSchema,
  settings: settingsSchema,
  unfinished: z.object({
    today: z.number(),
    thisWeek: z.number(),
    expiringInPrimeTime: z.number(),
    expiringWithin24Hours: z.number(),
  }),
  finished: z.object({
    yesterday: z.number(),
    thisWeek: z.number(),
    salaryPeriod: z.number(),
  }),
  /** Repaid today, yesterday, this week and this salary period, per currency. */
  repaid: z.object({
    today: z.array(moneyFigureSchema),
    yesterday: z.array(moneyFigureSchema),
    thisWeek: z.array(moneyFigureSchema),
    salaryPeriod: z.array(moneyFigureSchema),
  }),
  ranks: z.array(rankingWindowSchema),
  /** The salary period so far, day by day on the caller's calendar (days without work included). */
  salaryPeriod: daysSchema,
  daily: z.array(dailyFiguresSchema),
})
export type PerformanceStatement = z.infer<typeof performanceStatementAnswer>

export const performanceStatement = endpoint({
  method: 'GET',
  path: '/dashboard/performance/statement',
  access: menuIds.performanceStatement,
  encoding: 'form',
  summary:
    "The performance statement of the caller's scope: unfinished cases today and this week, cases expiring in prime time and within 24 hours, cases finished yesterday, this week and this salary period, money repaid per currency, the ranks and the salary period's daily performance, read from the kept figures.",
  input: teamOnly,
  labels: teamOnlyLabels,
  answer: performanceStatementAnswer,
})

// ——— Performance details (menu 88) ———

export const performanceDetailsAnswer = z.object({
  asOf: z.string(),
  scope: scopeSchema,
  days: daysSchema,
  totals: workFiguresSchema,
  daily: z.array(dailyFiguresSchema),
})
export type PerformanceDetails = z.infer<typeof performanceDetailsAnswer>

export const performanceDetails = endpoint({
  method: 'GET',
  path: '/dashboard/performance/details',
  access: menuIds.performanceDetails,
  encoding: 'form',
  summary: "The caller's scope's work, day by day over a chosen period, with its totals.",
  input: periodInput,
  labels: periodLabels,
  answer: performanceDetailsAnswer,
})

export const performanceDetailsExport = endpoint({
  method: 'GET',
  path: '/dashboard/performance/details/export',
  access: menuIds.performanceDetails,
  encoding: 'form',
  download: 'csv',
  summary: 'The daily performance of the chosen period as a CSV file, one row per day and currency.',
  input: periodInput,
  labels: periodLabels,
  answer: csvFile,
})

// ——— Who did what: one row per member of a team, or per team of the operation ———

/** A row of a per-member or per-team table: whose, and their figures. */
export const groupRowSchema = z.object({
  kind: z.enum(['person', 'team']),
  /** The person's or team's id; null for people in no team, in a manager's per-team rows. */
  id: z.number().nullable(),
  name: z.string().nullable(),
  teamName: z.string().nullable(),
})

// ——— Collection dashboard (menu 92) and its four case lists ———

export const collectionRowSchema = groupRowSchema.extend({
  unfinishedToday: z.number(),
  unfinishedThisWeek: z.number(),
  expiringInPrimeTime: z.number(),
  expiringWithin24Hours: z.number(),
  finishedToday: z.number(),
  finishedThisWeek: z.number(),
  repaidToday: z.array(moneyFigureSchema),
})
export type CollectionRow = z.infer<typeof collectionRowSchema>

export const collectionDashboardAnswer = z.object({
  asOf: z.string(),
  scope: scopeSchema,
  settings: settingsSchema,
  rows: z.array(collectionRowSchema),
})
export type CollectionDashboard = z.infer<typeof collectionDashboardAnswer>

export const collectionDashboard = endpoint({
  method: 'GET',
  path: '/dashboard/collection',
  access: menuIds.collectionDashboard,
  encoding: 'form',
  summary:
    "The collection dashboard: for each member of the caller's scope (each team, for a manager not naming one), the unfinished cases of today and this week, those expiring in prime time and within 24 hours, and what was finished and repaid today.",
  input: teamOnly,
  labels: teamOnlyLabels,
  answer: collectionDashboardAnswer,
})

/**
 * The four case lists a collection figure opens (spec: hoylist, semanalist, audiencialist, horaslist):
 * the unfinished cases a member holds now, by the figure's definition.
 */
export const dashboardCaseLists = ['today', 'thisWeek', 'atHearing', 'in24Hours'] as const
export type DashboardCaseList = (typeof dashboardCaseLists)[number]

/** The spec's path word of each list. */
export const dashboardCaseListPaths = {
  today: 'hoylist',
  thisWeek: 'semanalist',
  atHearing: 'audiencialist',
  in24Hours: 'horaslist',
} as const satisfies Record<DashboardCaseList, string>

const caseListOf = z.object({
  list: z.enum(dashboardCaseLists),
  /** The member whose cases these are; one the caller may reach. */
  operatorId: idFromText,
})
const caseListOfLabels = {
  list: { en: 'List', es: 'Lista' },
  operatorId: { en: 'Member', es: 'Miembro' },
} as const satisfies FieldLabels

export const dashboardCases = {
  list: endpoint({
    method: 'GET',
    path: '/dashboard/collection/cases/list',
    access: menuIds.collectionDashboard,
    encoding: 'form',
    summary:
      "A page of a member's unfinished cases that a collection figure counts (today's, this week's, expiring at the hearing time, within 24 hours), scoped by the one policy.",
    input: caseListOf.extend(keysetPageInput(caseSorts, 'workQueue').shape),
    labels: { ...caseListOfLabels, ...keysetPageLabels },
    answer: keysetPageAnswer(caseRowSchema),
  }),
  export: endpoint({
    method: 'GET',
    path: '/dashboard/collection/cases/export',
    access: menuIds.collectionDashboard,
    encoding: 'form',
    download: 'csv',
    summary: 'The whole of one of the four case lists as a CSV file, as the case lists export it.',
    input: caseListOf.extend(exportInput(caseSorts, 'workQueue').shape),
    labels: { ...caseListOfLabels, sort: keysetPageLabels.sort, order: keysetPageLabels.order },
    answer: csvFile,
  }),
}

// ——— Staff dashboard (menu 94) and a member's details ———

/** Section 3's staff performance, with today's attendance: a row of the staff dashboard. */
export const staffDashboardRowSchema = groupRowSchema.extend({
  /** Today's first clock-in and last clock-out on the member's clock (HH:mm); null for a team row. */
  clockIn: z.string().nullable(),
  clockOut: z.string().nullable(),
  /** Working days of the last 3 (before today) without a clock-in and without leave. */
  absencesLast3Days: z.number(),
  /** Approved leave days in the last 7 (before today). */
  leaveDaysLast7Days: z.number(),
  /** Cases held now, unfinished. */
  casesHeld: z.number(),
  figures: workFiguresSchema,
})
export type StaffDashboardRow = z.infer<typeof staffDashboardRowSchema>

export const staffsDashboardAnswer = z.object({
  asOf: z.string(),
  scope: scopeSchema,
  days: daysSchema,
  rows: z.array(staffDashboardRowSchema),
})
export type StaffsDashboard = z.infer<typeof staffsDashboardAnswer>

export const staffsDashboard = endpoint({
  method: 'GET',
  path: '/dashboard/staffs',
  access: menuIds.staffsDashboard,
  encoding: 'form',
  summary:
    "The staff dashboard: each member of the caller's scope (each team for a manager not naming one) with today's clock-in and clock-out, absences in the last 3 days, leave days in the last 7, cases held, and their work over the chosen period.",
  input: periodInput,
  labels: periodLabels,
  answer: staffsDashboardAnswer,
})

export const staffDayRowSchema = workFiguresSchema.extend({
  day: z.string(),
  clockIn: z.string().nullable(),
  clockOut: z.string().nullable(),
  /** What the day was on the member's schedule (server/services/staffs/memberDays.ts). */
  scheduled: z.enum(['work', 'leave', 'off', 'notMember']),
})
export type StaffDayRow = z.infer<typeof staffDayRowSchema>

export const staffDetailsAnswer = z.object({
  asOf: z.string(),
  member: z.object({
    id: z.number(),
    name: z.string(),
    teamName: z.string().nullable(),
    timeZone: z.string(),
  }),
  days: daysSchema,
  totals: workFiguresSchema,
  daily: z.array(staffDayRowSchema),
})
export type StaffDetails = z.infer<typeof staffDetailsAnswer>

export const staffDetails = endpoint({
  method: 'GET',
  path: '/dashboard/staffs/details',
  access: menuIds.staffsDashboard,
  encoding: 'form',
  summary: "One member's attendance and work, day by day over the chosen period, on the member's calendar.",
  input: periodInput.safeExtend({ operatorId: idFromText }),
  labels: { ...periodLabels, operatorId: { en: 'Member', es: 'Miembro' } },
  answer: staffDetailsAnswer,
})

// ——— Staff statement (menu 96) and staff performance (menu 97) ———

export const staffStatementRowSchema = groupRowSchema.extend({ figures: workFiguresSchema })
export type StaffStatementRow = z.infer<typeof staffStatementRowSchema>

export const staffStatementAnswer = z.object({
  asOf: z.string(),
  scope: scopeSchema,
  days: daysSchema,
  rows: z.array(staffStatementRowSchema),
  totals: workFiguresSchema,
})
export type StaffStatement = z.infer<typeof staffStatementAnswer>

/** The statement (96) and the staff performance list (97): the same rows, read for two menus. */
function staffTable(menuId: number, path: string, what: string) {
  return {
    list: endpoint({
      method: 'GET',
      path,
      access: menuId,
      encoding: 'form',
      summary: `${what} Each member of the caller's scope (each team for a manager not naming one), with the totals.`,
      input: periodInput,
      labels: periodLabels,
      answer: staffStatementAnswer,
    }),
    export: endpoint({
      method: 'GET',
      path: `${path}/export`,
      access: menuId,
      encoding: 'form',
      download: 'csv',
      summary: `${what} As a CSV file, one row per member (or team) and currency.`,
      input: periodInput,
      labels: periodLabels,
      answer: csvFile,
    }),
  }
}

export const staffsStatement = staffTable(
  menuIds.staffsStatement,
  '/dashboard/statement',
  'The staff statement over a period: cases finished and money repaid per currency.',
)

export const staffPerformance = staffTable(
  menuIds.staffPerformance,
  '/dashboard/staffperformance',
  'Staff performance over a period (section 3): duty days, work performance point, cases, calls, WhatsApp messages and collection records.',
)
