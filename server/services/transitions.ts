import type { AuditedKind } from '../../contract/audit.ts'
import type { Transaction } from '../database/connect.ts'
import { transitions } from '../database/schema/audit.ts'

/** Who made a change: a person with the client id of their write, or the system (null) expiring one. */
export interface Actor {
  userId: number | null
  clientMutationId: string | null
}

/** What the audit trail records transitions of: one kind of entity for each business machine. */
export type AuditedEntity = AuditedKind

/**
 * Records one allowed transition of a business machine (machine and version, who, when, from, event,
 * to) in the caller's transaction, the one that saves its result, so an auditor can replay it.
 */
export function recordTransition(
  tx: Transaction,
  entity: { type: AuditedEntity; id: number },
  decision: { machine: string; from: unknown; to: unknown },
  event: { type: string },
  actor: Actor,
): Promise<void> {
  return recordTransitionOfEach(tx, entity.type, [entity.id], decision, event, actor)
}

/**
 * Records the same transition of several entities of one kind (cards added in one paste), in one
 * statement: a row each, as recordTransition writes it.
 */
export async function recordTransitionOfEach(
  tx: Transaction,
  type: AuditedEntity,
  ids: number[],
  decision: { machine: string; from: unknown; to: unknown },
  event: { type: string },
  actor: Actor,
): Promise<void> {
  if (ids.length === 0) return
  const { type: eventType, ...payload } = event
  await tx.insert(transitions).values(
    ids.map((entityId) => ({
      entityType: type,
      entityId,
      machine: decision.machine,
      fromState: decision.from,
      eventType,
      eventPayload: payload,
      toState: decision.to,
      actorId: actor.userId,
      clientMutationId: actor.clientMutationId,
    })),
  )
}
