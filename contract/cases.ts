import { z } from 'zod'
import { type CaseView, caseViews } from './caseViews.ts'
import { checkingNow } from './checkingClock.ts'
import { clockSkewMs } from './clockSkew.ts'
import { csvFile, endpoint, type FieldLabels } from './endpoint.ts'
import { id, idFromText, isoDate, looksLikePhoneNumber, text } from './fields.ts'
import { menuIds } from './menus.ts'
import { exportInput, keysetPageAnswer, keysetPageInput, keysetPageLabels } from './paging.ts'
import { teamTypeSchema } from './system.ts'
import type { ValidationKey } from './validationTexts.ts'
import { workdayGroupNames } from './workday.ts'
import { clientMutationId, offlineWriteMaxAgeMs, writeEndpoint } from './writes.ts'

export const repaymentStatuses = ['unpaid', 'paidOff', 'delayed'] as const
export const connectionStatuses = ['connected', 'notConnected', 'busy', 'switchedOff', 'wrongNumber'] as const
/** How the collector reached out: a call, or a WhatsApp message (both from the SIM card she holds). */
export const recordChannels = ['call', 'whatsapp'] as const
export type RecordChannel = (typeof recordChannels)[number]
/** What a WhatsApp message can come to: answered, unanswered, or a number without WhatsApp. */
export const whatsappConnectionStatuses = ['connected', 'notConnected', 'wrongNumber'] as const
export const contactKinds = ['self', 'family', 'colleague', 'friend', 'other'] as const
export const dateItems = ['promiseToPay', 'callBack', 'visit', 'none'] as const
export const allocationWays = ['manual', 'automatic', 'evenSplit'] as const
/**
 * The orders a case list offers. workQueue is the collector's: open cases first, then the soonest
 * appointment (a promise to pay or a call back agreed in a collection record books it; those already
 * due first, cases without one after), then the most overdue; ascending is that order.
 */
export const caseSorts = ['allocatedAt', 'dueDate', 'amount', 'workQueue'] as const
export type CaseSort = (typeof caseSorts)[number]
export const repaymentKinds = ['normal', 'delay', 'offline', 'customized'] as const
export type RepaymentKind = (typeof repaymentKinds)[number]

// The case lists' and details' addresses live apart from the schemas, so the route table can name
// them without a schema library (issue 28); the area's calls and screens read them from here too.
export {
  type CaseDetailRoute,
  type CaseView,
  caseDetailPath,
  caseDetailRouteOfKind,
  caseViews,
} from './caseViews.ts'

// A real calendar day (z.iso.date knows month lengths and leap years) that the database accepts too.
const isoInstant = z.iso.datetime({ offset: true, message: 'invalidValue' })
const flag = z.enum(['yes', 'no'])

/** One row of a case list (spec section 3, Case). Amounts are in minor units (cents). */
export const caseRowSchema = z.object({
  id: z.number(),
  caseNo: z.string(),
  kind: z.enum(['collection', 'sale']),
  name: z.string(),
  phone: z.string(),
  status: z.enum(repaymentStatuses),
  closed: z.boolean(),
  amount: z.number(),
  paidAmount: z.number(),
  currency: z.string(),
  loanDate: z.string(),
  dueDate: z.string(),
  /** Days past the due date; null for a paid-off case, which is late no more. */
  overdueDays: z.number().nullable(),
  allocatedDate: z.string().nullable(),
  finishedDate: z.string().nullable(),
  appointment: z.string().nullable(),
  deal: z.boolean(),
  connectionStatus: z.enum(connectionStatuses).nullable(),
  lastConnectionTime: z.string().nullable(),
  sleepDays: z.number().nullable(),
  lastAmount: z.number().nullable(),
  cleanDate: z.string().nullable(),
  appName: z.string(),
  teamTypeName: z.string(),
  owner: z.string().nullable(),
  holdingDays: z.number().nullable(),
  allocatedBy: z.string().nullable(),
  way: z.enum(allocationWays).nullable(),
  retrievedTime: z.string().nullable(),
  pinned: z.boolean(),
})
export type CaseRow = z.infer<typeof caseRowSchema>

/** The longest search a case list takes: a case no, a name's start or a phone's start. */
export const caseSearchMax = 40

export const caseFiltersSchema = z
  .object({
    status: z.enum(repaymentStatuses).optional(),
    closed: flag.optional(),
    overdueMin: z.coerce.number().int().min(0).max(10_000).optional(),
    overdueMax: z.coerce.number().int().min(0).max(10_000).optional(),
    appId: idFromText.optional(),
    teamTypeId: idFromText.optional(),
    /** The team-leader filter (spec section 6): a team of the leaderList, the teams with a leader. */
    teamId: idFromText.optional(),
    ownerId: idFromText.optional(),
    allocatedFrom: isoDate.optional(),
    allocatedTo: isoDate.optional(),
    appointment: flag.optional(),
    deal: flag.optional(),
    connectionStatus: z.enum(connectionStatuses).optional(),
    /** In a group of the welcome page's day (on the user's clock): the cases its "See all" opens. */
    dueToday: z.enum(workdayGroupNames).optional(),
    /** Case no, customer name (start of it) or phone (start of it). */
    search: text.trim().max(caseSearchMax, 'tooLong').optional(),
  })
  // A date range needs both ends (spec section 5): the missing one is named.
  .superRefine((f, ctx) => {
    if (Boolean(f.allocatedFrom) !== Boolean(f.allocatedTo))
      ctx.addIssue({
        code: 'custom',
        path: [f.allocatedFrom ? 'allocatedTo' : 'allocatedFrom'],
        message: 'range.bothEnds',
      })
  })
  // Range pickers confirm only when the start is not after the end (spec section 4).
  .refine((f) => !(f.allocatedFrom && f.allocatedTo) || f.allocatedFrom <= f.allocatedTo, {
    path: ['allocatedTo'],
    message: 'range.order',
  })
  .refine((f) => f.overdueMin === undefined || f.overdueMax === undefined || f.overdueMin <= f.overdueMax, {
    path: ['overdueMax'],
    message: 'range.order',
  })
export type CaseFilters = z.infer<typeof caseFiltersSchema>

export const caseFilterLabels = {
  status: { en: 'Status', es: 'Estado' },
  closed: { en: 'Closed', es: 'Cerrado' },
  overdueMin: { en: 'Overdue days from', es: 'Días de atraso desde' },
  overdueMax: { en: 'Overdue days to', es: 'Días de atraso hasta' },
  appId: { en: 'App', es: 'App' },
  teamTypeId: { en: 'Team type', es: 'Tipo de equipo' },
  teamId: { en: 'Team (leader)', es: 'Equipo (líder)' },
  ownerId: { en: 'Owner', es: 'Responsable' },
  allocatedFrom: { en: 'Allocated from', es: 'Asignado desde' },
  allocatedTo: { en: 'Allocated to', es: 'Asignado hasta' },
  appointment: { en: 'Appointment', es: 'Cita' },
  deal: { en: 'Deal', es: 'Convenio' },
  connectionStatus: { en: 'Connection status', es: 'Estado de conexión' },
  dueToday: { en: 'Due today', es: 'Para hoy' },
  search: { en: 'Search', es: 'Buscar' },
} as const satisfies FieldLabels

export const caseListInput = caseFiltersSchema.and(keysetPageInput(caseSorts, 'allocatedAt'))

/** An export takes the list's filters and sort, and gives every row of them. */
export const caseExportInput = caseFiltersSchema.and(exportInput(caseSorts, 'allocatedAt'))

export const caseListAnswer = keysetPageAnswer(caseRowSchema).extend({
  /** The user's pinned cases of this view, on the first page only; they are left out of rows. */
  pinned: z.array(caseRowSchema),
})

/** Amounts in minor units, one total per currency: two brands need not lend in the same money. */
export const currencyTotalSchema = z.object({
  currency: z.string(),
  amount: z.number(),
  paidAmount: z.number(),
})
export const caseSummaryAnswer = z.object({ count: z.number(), totals: z.array(currencyTotalSchema) })
export type CaseSummary = z.infer<typeof caseSummaryAnswer>

function caseListEndpoints(view: CaseView) {
  return {
    list: endpoint({
      method: 'GET',
      path: `/collection/case/${view}/list`,
      access: caseViews[view],
      encoding: 'form',
      summary: `A page of the ${view} case list: scoped to what the caller may see, keyset-paged, sorted and filtered.`,
      input: caseListInput,
      labels: { ...caseFilterLabels, ...keysetPageLabels },
      answer: caseListAnswer,
    }),
    summary: endpoint({
      method: 'GET',
      path: `/collection/case/${view}/summary`,
      access: caseViews[view],
      encoding: 'form',
      summary: `Count and amount totals of the ${view} case list for the current filter.`,
      input: caseFiltersSchema,
      labels: caseFilterLabels,
      answer: caseSummaryAnswer,
    }),
    export: endpoint({
      method: 'GET',
      path: `/collection/case/${view}/export`,
      access: caseViews[view],
      encoding: 'form',
      download: 'csv',
      summary: `The whole ${view} case list for the current filter and sort as a CSV file, scoped as the list is: headers and words in the request's language, times on the caller's clock, amounts in major units beside their currency.`,
      input: caseExportInput,
      labels: { ...caseFilterLabels, sort: keysetPageLabels.sort, order: keysetPageLabels.order },
      answer: csvFile,
    }),
  }
}

/** Someone who holds cases: a choice of the owner filter. */
export const caseOwnerSchema = z.object({ id: z.number(), name: z.string() })
export type CaseOwner = z.infer<typeof caseOwnerSchema>

export const caseFilterChoicesAnswer = z.object({
  owners: z.array(caseOwnerSchema),
  teamTypes: z.array(teamTypeSchema),
})
export type CaseFilterChoices = z.infer<typeof caseFilterChoicesAnswer>

export const caseFilterChoices = endpoint({
  method: 'GET',
  path: '/collection/case/filterChoices',
  access: menuIds.cases,
  encoding: 'form',
  summary:
    "The owners and team types of the cases the caller may list: the case lists' own scope (a team leader's team), over the list views whose menus (89, 95, 93) the caller has. Empty for a collector or seller, who list only their own cases.",
  input: undefined,
  answer: caseFilterChoicesAnswer,
})

export const allCases = caseListEndpoints('all')
export const sellerCases = caseListEndpoints('seller')
export const collectionCases = caseListEndpoints('collection')
export const caseListsByView = { all: allCases, seller: sellerCases, collection: collectionCases } as const

export const collectionRecordSchema = z.object({
  id: z.number(),
  channel: z.enum(recordChannels),
  diallingTime: z.string(),
  connectionStatus: z.enum(connectionStatuses),
  contact: z.enum(contactKinds),
  contactNumber: z.string(),
  dateItem: z.enum(dateItems),
  dateTime: z.string().nullable(),
  connectionTime: z.string().nullable(),
  hangUpTime: z.string().nullable(),
  dangerousReason: z.string().nullable(),
  recordText: z.string(),
  author: z.string(),
  createdAt: z.string(),
})
export type CollectionRecord = z.infer<typeof collectionRecordSchema>

export const todoSchema = z.object({
  id: z.number(),
  text: z.string(),
  dueAt: z.string(),
  doneAt: z.string().nullable(),
  author: z.string(),
})
export type Todo = z.infer<typeof todoSchema>

export const repaymentRecordSchema = z.object({
  id: z.number(),
  kind: z.enum(repaymentKinds),
  amount: z.number(),
  paidAt: z.string(),
  reference: z.string(),
})

export const loanRecordSchema = z.object({
  loanNo: z.string(),
  appName: z.string(),
  principal: z.number(),
  borrowedAt: z.string(),
  dueDate: z.string(),
  repaidAt: z.string().nullable(),
  status: z.enum(['repaid', 'open', 'overdue']),
})

/** Where the case's lifecycle stands, and what it allows now. */
export const lifecycleSchema = z.object({
  repayment: z.enum(repaymentStatuses).nullable(),
  deal: z.boolean(),
  appointment: z.boolean(),
  extensionActive: z.boolean(),
  delayedRepaymentOffered: z.boolean(),
  closed: z.boolean(),
})

export const caseDetailSchema = z.object({
  row: caseRowSchema,
  orderNo: z.string(),
  product: z.string(),
  applicationTime: z.string(),
  disbursalTime: z.string(),
  loanTimes: z.number(),
  principal: z.number(),
  /** Daily interest rate in basis points. */
  rateBasisPoints: z.number(),
  penalty: z.number(),
  cuts: z.number(),
  bankName: z.string(),
  bankAccount: z.string(),
  tenureDays: z.number(),
  registeredTime: z.string(),
  lastLoginTime: z.string().nullable(),
  gender: z.enum(['female', 'male', 'unspecified']),
  age: z.number(),
  profileImage: z.string().nullable(),
  loanAgreement: z.string(),
  customerType: z.enum(['new', 'returning']),
  paymentCycle: z.enum(['weekly', 'biweekly', 'monthly']),
  nextPayday: z.string().nullable(),
  lifecycle: lifecycleSchema,
  todos: z.array(todoSchema),
  collectionRecords: z.array(collectionRecordSchema),
  repayments: z.array(repaymentRecordSchema),
  loans: z.array(loanRecordSchema),
})
export type CaseDetail = z.infer<typeof caseDetailSchema>

const caseIdInput = z.object({ caseId: idFromText })
const caseIdLabel = { caseId: { en: 'Case', es: 'Caso' } } as const satisfies FieldLabels

export const caseDetail = endpoint({
  method: 'GET',
  path: '/collection/case/detail',
  access: menuIds.cases,
  encoding: 'form',
  summary: 'Everything about one case the caller may see; the phone comes masked.',
  input: caseIdInput,
  labels: caseIdLabel,
  answer: caseDetailSchema,
})

export const revealPhone = endpoint({
  method: 'POST',
  path: '/collection/case/revealPhone',
  access: menuIds.cases,
  encoding: 'form',
  summary:
    "The customer's full phone number, after the caller answers the challenge (their own password). Every reveal is logged.",
  input: caseIdInput.extend({ answer: text.min(1, 'required').max(64, 'tooLong') }),
  labels: { ...caseIdLabel, answer: { en: 'Answer', es: 'Respuesta' } },
  answer: z.object({ phone: z.string() }),
})

export const transitionSchema = z.object({
  id: z.number(),
  at: z.string(),
  actor: z.string(),
  event: z.string(),
  payload: z.record(z.string(), z.unknown()),
  fromState: z.string(),
  toState: z.string(),
  machine: z.string(),
  /** The text of the collection record or to-do that caused the step, when one did. */
  cause: z.object({ kind: z.enum(['record', 'todo']), text: z.string() }).nullable(),
})

/** A recorded step the replay could not take: its machine refuses it there, or is unknown to this build. */
export const refusedTransitionSchema = z.object({
  id: z.number(),
  event: z.string(),
  fromState: z.string(),
  machine: z.string(),
  reason: z.enum(['closed', 'notAllowed', 'unknownMachine']),
})

export const caseProcess = endpoint({
  method: 'GET',
  path: '/collection/case/process',
  access: menuIds.cases,
  encoding: 'form',
  summary:
    "The case's recorded transitions in order, and whether replaying each through the machine version it was recorded with reaches the stored state; every step that machine refuses is named in refused.",
  input: caseIdInput,
  labels: caseIdLabel,
  answer: z.object({
    transitions: z.array(transitionSchema),
    replayMatches: z.boolean(),
    refused: z.array(refusedTransitionSchema),
  }),
})

const write = <T extends z.ZodRawShape>(shape: T) => z.object({ caseId: id, clientMutationId, ...shape })
const writeLabels = { ...caseIdLabel, clientMutationId: { en: 'Change id', es: 'Id del cambio' } } as const

/** The marks a collector puts on a case: deal, appointment, extension, delayed repayment, pins. */
export const caseMarks = [
  'MARK_DEAL',
  'MARK_NO_DEAL',
  'CLEAR_APPOINTMENT',
  'ACTIVATE_EXTENSION',
  'OPEN_DELAYED_REPAYMENT',
  'PIN',
  'UNPIN',
] as const
export type CaseMark = (typeof caseMarks)[number]

export const markCase = writeEndpoint({
  method: 'POST',
  path: '/collection/case/mark',
  access: menuIds.cases,
  encoding: 'json',
  summary: 'Put a mark on a case (deal, extension, delayed repayment, pin...); refused on a closed case.',
  input: write({ mark: z.enum(caseMarks) }),
  labels: { ...writeLabels, mark: { en: 'Mark', es: 'Acción' } },
  answer: z.object({ lifecycle: lifecycleSchema, pinned: z.boolean() }),
})

export const recordTextMax = 500
export const dangerousReasonMax = 200

/** The date items that agree a date to come: each books the case's appointment (BOOK_APPOINTMENT). */
const appointmentDateItems: ReadonlySet<string> = new Set<(typeof dateItems)[number]>([
  'promiseToPay',
  'callBack',
  'visit',
])

/** Not later than the clock's now (give or take the skew): a time that has not come yet. */
const notAhead = (at: number) => at <= checkingNow() + clockSkewMs

const recordFields = z.object({
  // Missing or empty, the dialling time gets the spec's own message, not a generic 'cannot be empty'.
  // Checked against now here (no record is dialled after it is sent), against madeAt across fields.
  diallingTime: z
    .string({ message: 'record.diallingTime' })
    .min(1, 'record.diallingTime')
    .pipe(isoInstant)
    .refine((at) => notAhead(Date.parse(at)), 'record.diallingInFuture'),
  /** A call (the default, as older clients send) or a WhatsApp message; neither connects nor hangs up. */
  channel: z.enum(recordChannels).default('call'),
  /**
   * When the user made the record (an instant), so a write that waited offline is judged by its own
   * times, not by when it reached the server. Bounded by the checking clock: not ahead of it, and not
   * older than a write may wait offline (the server keeps ids longer than that). Missing (a client
   * older than this field): judged against now.
   */
  madeAt: isoInstant
    .refine((at) => notAhead(Date.parse(at)), 'record.madeAtInFuture')
    .refine((at) => Date.parse(at) >= checkingNow() - offlineWriteMaxAgeMs, 'record.madeAtTooOld')
    .optional(),
  connectionStatus: z.enum(connectionStatuses, { message: 'record.connectionStatus' }),
  contact: z.enum(contactKinds),
  contactNumber: text
    .trim()
    .max(20, 'tooLong')
    .refine((number) => number === '' || looksLikePhoneNumber(number), 'phone.format')
    .default(''),
  dateItem: z.enum(dateItems, { message: 'record.dateItem' }),
  dateTime: text.optional(),
  connectionTime: text.optional(),
  hangUpTime: text.optional(),
  dangerous: z.boolean().default(false),
  dangerousReason: text.trim().max(dangerousReasonMax, 'tooLong').optional(),
  recordText: text.trim().max(recordTextMax, 'tooLong').default(''),
})

/** A record as sent: the checks across fields run even when some field failed, so any value may be wrong. */
type RecordAsSent = { [Field in keyof z.output<typeof recordFields>]?: unknown }

const instantOf = (value: unknown) =>
  isoInstant.safeParse(value).success ? Date.parse(value as string) : undefined

/** The rules that tie one field to another; each reads only fields that are themselves valid. */
function checkAcrossFields(record: RecordAsSent, ctx: z.RefinementCtx) {
  const issue = (field: keyof RecordAsSent, message: ValidationKey) =>
    ctx.addIssue({ code: 'custom', path: [field], message })
  const need = (
    field: 'dateTime' | 'connectionTime' | 'hangUpTime' | 'dangerousReason',
    message: ValidationKey,
  ) => {
    const value = record[field]
    if (value === undefined || value === '') issue(field, message)
    else if (field !== 'dangerousReason' && typeof value === 'string' && instantOf(value) === undefined)
      issue(field, 'invalidValue')
  }
  // Compare instants, not strings: '+05:00' offsets and fractions of a second break text order.
  const dialled = instantOf(record.diallingTime)
  const connected = instantOf(record.connectionTime)
  const hungUp = instantOf(record.hangUpTime)
  const agreed = instantOf(record.dateTime)
  // The moment the record speaks for: when it was made, if that is believable, else now.
  const made = instantOf(record.madeAt)
  const now = checkingNow()
  const judgedAt = made !== undefined && notAhead(made) && made >= now - offlineWriteMaxAgeMs ? made : now

  if (dialled !== undefined && dialled > judgedAt + clockSkewMs)
    issue('diallingTime', 'record.diallingInFuture')

  if (typeof record.dateItem === 'string' && appointmentDateItems.has(record.dateItem)) {
    need('dateTime', 'record.dateTime')
    if (agreed !== undefined && agreed < judgedAt - clockSkewMs) issue('dateTime', 'record.dateTimeInPast')
  }
  const byWhatsapp = record.channel === 'whatsapp'
  if (
    byWhatsapp &&
    typeof record.connectionStatus === 'string' &&
    !(whatsappConnectionStatuses as readonly string[]).includes(record.connectionStatus)
  )
    issue('connectionStatus', 'invalidValue')
  if (record.connectionStatus === 'connected' && !byWhatsapp) {
    need('connectionTime', 'record.connectionTime')
    need('hangUpTime', 'record.hangUpTime')
    if (dialled !== undefined && connected !== undefined && connected < dialled)
      issue('connectionTime', 'record.connectionBeforeDialling')
    if (connected !== undefined && hungUp !== undefined && hungUp < connected)
      issue('hangUpTime', 'record.hangUpBeforeConnection')
  }
  if (record.dangerous === true) need('dangerousReason', 'record.dangerousReason')
}

export const newCollectionRecord = recordFields.superRefine(checkAcrossFields, {
  // zod skips an object's refinements once any of its fields failed, so errors came in rounds; these
  // run regardless (on any object), and one submit names every problem.
  when: ({ value }) => typeof value === 'object' && value !== null,
})

export const addCollectionRecord = writeEndpoint({
  method: 'POST',
  path: '/collection/case/record',
  access: menuIds.cases,
  encoding: 'json',
  summary: 'Write a collection record on a case; an agreed date also books the appointment.',
  input: write({ record: newCollectionRecord }),
  labels: {
    ...writeLabels,
    record: { en: 'Collection record', es: 'Registro de cobranza' },
    'record.diallingTime': { en: 'Dialling time', es: 'Hora de marcación' },
    'record.channel': { en: 'Contacted by', es: 'Medio de contacto' },
    'record.connectionStatus': { en: 'Connection status', es: 'Estado de conexión' },
    'record.contact': { en: 'Contact', es: 'Contacto' },
    'record.contactNumber': { en: 'Contact number', es: 'Número de contacto' },
    'record.dateItem': { en: 'Date item', es: 'Tipo de compromiso' },
    'record.dateTime': { en: 'Date time', es: 'Hora del compromiso' },
    'record.connectionTime': { en: 'Connection time', es: 'Hora de conexión' },
    'record.hangUpTime': { en: 'Hang-up time', es: 'Hora de colgar' },
    'record.dangerous': { en: 'Dangerous customer', es: 'Cliente peligroso' },
    'record.dangerousReason': { en: 'Dangerous customer reason', es: 'Motivo de cliente peligroso' },
    'record.recordText': { en: 'Record', es: 'Registro' },
    'record.madeAt': { en: 'Time the record was made', es: 'Hora en que se hizo el registro' },
  },
  answer: z.object({ record: collectionRecordSchema, lifecycle: lifecycleSchema }),
})

export const todoTextMax = 200

export const addTodo = writeEndpoint({
  method: 'POST',
  path: '/collection/case/todo',
  access: menuIds.cases,
  encoding: 'json',
  summary: "Add a to-do to a case, due at a time in the user's time zone (sent as an instant).",
  input: write({ text: text.trim().min(1, 'required').max(todoTextMax, 'tooLong'), dueAt: isoInstant }),
  labels: {
    ...writeLabels,
    text: { en: 'To-do', es: 'Tarea' },
    dueAt: { en: 'Due time', es: 'Vencimiento' },
  },
  answer: z.object({ todo: todoSchema }),
})

export const setTodoDone = writeEndpoint({
  method: 'POST',
  path: '/collection/case/todo/done',
  access: menuIds.cases,
  encoding: 'json',
  summary: 'Complete a to-do (done true) or reopen it (done false).',
  input: write({ todoId: id, done: z.boolean() }),
  labels: { ...writeLabels, todoId: { en: 'To-do', es: 'Tarea' }, done: { en: 'Done', es: 'Hecho' } },
  answer: z.object({ todo: todoSchema }),
})
