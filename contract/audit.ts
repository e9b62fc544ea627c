import { z } from 'zod'
import { type AuditedKind, auditedKinds } from './auditedKinds.ts'
import { csvFile, endpoint, type FieldLabels } from './endpoint.ts'
import { idFromText, isoDate, text } from './fields.ts'
import { menuIds } from './menus.ts'

/**
 * The audit's calls (menu 107): an auditor finds a recorded object, steps through its history, reads
 * the replay's verdict on each step, and exports it. Reads only; each export is logged.
 */

export { type AuditedKind, auditedKinds } from './auditedKinds.ts'

/** What replaying one step through its recorded machine says of it (machines/historyReplay.ts). */
export const stepVerdicts = [
  'matches',
  'startsElsewhere',
  'refused',
  'endsElsewhere',
  'unknownMachine',
] as const

export const auditSearchMax = 40

/**
 * Where an object's history opens as a stepper (`/audit/histories/simCard/12`): other screens link to it
 * for whoever opens the audit's menu.
 */
export const auditHistoryPath = (kind: AuditedKind, id: number) => `/audit/histories/${kind}/${id}`

const kindField = z.enum(auditedKinds, { message: 'audit.kind' })
const kindLabel = { kind: { en: 'Kind of object', es: 'Tipo de objeto' } } as const

export const auditObjectSchema = z.object({
  kind: z.enum(auditedKinds),
  id: z.number(),
  /** What the office calls it: the case number, the card number, or the kind and id. */
  number: z.string(),
  /** Whose it is: the customer, the card's holder, the member who asked. */
  about: z.string(),
  /** The state it holds now, as its machine names it ('pending', 'open.repayment.unpaid …'). */
  state: z.string(),
  steps: z.number(),
  lastAt: z.string().nullable(),
})
export type AuditObject = z.infer<typeof auditObjectSchema>

export const auditObjects = endpoint({
  method: 'GET',
  path: '/collection/audit/objects',
  access: menuIds.audit,
  encoding: 'form',
  summary:
    'Recorded objects of one kind found by their number (case number, card number) or id, at most 20, the latest first.',
  input: z.object({
    kind: kindField,
    search: text.trim().min(1, 'audit.search').max(auditSearchMax, 'tooLong'),
  }),
  labels: { ...kindLabel, search: { en: 'Number or id', es: 'Número o id' } },
  answer: z.object({ objects: z.array(auditObjectSchema) }),
})

/** Which object's history, and which of its steps to show: the verdict is always the whole history's. */
export const historyQuery = z
  .object({
    kind: kindField,
    id: idFromText,
    actorId: idFromText.optional(),
    event: text.trim().max(60, 'tooLong').optional(),
    from: isoDate.optional(),
    to: isoDate.optional(),
  })
  .refine((query) => !(query.from && query.to) || query.from <= query.to, {
    path: ['to'],
    message: 'range.order',
  })
export type HistoryQuery = z.input<typeof historyQuery>

export const historyLabels = {
  ...kindLabel,
  id: { en: 'Id', es: 'Id' },
  actorId: { en: 'Actor', es: 'Actor' },
  event: { en: 'Event', es: 'Evento' },
  from: { en: 'From', es: 'Desde' },
  to: { en: 'To', es: 'Hasta' },
} as const satisfies FieldLabels

const storedStateSchema = z.object({ value: z.unknown(), context: z.record(z.string(), z.unknown()) })

export const historyStepSchema = z.object({
  /** Its place in the whole history, from 1, whatever the filter shows. */
  number: z.number(),
  id: z.number(),
  at: z.string(),
  actor: z.object({ id: z.number().nullable(), name: z.string(), timeZone: z.string().nullable() }),
  event: z.string(),
  /** The event's payload as recorded, with phones and codes masked. */
  payload: z.record(z.string(), z.unknown()),
  from: storedStateSchema,
  to: storedStateSchema,
  /** The machine and version that allowed it ('simCard@3'). */
  machine: z.string(),
  verdict: z.enum(stepVerdicts),
})
export type HistoryStep = z.infer<typeof historyStepSchema>

export const historySchema = z.object({
  object: auditObjectSchema,
  /** The state the object holds, as stored. */
  stored: storedStateSchema,
  /** Whether every step matches its replay and the object holds the state the last one reached. */
  holds: z.boolean(),
  holdsReached: z.boolean(),
  /** The first step (its number) whose replay differs from its record, and how; null when none. */
  firstDifference: z.object({ number: z.number(), verdict: z.enum(stepVerdicts) }).nullable(),
  /** Every actor and event of the whole history: the filters' choices. */
  actors: z.array(z.object({ id: z.number(), name: z.string() })),
  events: z.array(z.string()),
  steps: z.array(historyStepSchema),
})
export type History = z.infer<typeof historySchema>

export const auditHistory = endpoint({
  method: 'GET',
  path: '/collection/audit/history',
  access: menuIds.audit,
  encoding: 'form',
  summary:
    "An object's recorded transitions, each replayed through the machine version that recorded it with its verdict, filtered by actor, event and period; the verdict is the whole history's.",
  input: historyQuery,
  labels: historyLabels,
  answer: historySchema,
})

export const auditHistoryExport = endpoint({
  method: 'GET',
  path: '/collection/audit/history/export',
  access: menuIds.audit,
  encoding: 'form',
  summary: 'The history as the stepper shows it, filtered alike, as CSV with each step’s verdict. Logged.',
  input: historyQuery,
  labels: historyLabels,
  answer: csvFile,
  download: 'csv',
})

export const auditHistoryJson = endpoint({
  method: 'GET',
  path: '/collection/audit/history/json',
  access: menuIds.audit,
  encoding: 'form',
  summary: 'The history as the stepper shows it, filtered alike, with its verdict, for a JSON file. Logged.',
  input: historyQuery,
  labels: historyLabels,
  answer: historySchema,
})
