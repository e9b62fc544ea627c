import { and, eq } from 'drizzle-orm'
import type { TargetPeriod } from '../../../contract/targets.ts'
import type { Transaction } from '../../database/connect.ts'
import { targetChanges, targets } from '../../database/schema/targets.ts'
import { AppError } from '../../http/errors.ts'

/**
 * Adding a target and changing one, as both saves do: a second target of the same team (or member),
 * period and currency is refused, and a change of the money or the cases is recorded (who, when, from,
 * to); a change that changes nothing records nothing.
 */

export interface NewTarget {
  kind: 'team' | 'person'
  teamId: number
  personId: number | null
  period: TargetPeriod
  currency: string
  amount: number
  cases: number
}

/** A target as a save locks it before changing it. */
export interface LockedTarget {
  id: number
  kind: 'team' | 'person'
  teamId: number
  personId: number | null
  periodStart: string
  periodEnd: string
  currency: string
  amount: number
  cases: number
}

const lockedColumns = {
  id: targets.id,
  kind: targets.kind,
  teamId: targets.teamId,
  personId: targets.personId,
  periodStart: targets.periodStart,
  periodEnd: targets.periodEnd,
  currency: targets.currency,
  amount: targets.amount,
  cases: targets.cases,
}

/** The target of this id and kind, locked for the change. */
export async function lockTarget(
  tx: Transaction,
  id: number,
  kind: 'team' | 'person',
): Promise<LockedTarget> {
  const [found] = await tx
    .select(lockedColumns)
    .from(targets)
    .where(and(eq(targets.id, id), eq(targets.kind, kind)))
    .for('update')
  if (!found) throw new AppError('target.notFound', { data: { field: 'targetId' } })
  return found
}

/** The same subject's target of the period and currency, locked, if there is one. */
export async function lockSameTarget(
  tx: Transaction,
  target: Omit<NewTarget, 'amount' | 'cases'>,
): Promise<LockedTarget | undefined> {
  const [found] = await tx
    .select(lockedColumns)
    .from(targets)
    .where(
      and(
        eq(targets.kind, target.kind),
        target.kind === 'team' ? eq(targets.teamId, target.teamId) : eq(targets.personId, target.personId!),
        eq(targets.periodStart, target.period.from),
        eq(targets.currency, target.currency),
      ),
    )
    .for('update')
  return found
}

/** Adds a target; one already there is refused (its unique index answers the same for two at once). */
export async function addTarget(tx: Transaction, setBy: number, target: NewTarget): Promise<number> {
  if (await lockSameTarget(tx, target)) throw new AppError('target.exists')
  const [added] = await tx
    .insert(targets)
    .values({
      kind: target.kind,
      teamId: target.teamId,
      personId: target.personId,
      periodStart: target.period.from,
      periodEnd: target.period.to,
      currency: target.currency,
      amount: target.amount,
      cases: target.cases,
      setBy,
    })
    .returning({ id: targets.id })
  return added!.id
}

/** Changes a locked target's money and cases, recording the change; the same figures change nothing. */
export async function changeTarget(
  tx: Transaction,
  changedBy: number,
  target: LockedTarget,
  figures: { amount: number; cases: number },
): Promise<void> {
  if (figures.amount === target.amount && figures.cases === target.cases) return
  const changedAt = new Date()
  await tx.insert(targetChanges).values({
    targetId: target.id,
    changedBy,
    changedAt,
    amountFrom: target.amount,
    amountTo: figures.amount,
    casesFrom: target.cases,
    casesTo: figures.cases,
  })
  await tx
    .update(targets)
    .set({ amount: figures.amount, cases: figures.cases, changedBy, changedAt })
    .where(eq(targets.id, target.id))
}

/** A member's target taken to the team they are in now, the rest of it kept. */
export async function moveTarget(tx: Transaction, target: LockedTarget, teamId: number): Promise<void> {
  await tx.update(targets).set({ teamId }).where(eq(targets.id, target.id))
}
