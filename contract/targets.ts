import { z } from 'zod'
import type { Bilingual } from './bilingual.ts'
import { endpoint, type FieldLabels } from './endpoint.ts'
import { id, idFromText, isoDate, text } from './fields.ts'
import { menuIds } from './menus.ts'
import { keysetPageAnswer, keysetPageInput, keysetPageLabels } from './paging.ts'
import { clientMutationId, writeEndpoint } from './writes.ts'

/**
 * The targets' calls (spec section 2, Targets menu 81: setting 82 and person 83, each with
 * operation/{state}; section 3 Target: target, value, achievement, account rate; issue 25). A target
 * is a team's or a member's, for one salary period and currency: money in minor units and a count of
 * cases; how far it has got is read from the dashboards' kept figures. docs/decisions/0054 says what
 * counts, who sets what, and what the rates mean.
 */

export const targetKinds = ['team', 'person'] as const
export type TargetKind = (typeof targetKinds)[number]

/** What counts toward a target: a collection team's repaid money and finished cases, a sales team's orders. */
export const teamKinds = ['collection', 'sales'] as const
export type TeamKind = (typeof teamKinds)[number]

export const paceStatuses = ['ahead', 'onPace', 'behind'] as const
export type PaceStatus = (typeof paceStatuses)[number]

export const paceWords: Readonly<Record<PaceStatus, Bilingual>> = {
  ahead: { en: 'Ahead', es: 'Adelantado' },
  onPace: { en: 'On pace', es: 'Al ritmo' },
  behind: { en: 'Behind', es: 'Atrasado' },
}

/** Each figure's one definition, written beside it on the screens (the column's tooltip, the panel's note). */
export const targetFigureWords = {
  target: {
    en: 'The money to reach in the period, in its currency, and the cases to reach.',
    es: 'El dinero a alcanzar en el periodo, en su moneda, y los casos a alcanzar.',
  },
  value: {
    en: 'Reached so far: repaid on the cases held and cases finished (a sales team: the amount applied for and orders entered in the app).',
    es: 'Alcanzado hasta ahora: lo pagado en los casos a cargo y los casos terminados (un equipo de ventas: el monto solicitado y las órdenes que entraron a la app).',
  },
  achievement: {
    en: 'Achievement = reached ÷ target.',
    es: 'Logro = alcanzado ÷ meta.',
  },
  accountRate: {
    en: 'Account rate = cases finished in the period ÷ cases held in it (those finished plus those allocated in the period still unfinished); a sales team: orders entered in the app ÷ orders held.',
    es: 'Tasa de cuentas = casos terminados en el periodo ÷ casos asignados en él (los terminados más los asignados en el periodo aún sin terminar); un equipo de ventas: órdenes que entraron a la app ÷ órdenes asignadas.',
  },
  pace: {
    en: 'Pace: where one should be today recovering evenly over the working days of the period, and how far ahead or behind.',
    es: 'Ritmo: dónde se debería estar hoy recuperando por igual en los días laborables del periodo, y cuánto se va adelantado o atrasado.',
  },
} as const satisfies Record<string, Bilingual>

/** The most money a target may name, in minor units, and the most cases. */
export const targetAmountMax = 1_000_000_000_000
export const targetCasesMax = 1_000_000

/** A salary period: its first and last days (yyyy-MM-dd). */
export const targetPeriodSchema = z.object({ from: z.string(), to: z.string() })
export type TargetPeriod = z.infer<typeof targetPeriodSchema>

export const paceSchema = z.object({
  expected: z.number(),
  gap: z.number(),
  status: z.enum(paceStatuses),
  workDaysGone: z.number(),
  workDays: z.number(),
})

/** How far a target has got, read from the kept figures at `asOf`. */
export const targetProgressSchema = z.object({
  reachedAmount: z.number(),
  reachedCases: z.number(),
  /** reached ÷ target money (0.5 is 50%); null without a target amount. */
  achievement: z.number().nullable(),
  caseAchievement: z.number().nullable(),
  accountRate: z.number().nullable(),
  pace: paceSchema,
})
export type TargetProgressFigures = z.infer<typeof targetProgressSchema>

/** One target as the lists show it, with its progress. */
export const targetRowSchema = z.object({
  id: z.number(),
  kind: z.enum(targetKinds),
  teamId: z.number(),
  teamName: z.string(),
  teamKind: z.enum(teamKinds),
  /** The member, for a personal target. */
  personId: z.number().nullable(),
  personName: z.string().nullable(),
  period: targetPeriodSchema,
  currency: z.string(),
  /** In the currency's minor units. */
  amount: z.number(),
  cases: z.number(),
  progress: targetProgressSchema,
  /** Its period has not ended on the reader's calendar: it may still be changed. */
  editable: z.boolean(),
  setByName: z.string(),
  setAt: z.string(),
  /** The last change, if any. */
  changedAt: z.string().nullable(),
  changes: z.number(),
  /**
   * A team's target: its members' targets of the same period and currency added up, minus the team's
   * (positive when they add up to more); null when no member has one.
   */
  membersDifference: z.object({ amount: z.number(), cases: z.number() }).nullable(),
})
export type TargetRow = z.infer<typeof targetRowSchema>

/** A recorded change: who, when, from and to. */
export const targetChangeSchema = z.object({
  changedByName: z.string(),
  changedAt: z.string(),
  amountFrom: z.number(),
  amountTo: z.number(),
  casesFrom: z.number(),
  casesTo: z.number(),
})
export type TargetChange = z.infer<typeof targetChangeSchema>

const currency = text.trim().refine((typed) => /^[A-Z]{3}$/.test(typed), 'target.currency')
const targetAmount = z
  .number({ error: (issue) => (issue.input === undefined ? 'target.amountEmpty' : 'target.amount') })
  .int('target.amount')
  .min(0, 'target.amount')
  .max(targetAmountMax, 'target.amount')
const targetCases = z
  .number({ error: (issue) => (issue.input === undefined ? 'target.casesEmpty' : 'target.cases') })
  .int('target.cases')
  .min(0, 'target.cases')
  .max(targetCasesMax, 'target.cases')

const figureLabels = {
  amount: { en: 'Target amount', es: 'Monto meta' },
  cases: { en: 'Target cases', es: 'Casos meta' },
} as const satisfies FieldLabels

const writeLabels = { clientMutationId: { en: 'Change id', es: 'Id del cambio' } } as const

/** Which target a save names: an existing one by id (edit), or a new one's team or member, period and currency (add). */
const addOrEdit = {
  /** The target edited; without it, a new one is added. */
  targetId: id.optional(),
  /** Any day of the period (a new target); the current period on the caller's clock when left out. */
  period: isoDate.optional(),
  currency: currency.optional(),
  amount: targetAmount,
  cases: targetCases,
  clientMutationId,
}

const addOrEditLabels = {
  targetId: { en: 'Target', es: 'Meta' },
  period: { en: 'Period', es: 'Periodo' },
  currency: { en: 'Currency', es: 'Moneda' },
  ...figureLabels,
  ...writeLabels,
} as const satisfies FieldLabels

/** A new target names its currency; an edit keeps the target's own. */
const currencyForNew = (input: { targetId?: number; currency?: string }, ctx: z.RefinementCtx) => {
  if (input.targetId === undefined && !input.currency)
    ctx.addIssue({ code: 'custom', path: ['currency'], message: 'target.currency' })
}

export const memberShareInput = z.object({ personId: id, amount: targetAmount, cases: targetCases })
export type MemberShareInput = z.infer<typeof memberShareInput>

/** The most members a team's split names at once. */
export const splitMembersMax = 500

export const saveTeamTarget = writeEndpoint({
  method: 'POST',
  path: '/target/setting/save',
  access: menuIds.targetSetting,
  encoding: 'json',
  summary:
    "Adds a team's target for a salary period and currency, or changes one (a change to a running period's target is recorded: who, when, from, to). With `members`, the members' targets of the same period and currency are saved with it in one transaction, and must add up to the team's (target.splitMismatch names the difference). A period that has ended is read-only.",
  input: z
    .object({
      ...addOrEdit,
      /** The team of a new target. */
      teamId: id.optional(),
      members: z
        .array(memberShareInput)
        .max(splitMembersMax, 'tooLong')
        .refine(
          (shares) => new Set(shares.map((share) => share.personId)).size === shares.length,
          'target.memberTwice',
        )
        .optional(),
    })
    .superRefine((input, ctx) => {
      currencyForNew(input, ctx)
      if (input.targetId === undefined && input.teamId === undefined)
        ctx.addIssue({ code: 'custom', path: ['teamId'], message: 'team.select' })
    }),
  labels: {
    ...addOrEditLabels,
    teamId: { en: 'Team', es: 'Equipo' },
    // A member's line is named by the list's label and its line ('members.2.amount': line 3).
    members: { en: "Members' targets", es: 'Metas de los miembros' },
  },
  answer: targetRowSchema,
})

export const savePersonTarget = writeEndpoint({
  method: 'POST',
  path: '/target/person/save',
  access: menuIds.targetPerson,
  encoding: 'json',
  summary:
    "Adds a member's target for a salary period and currency, or changes one (recorded as for a team's). Nobody sets their own; a team leader sets their own team's members'. A period that has ended is read-only.",
  input: z.object({ ...addOrEdit, personId: id.optional() }).superRefine((input, ctx) => {
    currencyForNew(input, ctx)
    if (input.targetId === undefined && input.personId === undefined)
      ctx.addIssue({ code: 'custom', path: ['personId'], message: 'member.select' })
  }),
  labels: { ...addOrEditLabels, personId: { en: 'Member', es: 'Miembro' } },
  answer: targetRowSchema,
})

// ——— Lists ———

export const targetSorts = ['name'] as const
export type TargetSort = (typeof targetSorts)[number]

/** The filters of the teams' targets list (and the screen's kept choices). */
export const targetListFilters = z.object({
  /** Any day of the period; the current period on the caller's clock when left out. */
  period: isoDate.optional(),
  teamId: idFromText.optional(),
  currency: currency.optional(),
})
/** The members' targets list's filters: the teams' and part of a member's name. */
export const personTargetFilters = targetListFilters.extend({
  search: text.trim().max(60, 'tooLong').optional(),
})

const listFilterLabels = {
  period: { en: 'Period', es: 'Periodo' },
  teamId: { en: 'Team', es: 'Equipo' },
  currency: { en: 'Currency', es: 'Moneda' },
} as const satisfies FieldLabels

/** A list's answer: a page of targets, the period read, and the periods the picker offers. */
const targetPage = keysetPageAnswer(targetRowSchema).extend({
  period: targetPeriodSchema,
  /** The periods the picker offers: two coming, the current one, and the year before it, newest first. */
  periods: z.array(targetPeriodSchema),
  asOf: z.string(),
})
export type TargetPage = z.infer<typeof targetPage>

export const teamTargetList = endpoint({
  method: 'GET',
  path: '/target/setting/list',
  access: menuIds.targetSetting,
  encoding: 'form',
  summary:
    "A page of the teams' targets of one salary period the caller reaches, with each one's reached money and cases, achievement, account rate and pace, and how far its members' targets are from it.",
  input: targetListFilters.extend(keysetPageInput(targetSorts, 'name').shape),
  labels: { ...listFilterLabels, ...keysetPageLabels },
  answer: targetPage,
})

export const personTargetList = endpoint({
  method: 'GET',
  path: '/target/person/list',
  access: menuIds.targetPerson,
  encoding: 'form',
  summary:
    "A page of the members' targets of one salary period the caller reaches (a team leader their team's), by team and part of a name, with each one's progress.",
  input: personTargetFilters.extend(keysetPageInput(targetSorts, 'name').shape),
  labels: { ...listFilterLabels, search: { en: 'Member', es: 'Miembro' }, ...keysetPageLabels },
  answer: targetPage,
})

// ——— One target, and a team's split ———

export const targetDetail = endpoint({
  method: 'GET',
  path: '/target/detail',
  access: menuIds.targets,
  encoding: 'form',
  summary:
    "One target the caller reaches, with its recorded changes (who, when, from, to), newest first; a team's with its members' targets of the same period and currency.",
  input: z.object({ targetId: idFromText }),
  labels: { targetId: { en: 'Target', es: 'Meta' } },
  answer: z.object({
    target: targetRowSchema,
    changes: z.array(targetChangeSchema),
    members: z.array(targetRowSchema),
  }),
})

export const splitBys = ['even', 'load'] as const

/** A member a team's split deals to: their load, their target now if any, and their share. */
export const splitMemberSchema = z.object({
  personId: z.number(),
  personName: z.string(),
  /** Unfinished cases they hold now. */
  load: z.number(),
  /** Their target of this period and currency now, if they have one. */
  current: z.object({ targetId: z.number(), amount: z.number(), cases: z.number() }).nullable(),
  amount: z.number(),
  cases: z.number(),
})
export type SplitMemberRow = z.infer<typeof splitMemberSchema>

export const targetSplitPreview = endpoint({
  method: 'GET',
  path: '/target/setting/split',
  access: menuIds.targetSetting,
  encoding: 'form',
  summary:
    "A team's target split across its valid members, evenly or by the unfinished cases each holds, in whole minor units and cases adding up to the team's exactly; nothing is saved. The screen adjusts it by hand and saves it with the team's target.",
  input: z.object({
    teamId: idFromText,
    period: isoDate.optional(),
    currency,
    amount: z.coerce.number().pipe(targetAmount),
    cases: z.coerce.number().pipe(targetCases),
    by: z.enum(splitBys).default('even'),
  }),
  labels: {
    teamId: { en: 'Team', es: 'Equipo' },
    period: { en: 'Period', es: 'Periodo' },
    currency: { en: 'Currency', es: 'Moneda' },
    ...figureLabels,
    by: { en: 'Split', es: 'Reparto' },
  },
  answer: z.object({ period: targetPeriodSchema, members: z.array(splitMemberSchema) }),
})

// ——— Progress at a glance: the welcome page and the ranking bar ———

export const targetProgress = endpoint({
  method: 'GET',
  path: '/target/progress',
  access: 'signedIn',
  encoding: 'form',
  summary:
    "The current salary period's targets at a glance: the caller's own with their pace; a team leader's members, a manager's or office manager's teams, most behind first.",
  input: z.object({}),
  labels: {},
  answer: z.object({
    period: targetPeriodSchema,
    asOf: z.string(),
    scope: z.enum(['own', 'team', 'all']),
    own: z.array(targetRowSchema),
    /** The members (a leader's) or the teams (a manager's), most behind first; empty for a collector. */
    rows: z.array(targetRowSchema),
  }),
})
