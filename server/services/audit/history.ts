import { and, asc, eq } from 'drizzle-orm'
import type { z } from 'zod'
import type { History, historyQuery } from '../../../contract/audit.ts'
import type { Language } from '../../../contract/bilingual.ts'
import { auditedMachines } from '../../../machines/auditedMachines.ts'
import { replayHistory } from '../../../machines/historyReplay.ts'
import type { Database } from '../../database/connect.ts'
import { users } from '../../database/schema/accounts.ts'
import { transitions } from '../../database/schema/audit.ts'
import { AppError } from '../../http/errors.ts'
import { memberToday } from '../localDays.ts'
import { objectById } from './auditedObjects.ts'
import { maskedRecord } from './maskedPayload.ts'

export type HistoryInput = z.output<typeof historyQuery>

type StoredState = History['stored']

const systemName = { en: 'System', es: 'Sistema' } as const

/**
 * An object's whole recorded history replayed through the machine versions that recorded it, with a
 * verdict per step; the filters then choose which steps to show (a period by the reader's calendar).
 * Payloads and states reach the reader with phones and codes masked.
 */
export async function historyOf(
  db: Database,
  input: HistoryInput,
  reader: { timeZone: string; language: Language },
): Promise<History> {
  const object = await objectById(db, input.kind, input.id)
  if (!object) throw new AppError('audit.notFound')
  const rows = await db
    .select({
      transition: transitions,
      actorName: users.displayName,
      actorZone: users.timeZone,
    })
    .from(transitions)
    .leftJoin(users, eq(users.id, transitions.actorId))
    .where(and(eq(transitions.entityType, input.kind), eq(transitions.entityId, input.id)))
    .orderBy(asc(transitions.id))
  const replay = replayHistory(
    auditedMachines[input.kind],
    rows.map(({ transition }) => ({
      machine: transition.machine,
      event: { type: transition.eventType, ...(transition.eventPayload as object) },
      from: transition.fromState,
      to: transition.toState,
    })),
    object.stored,
  )
  const steps = rows.map(({ transition, actorName, actorZone }, index) => ({
    number: index + 1,
    id: transition.id,
    at: transition.at.toISOString(),
    actor: {
      id: transition.actorId,
      name: actorName ?? systemName[reader.language],
      timeZone: actorZone,
    },
    event: transition.eventType,
    payload: maskedRecord(transition.eventPayload as Record<string, unknown>),
    from: maskedState(transition.fromState as StoredState),
    to: maskedState(transition.toState as StoredState),
    machine: transition.machine,
    verdict: replay.steps[index]!,
  }))
  const actors = new Map<number, string>()
  for (const step of steps) if (step.actor.id !== null) actors.set(step.actor.id, step.actor.name)
  const { stored, ...found } = object
  const first = replay.firstDifference
  return {
    object: found,
    stored: maskedState(stored),
    holds: first === null && replay.holdsReached,
    holdsReached: replay.holdsReached,
    firstDifference: first === null ? null : { number: first + 1, verdict: replay.steps[first]! },
    actors: [...actors].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name)),
    events: [...new Set(steps.map((step) => step.event))].sort(),
    steps: steps.filter((step) => shown(step, input, reader.timeZone)),
  }
}

const maskedState = (state: StoredState): StoredState => ({
  value: state.value,
  context: maskedRecord(state.context ?? {}),
})

function shown(
  step: { actor: { id: number | null }; event: string; at: string },
  input: HistoryInput,
  timeZone: string,
): boolean {
  if (input.actorId !== undefined && step.actor.id !== input.actorId) return false
  if (input.event !== undefined && input.event !== '' && step.event !== input.event) return false
  const day = memberToday(new Date(step.at), timeZone)
  if (input.from && day < input.from) return false
  if (input.to && day > input.to) return false
  return true
}
