import { z } from 'zod'
import { allocationMax, allocationPreviewSchema } from './caseAllocation.ts'
import { repaymentStatuses } from './cases.ts'
import { endpoint, type FieldLabels } from './endpoint.ts'
import { id, idFromText, noRepeats, text } from './fields.ts'
import { menuIds } from './menus.ts'
import { keysetPageAnswer, keysetPageInput, keysetPageLabels } from './paging.ts'
import { isKnownTimeZone } from './timeZones.ts'
import { clientMutationId, writeEndpoint } from './writes.ts'

/**
 * Automatic rules (spec section 2, Cases: automatical, menu 21; issue 26, docs/decisions/0055): a
 * manager or a team leader sets once which cases move where and when, previews what a run would do,
 * and the rule allocates or retrieves on its schedule through the case lifecycle and the allocation's
 * own write, every run on record (automatical/records/{ruleId}). A rule's life is
 * machines/automaticRule.ts; its actions are contract/automaticRuleActions.ts.
 */

export const ruleNameMax = 60
/** The most cases one run moves: what one allocation takes. */
export const ruleCapMax = allocationMax
/** The most days a holding-days condition counts. */
export const heldDaysMax = 3650

export const ruleStates = ['draft', 'active', 'paused', 'archived'] as const
export type RuleState = (typeof ruleStates)[number]

/** Days of the week as ISO numbers, Monday 1 to Sunday 7 (the teams' duty days count the same way). */
export const weekDays = [1, 2, 3, 4, 5, 6, 7] as const

/**
 * Who holds the cases a rule takes: anyone or no one (every open case), a member, no member (the
 * team's pool), or a member who can no longer work them (disabled, or gone from the case's team).
 */
export const ruleHolders = ['anyone', 'held', 'notHeld', 'heldByInvalid'] as const
export type RuleHolder = (typeof ruleHolders)[number]

/** What a run does with the cases it takes: allocate them to a team (and its members), or retrieve them. */
export const ruleActionKinds = ['allocate', 'retrieve'] as const
export type RuleActionKind = (typeof ruleActionKinds)[number]

/** How an allocating rule deals its cases: the even split over the members on duty that day, or to the members chosen. */
export const ruleWays = ['evenSplit', 'manual'] as const

const hhmm = text.trim().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'rule.time')
const wholeAmount = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER)
const days = z.number().int().min(0).max(10_000)

/**
 * A rule as its owner writes it: when, which cases, what. Flat, so a form's fields and the server's
 * refusals name the same paths. Amounts are in the app's minor units, so an amount range needs the app.
 */
export const ruleDefinitionObject = z.object({
  name: text.trim().min(1, 'rule.name').max(ruleNameMax, 'tooLong'),
  // When: a time of day on the chosen days, on the chosen clock.
  time: hhmm,
  timeZone: text.trim().refine(isKnownTimeZone, 'timeZone.unknown'),
  days: z
    .array(z.number().int().min(1).max(7))
    .min(1, 'rule.days')
    .max(7, 'tooLong')
    .refine(noRepeats, 'invalidValue'),
  // Which cases: every condition given must hold (AND); open cases only.
  appId: id.optional(),
  overdueMin: days.optional(),
  overdueMax: days.optional(),
  amountMin: wholeAmount.optional(),
  amountMax: wholeAmount.optional(),
  status: z.enum(repaymentStatuses).optional(),
  teamTypeId: id.optional(),
  /** The team the cases are in now; a team leader's rules take their own team's cases only. */
  inTeamId: id.optional(),
  holder: z.enum(ruleHolders).default('anyone'),
  /** Held by the same member for more than this many days (since they were allocated it). */
  heldDaysOver: z.number().int().min(0).max(heldDaysMax).optional(),
  // What: allocate to a team (evenly over those on duty, or to the members chosen), or retrieve.
  action: z.enum(ruleActionKinds),
  toTeamId: id.optional(),
  way: z.enum(ruleWays).default('evenSplit'),
  memberIds: z.array(id).max(500, 'tooLong').refine(noRepeats, 'invalidValue').default([]),
  /** The most cases one run moves; the rest wait for the next run. */
  cap: z.number({ message: 'rule.cap' }).int('rule.cap').min(1, 'rule.cap').max(ruleCapMax, 'rule.cap'),
})

type DefinitionShape = z.output<typeof ruleDefinitionObject>

/** The rules between fields, each naming the field a user mends. */
export function checkDefinition(rule: DefinitionShape, ctx: z.RefinementCtx) {
  const issue = (path: keyof DefinitionShape, message: string) =>
    ctx.addIssue({ code: 'custom', path: [path], message })
  if (rule.overdueMin !== undefined && rule.overdueMax !== undefined && rule.overdueMin > rule.overdueMax)
    issue('overdueMax', 'range.order')
  if (rule.amountMin !== undefined && rule.amountMax !== undefined && rule.amountMin > rule.amountMax)
    issue('amountMax', 'range.order')
  if ((rule.amountMin !== undefined || rule.amountMax !== undefined) && rule.appId === undefined)
    issue('appId', 'rule.amountNeedsApp')
  if (rule.heldDaysOver !== undefined && rule.holder !== 'held' && rule.holder !== 'heldByInvalid')
    issue('heldDaysOver', 'rule.heldDaysNeedsHolder')
  if (rule.action === 'allocate' && rule.toTeamId === undefined) issue('toTeamId', 'team.select')
  if (rule.action === 'allocate' && rule.way === 'manual' && rule.memberIds.length === 0)
    issue('memberIds', 'member.select')
  if (rule.action === 'retrieve' && rule.holder === 'notHeld') issue('holder', 'rule.retrieveNeedsHolder')
}

export const ruleDefinitionSchema = ruleDefinitionObject.superRefine(checkDefinition)
export type RuleDefinition = z.output<typeof ruleDefinitionSchema>
export type RuleDefinitionInput = z.input<typeof ruleDefinitionSchema>

export const ruleDefinitionLabels = {
  name: { en: 'Rule name', es: 'Nombre de la regla' },
  time: { en: 'Time', es: 'Hora' },
  timeZone: { en: 'Time zone', es: 'Zona horaria' },
  days: { en: 'Days', es: 'Días' },
  appId: { en: 'App', es: 'App' },
  overdueMin: { en: 'Overdue days from', es: 'Días de atraso desde' },
  overdueMax: { en: 'Overdue days to', es: 'Días de atraso hasta' },
  amountMin: { en: 'Amount from', es: 'Monto desde' },
  amountMax: { en: 'Amount to', es: 'Monto hasta' },
  status: { en: 'Status', es: 'Estado' },
  teamTypeId: { en: 'Team type', es: 'Tipo de equipo' },
  inTeamId: { en: 'In team', es: 'En el equipo' },
  holder: { en: 'Held by', es: 'En manos de' },
  heldDaysOver: { en: 'Held for more than (days)', es: 'En manos por más de (días)' },
  action: { en: 'Action', es: 'Acción' },
  toTeamId: { en: 'Team', es: 'Equipo' },
  way: { en: 'Way', es: 'Forma' },
  memberIds: { en: 'Members', es: 'Miembros' },
  cap: { en: 'Most cases per run', es: 'Máximo de casos por ejecución' },
} as const satisfies FieldLabels

const writeLabels = { clientMutationId: { en: 'Change id', es: 'Id del cambio' } } as const
const ruleIdLabel = { ruleId: { en: 'Rule', es: 'Regla' } } as const

/** One version of a rule's definition: each run names the version it ran. */
export const ruleVersionSchema = z.object({
  version: z.number(),
  createdAt: z.string(),
  createdByName: z.string(),
})

export const runTriggers = ['schedule', 'manual'] as const
export const runStatuses = ['running', 'done', 'failed'] as const
export type RunStatus = (typeof runStatuses)[number]

/**
 * Why a case a rule matched was not moved: held already by the one member it would go to, over the
 * run's cap, changed or taken by someone else between the plan and the move, closed meanwhile, or
 * not reached because the run stopped (failed, or its rule paused) before it.
 */
export const runSkipReasons = ['alreadyHeld', 'overCap', 'changed', 'closed', 'stopped'] as const
export type RunSkipReason = (typeof runSkipReasons)[number]

/** A run as the records list it: when, which version, what it matched, moved and left, and how it ended. */
export const ruleRunSchema = z.object({
  id: z.string(),
  ruleId: z.number(),
  version: z.number(),
  trigger: z.enum(runTriggers),
  /** The scheduled time it ran for; null for a run started by hand. */
  scheduledFor: z.string().nullable(),
  startedByName: z.string().nullable(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  status: z.enum(runStatuses),
  matched: z.number(),
  moved: z.number(),
  skipped: z.number(),
  skippedReasons: z.array(z.object({ reason: z.enum(runSkipReasons), count: z.number() })),
  /** Why a failed run stopped: an error code of the catalogue, with its words in the reader's language. */
  error: z.string().nullable(),
  errorText: z.string().nullable(),
  durationMs: z.number().nullable(),
})
export type RuleRun = z.infer<typeof ruleRunSchema>

/** A rule as its list shows it: the definition (for its sentence), its state and version, its last and next run. */
export const ruleRowSchema = z.object({
  id: z.number(),
  state: z.enum(ruleStates),
  version: z.number(),
  definition: ruleDefinitionObject,
  ownerId: z.number(),
  ownerName: z.string(),
  /** The owner's role and team now: the reach the rule's runs act with, for the policy. */
  ownerRoleId: z.number(),
  ownerTeamId: z.number().nullable(),
  /** The team the rule works in, for the policy's reach; null when it reaches across teams. */
  teamId: z.number().nullable(),
  updatedAt: z.string(),
  lastRun: ruleRunSchema.nullable(),
  /** The next scheduled time, for an active rule; null otherwise. */
  nextRunAt: z.string().nullable(),
})
export type RuleRow = z.infer<typeof ruleRowSchema>

export const ruleDetailSchema = ruleRowSchema.extend({ versions: z.array(ruleVersionSchema) })
export type RuleDetail = z.infer<typeof ruleDetailSchema>

/**
 * What a run would do, before it does it (the dry run, through the same code as the run): how many
 * cases match, how many it takes (the cap), and for an allocation who gets how many and who is left
 * out and why (the allocation's own preview); the cases it would leave, counted by reason.
 */
export const rulePreviewSchema = z.object({
  matched: z.number(),
  taken: z.number(),
  allocation: allocationPreviewSchema.omit({ skipped: true }).nullable(),
  skippedReasons: z.array(z.object({ reason: z.enum(runSkipReasons), count: z.number() })),
  /** A few of the cases it would move, for the owner to check the conditions by eye. */
  sample: z.array(z.object({ caseId: z.number(), caseNo: z.string(), holderName: z.string().nullable() })),
})
export type RulePreview = z.infer<typeof rulePreviewSchema>

// ——— The calls (menu 21): the policy's reach over the rule's team ———

export const ruleList = endpoint({
  method: 'GET',
  path: '/collection/case/automatical/list',
  access: menuIds.automaticalRules,
  encoding: 'form',
  summary:
    "The automatic rules the caller reaches (every rule for a manager, a team leader's team's), newest first, each with its definition, state, version, last run and next scheduled time. Archived rules only when asked.",
  input: z.object({ state: z.enum(ruleStates).optional() }),
  labels: { state: { en: 'State', es: 'Estado' } },
  answer: z.array(ruleRowSchema),
})

export const ruleDetail = endpoint({
  method: 'GET',
  path: '/collection/case/automatical/detail',
  access: menuIds.automaticalRules,
  encoding: 'form',
  summary: 'One rule with its versions, oldest first.',
  input: z.object({ ruleId: idFromText }),
  labels: ruleIdLabel,
  answer: ruleDetailSchema,
})

export const saveRule = writeEndpoint({
  method: 'POST',
  path: '/collection/case/automatical/save',
  access: menuIds.automaticalRules,
  encoding: 'json',
  summary:
    "Adds a rule (a draft, without ruleId) or changes one: a draft's definition is replaced, an active or paused rule's becomes its next version, which its next run names. An archived rule is not changed.",
  input: ruleDefinitionObject
    .extend({ ruleId: id.optional(), clientMutationId })
    .superRefine(checkDefinition),
  labels: { ...ruleDefinitionLabels, ...ruleIdLabel, ...writeLabels },
  answer: ruleRowSchema,
})

export const previewRule = endpoint({
  method: 'POST',
  path: '/collection/case/automatical/preview',
  access: menuIds.automaticalRules,
  encoding: 'json',
  summary:
    "A dry run of a definition as typed (saved or not), now, as its owner would run it (a saved rule's, with ruleId; otherwise the caller's): the cases it matches and takes, who would get how many and who is left out and why, and what it would leave, by reason. Nothing is written.",
  input: ruleDefinitionObject.extend({ ruleId: id.optional() }).superRefine(checkDefinition),
  labels: { ...ruleDefinitionLabels, ...ruleIdLabel },
  answer: rulePreviewSchema,
})

export const ruleStateChanges = ['ACTIVATE', 'PAUSE', 'RESUME', 'ARCHIVE'] as const

export const changeRuleState = writeEndpoint({
  method: 'POST',
  path: '/collection/case/automatical/state',
  access: menuIds.automaticalRules,
  encoding: 'json',
  summary:
    'Activates, pauses, resumes or archives a rule through its machine (draft → active ⇄ paused → archived), recorded with who and when. Only an active rule runs; an archived one keeps its records and changes no more.',
  input: z.object({ ruleId: id, event: z.enum(ruleStateChanges), clientMutationId }),
  labels: { ...ruleIdLabel, event: { en: 'Change', es: 'Cambio' }, ...writeLabels },
  answer: ruleRowSchema,
})

export const runRuleNow = writeEndpoint({
  method: 'POST',
  path: '/collection/case/automatical/run',
  access: menuIds.automaticalRules,
  encoding: 'json',
  summary:
    'Runs an active rule now, as its schedule would, and answers its record: each case moved through the case lifecycle (ALLOCATE or RETRIEVE naming the rule and run), the rest skipped with reasons. Refused while a run of the rule is under way.',
  input: z.object({ ruleId: id, clientMutationId }),
  labels: { ...ruleIdLabel, ...writeLabels },
  answer: ruleRunSchema,
})

export const runSorts = ['startedAt'] as const

export const ruleRuns = endpoint({
  method: 'GET',
  path: '/collection/case/automatical/records',
  access: menuIds.automaticalRules,
  encoding: 'form',
  summary: "A page of a rule's runs (automatical/records/{ruleId}), newest first.",
  input: z.object({ ruleId: idFromText }).extend(keysetPageInput(runSorts, 'startedAt').shape),
  labels: { ...ruleIdLabel, ...keysetPageLabels },
  answer: keysetPageAnswer(ruleRunSchema),
})

export const runCaseOutcomes = ['planned', 'moved', 'skipped'] as const

/** A case of a run: moved to whom (or taken back from whom), or left and why. */
export const runCaseSchema = z.object({
  /** The case's id again: a run takes a case once, and a kept list keys its rows by `id`. */
  id: z.number(),
  caseId: z.number(),
  caseNo: z.string(),
  outcome: z.enum(runCaseOutcomes),
  reason: z.enum(runSkipReasons).nullable(),
  /** Who it went to (allocate), or who it was taken from (retrieve). */
  memberName: z.string().nullable(),
  fromName: z.string().nullable(),
})
export type RunCase = z.infer<typeof runCaseSchema>

export const runCaseSorts = ['caseNo'] as const

export const ruleRunCases = endpoint({
  method: 'GET',
  path: '/collection/case/automatical/records/cases',
  access: menuIds.automaticalRules,
  encoding: 'form',
  summary: "A page of one run's cases, moved or skipped, with the member each went to or left and why.",
  input: z
    .object({
      runId: z.uuid({ message: 'invalidValue' }),
      outcome: z.enum(runCaseOutcomes).optional(),
    })
    .extend(keysetPageInput(runCaseSorts, 'caseNo').shape),
  labels: {
    runId: { en: 'Run', es: 'Ejecución' },
    outcome: { en: 'Outcome', es: 'Resultado' },
    ...keysetPageLabels,
  },
  answer: keysetPageAnswer(runCaseSchema),
})
