import { isDeepStrictEqual } from 'node:util'
import { eq, sql } from 'drizzle-orm'
import { caseActions } from '../../../contract/caseActions.ts'
import { decideCaseEvent, lifecycleOf, type StoredLifecycle } from '../../../machines/caseDecisions.ts'
import type { CaseLifecycleEvent } from '../../../machines/caseLifecycle.ts'
import type { Transaction } from '../../database/connect.ts'
import { cases, pins } from '../../database/schema/cases.ts'
import { AppError } from '../../http/errors.ts'
import { countWork, finishedCaseChanges, keepingCaseFigures } from '../dashboards/index.ts'
import { assertMayOnRow } from '../policy.ts'
import type { SignedInUser } from '../sessions.ts'
import { recordTransition } from '../transitions.ts'

export interface LockedCase {
  id: number
  lifecycle: StoredLifecycle
  ownerId: number | null
  teamId: number | null
  /** Its finish as the lock read it, or as the last event left it: not read again before a change. */
  finish?: CaseFinish
}

interface CaseFinish {
  finishedAt: Date | null
  finishedById: number | null
}

/** Locks a case for a write by this user: it must exist and be theirs (the route checked their role). */
export async function lockCaseForWrite(
  tx: Transaction,
  caseId: number,
  user: SignedInUser,
): Promise<LockedCase> {
  const [row] = await tx
    .select({
      id: cases.id,
      lifecycle: cases.lifecycle,
      ownerId: cases.ownerId,
      teamId: cases.teamId,
      finishedAt: cases.finishedAt,
      finishedById: cases.finishedById,
    })
    .from(cases)
    .where(eq(cases.id, caseId))
    .for('update')
  if (!row) throw new AppError('case.notFound')
  // Every write on a case shares the case writer's rule (contract/caseActions.ts).
  assertMayOnRow(caseActions.addCollectionRecord.whoMay, user, row)
  const { finishedAt, finishedById, ...locked } = row
  return { ...locked, lifecycle: row.lifecycle as StoredLifecycle, finish: { finishedAt, finishedById } }
}

const unfinished = (state: ReturnType<typeof lifecycleOf>) => !state.closed && state.repayment !== 'paidOff'

/** The stored snapshot and the columns derived from it; what the case's finish was before and is after. */
async function writeDerivedColumns(
  tx: Transaction,
  locked: LockedCase,
  to: StoredLifecycle,
  event: CaseLifecycleEvent,
) {
  const next = lifecycleOf(to)
  const finishing = { finishedAt: cases.finishedAt, finishedById: cases.finishedById }
  // Only an open case's finish can change (a closed one keeps its columns): what it was, read unless
  // the lock did.
  const [before] = next.closed
    ? []
    : locked.finish
      ? [locked.finish]
      : await tx.select(finishing).from(cases).where(eq(cases.id, locked.id))
  const [after] = await tx
    .update(cases)
    .set({
      lifecycle: to,
      paidAmount: to.context.paidAmount,
      cuts: to.context.cutAmount,
      ...(next.closed
        ? { closedAt: sql`coalesce(${cases.closedAt}, now())` }
        : {
            status: next.repayment ?? 'unpaid',
            deal: next.deal,
            extensionActive: next.extensionActive,
            delayedRepaymentOffered: next.delayedRepaymentOffered,
            appointmentAt:
              event.type === 'BOOK_APPOINTMENT'
                ? new Date(event.at)
                : next.appointment
                  ? sql`${cases.appointmentAt}`
                  : null,
            finishedAt: next.repayment === 'paidOff' ? sql`coalesce(${cases.finishedAt}, now())` : null,
            finishedById:
              next.repayment === 'paidOff' ? sql`coalesce(${cases.finishedById}, ${locked.ownerId})` : null,
          }),
    })
    .where(eq(cases.id, locked.id))
    .returning(finishing)
  return { before, after }
}

/**
 * Applies one event to a locked case through the lifecycle machine: refused when the machine says
 * no, otherwise the stored snapshot and the columns derived from it change and the transition is
 * recorded, all in the caller's transaction.
 */
export async function applyCaseEvent(
  tx: Transaction,
  locked: LockedCase,
  event: CaseLifecycleEvent,
  /** userId null: the system (a notification, a job), not a person. */
  actor: { userId: number | null; clientMutationId: string | null },
): Promise<LockedCase> {
  const decision = decideCaseEvent(locked.lifecycle, event)
  if (!decision.allowed) {
    if (decision.reason === 'closed') throw new AppError('case.closed')
    throw new AppError(event.type === 'PIN' ? 'case.pinLimit' : 'case.notAllowed')
  }
  const next = lifecycleOf(decision.to)
  const write = () => writeDerivedColumns(tx, locked, decision.to, event)
  // Finished, closed or open again, the case leaves or joins its holder's unfinished cases; booked or
  // cleared, its appointment moves in their kept hours.
  const was = lifecycleOf(locked.lifecycle)
  const keptFiguresMove =
    unfinished(was) !== unfinished(next) ||
    was.appointment !== next.appointment ||
    event.type === 'BOOK_APPOINTMENT'
  // A write that moves nothing (a to-do, a record, a pin: the same snapshot after it) leaves the case's
  // row alone: each column the update sets either comes from the snapshot or keeps its value while the
  // snapshot does (the finish, the appointment). It is still recorded.
  if (!keptFiguresMove && isDeepStrictEqual(decision.to, locked.lifecycle)) {
    await recordTransition(tx, { type: 'case', id: locked.id }, decision, event, actor)
    return locked
  }
  const { before, after } = keptFiguresMove ? await keepingCaseFigures(tx, [locked.id], write) : await write()
  if (before && after) await countWork(tx, finishedCaseChanges(before, after))
  // A closed case refuses UNPIN, so its pins would hold their owners' slots for good: drop them.
  if (next.closed) await tx.delete(pins).where(eq(pins.caseId, locked.id))
  await recordTransition(tx, { type: 'case', id: locked.id }, decision, event, actor)
  return { ...locked, lifecycle: decision.to, ...(after ? { finish: after } : {}) }
}
