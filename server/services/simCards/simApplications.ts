import { and, desc, eq, sql } from 'drizzle-orm'
import type { z } from 'zod'
import { simCardActions } from '../../../contract/simCardActions.ts'
import { holdsAsManyCardsAsAllowed } from '../../../contract/simCardLimit.ts'
import type {
  applyForSimCard,
  passSimApplication,
  rejectSimApplication,
  SimApplicationRow,
  simApplicationList,
} from '../../../contract/simCards.ts'
import type { SimApplicationEvent } from '../../../machines/simApplication.ts'
import {
  decideSimApplication,
  newSimApplication,
  type StoredSimApplication,
} from '../../../machines/simDecisions.ts'
import type { ServerConfig } from '../../config.ts'
import type { Database, Transaction } from '../../database/connect.ts'
import { users } from '../../database/schema/accounts.ts'
import { simApplications, simCards } from '../../database/schema/simCards.ts'
import { teams } from '../../database/schema/system.ts'
import { AppError } from '../../http/errors.ts'
import { applyOnce } from '../clientMutations.ts'
import { produce } from '../messages/index.ts'
import { assertMayOnRow } from '../policy.ts'
import type { SignedInUser } from '../sessions.ts'
import { type Actor, recordTransition } from '../transitions.ts'
import { applySimCardEvent, lockSimCard, simReachCondition } from './simCardLifecycleWrites.ts'
import { cardsHeldBy } from './simCardRows.ts'

type Input<E extends { input: z.ZodType }> = z.output<E['input']>

const iso = (value: Date | null) => (value === null ? null : value.toISOString())
const system: Actor = { userId: null, clientMutationId: null }

/** Saves an allowed application transition with the columns derived from it, and records it. */
export async function applyApplicationEvent(
  tx: Transaction,
  applicationId: number,
  stored: StoredSimApplication,
  event: SimApplicationEvent,
  actor: Actor,
): Promise<StoredSimApplication | null> {
  const decision = decideSimApplication(stored, event)
  if (!decision.allowed) return null
  const to = decision.to
  await tx
    .update(simApplications)
    .set({
      lifecycle: to,
      status: to.value === 'new' ? 'pending' : to.value,
      cardId: to.context.cardId,
      rejection: to.context.rejection,
      reviewerId: event.type === 'EXPIRE' ? null : actor.userId,
      decidedAt: sql`now()`,
    })
    .where(eq(simApplications.id, applicationId))
  await recordTransition(tx, { type: 'simApplication', id: applicationId }, decision, event, actor)
  return to
}

/** Expires the member's pending applications older than the configured time (by the system). */
async function expireStaleOf(tx: Transaction, config: ServerConfig, applicantId: number) {
  const pending = await tx
    .select({
      id: simApplications.id,
      lifecycle: simApplications.lifecycle,
      appliedAt: simApplications.appliedAt,
    })
    .from(simApplications)
    .where(and(eq(simApplications.applicantId, applicantId), eq(simApplications.status, 'pending')))
    .for('update')
  for (const row of pending) {
    await applyApplicationEvent(
      tx,
      row.id,
      row.lifecycle as StoredSimApplication,
      {
        type: 'EXPIRE',
        pendingForMs: Date.now() - row.appliedAt.getTime(),
        expiresAfterMs: config.simCards.applicationExpiresAfterMs,
      },
      system,
    )
  }
}

export function applyForCard(
  db: Database,
  config: ServerConfig,
  user: SignedInUser,
  input: Input<typeof applyForSimCard>,
) {
  return applyOnce(
    db,
    { id: input.clientMutationId, userId: user.userId, path: 'sim.apply', input },
    async (tx) => {
      // The applicant's row is the lock: two applications of one member are decided one after the other.
      // 'no key update', not 'update': this transaction's own rows that reference the user (the write's
      // id, the transition) take a key-share lock on it, which 'update' would wait on in the other one.
      await tx.select({ id: users.id }).from(users).where(eq(users.id, user.userId)).for('no key update')
      await expireStaleOf(tx, config, user.userId)
      const [pending] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(simApplications)
        .where(and(eq(simApplications.applicantId, user.userId), eq(simApplications.status, 'pending')))
      const event: SimApplicationEvent = {
        type: 'APPLY',
        applicantId: user.userId,
        reason: input.reason,
        pendingOfApplicant: pending?.n ?? 0,
      }
      const decision = decideSimApplication(newSimApplication(), event)
      if (!decision.allowed) throw new AppError('simApplication.pendingAlready')
      const [made] = await tx
        .insert(simApplications)
        .values({
          applicantId: user.userId,
          teamId: user.teamId,
          reason: decision.to.context.reason,
          status: 'pending',
          lifecycle: decision.to,
        })
        .returning({ id: simApplications.id })
      const actor = { userId: user.userId, clientMutationId: input.clientMutationId }
      await recordTransition(tx, { type: 'simApplication', id: made!.id }, decision, event, actor)
      return applicationRowOf(tx, config, made!.id)
    },
  )
}

/** Locks an application for the reviewer; one that waited too long expires here, and the review is refused. */
async function lockPending(tx: Transaction, config: ServerConfig, user: SignedInUser, applicationId: number) {
  const [row] = await tx
    .select({
      id: simApplications.id,
      lifecycle: simApplications.lifecycle,
      applicantId: simApplications.applicantId,
      teamId: simApplications.teamId,
      appliedAt: simApplications.appliedAt,
    })
    .from(simApplications)
    .where(eq(simApplications.id, applicationId))
    .for('update')
  if (!row) throw new AppError('simApplication.notFound')
  assertMayOnRow(simCardActions.passApplication.whoMay, user, {
    ownerId: row.applicantId,
    teamId: row.teamId,
  })
  const stored = row.lifecycle as StoredSimApplication
  if (stored.value !== 'pending') throw new AppError('simApplication.answered')
  if (Date.now() - row.appliedAt.getTime() >= config.simCards.applicationExpiresAfterMs) {
    await expireStaleOf(tx, config, row.applicantId)
    return null
  }
  return { ...row, lifecycle: stored }
}

export async function passApplication(
  db: Database,
  config: ServerConfig,
  user: SignedInUser,
  input: Input<typeof passSimApplication>,
) {
  const expired = await applyOnce(
    db,
    { id: input.clientMutationId, userId: user.userId, path: 'sim.pass', input },
    async (tx) => {
      const application = await lockPending(tx, config, user, input.applicationId)
      if (!application) return { expired: true as const }
      const actor = { userId: user.userId, clientMutationId: input.clientMutationId }
      const card = await lockSimCard(tx, input.cardId, user)
      const [applicant] = await tx
        .select({ teamId: users.teamId, status: users.status })
        .from(users)
        .where(eq(users.id, application.applicantId))
        .for('no key update')
      // An invalid member cannot sign in to use a card; the application is rejected instead.
      if (applicant?.status !== 'active') throw new AppError('simApplication.applicantInvalid')
      // The card is allocated in the same step, through its own machine and its own transition.
      await applySimCardEvent(
        tx,
        card,
        {
          type: 'ALLOCATE',
          memberId: application.applicantId,
          cardsHeld: await cardsHeldBy(tx, application.applicantId),
          cardLimit: config.simCards.cardsPerMember,
        },
        actor,
        applicant?.teamId ?? null,
      )
      const passed = await applyApplicationEvent(
        tx,
        application.id,
        application.lifecycle,
        { type: 'PASS', cardId: card.id },
        actor,
      )
      if (passed)
        await produce.simApplicationDecided(
          tx,
          { userId: application.applicantId, simApplicationId: application.id },
          { about: 'cardApplication', status: 'passed', cardNumber: card.cardNumber },
        )
      return { expired: false as const, row: await applicationRowOf(tx, config, application.id) }
    },
  )
  if (expired.expired) throw new AppError('simApplication.answered')
  return expired.row
}

export async function rejectApplication(
  db: Database,
  config: ServerConfig,
  user: SignedInUser,
  input: Input<typeof rejectSimApplication>,
) {
  const outcome = await applyOnce(
    db,
    { id: input.clientMutationId, userId: user.userId, path: 'sim.reject', input },
    async (tx) => {
      const application = await lockPending(tx, config, user, input.applicationId)
      if (!application) return { expired: true as const }
      const actor = { userId: user.userId, clientMutationId: input.clientMutationId }
      const rejected = await applyApplicationEvent(
        tx,
        application.id,
        application.lifecycle,
        { type: 'REJECT', rejection: input.rejection },
        actor,
      )
      if (rejected?.context.rejection)
        await produce.simApplicationDecided(
          tx,
          { userId: application.applicantId, simApplicationId: application.id },
          { about: 'cardApplication', status: 'rejected', reason: rejected.context.rejection },
        )
      return { expired: false as const, row: await applicationRowOf(tx, config, application.id) }
    },
  )
  if (outcome.expired) throw new AppError('simApplication.answered')
  return outcome.row
}

function selectApplications(db: Database | Transaction) {
  const threeDaysAgo = sql`now() - interval '3 days'`
  return db
    .select({
      id: simApplications.id,
      applicantId: simApplications.applicantId,
      applicantName: users.displayName,
      applicantValid: sql<boolean>`${users.status} = 'active'`,
      teamName: teams.name,
      reason: simApplications.reason,
      status: simApplications.status,
      cardNumber: simCards.cardNumber,
      rejection: simApplications.rejection,
      appliedAt: simApplications.appliedAt,
      decidedAt: simApplications.decidedAt,
      applicationsLastThreeDays: sql<number>`(select count(*)::int from ${simApplications} as a where a.applicant_id = ${simApplications.applicantId} and a.created_at >= ${threeDaysAgo})`,
      lastApplicationAt: sql<
        string | null
      >`(select max(a.created_at) from ${simApplications} as a where a.applicant_id = ${simApplications.applicantId})`,
      applicantCards: sql<
        string[]
      >`array(select c.card_number from ${simCards} as c where c.holder_id = ${simApplications.applicantId} and c.status = 'allocated' order by c.id)`,
    })
    .from(simApplications)
    .innerJoin(users, eq(users.id, simApplications.applicantId))
    .leftJoin(teams, eq(teams.id, simApplications.teamId))
    .leftJoin(simCards, eq(simCards.id, simApplications.cardId))
    .$dynamic()
}

type RawApplication = Awaited<ReturnType<ReturnType<typeof selectApplications>['execute']>>[number]

function toApplicationRow(row: RawApplication, cardLimit: number): SimApplicationRow {
  return {
    ...row,
    applicantAtCardLimit: holdsAsManyCardsAsAllowed(row.applicantCards.length, cardLimit),
    appliedAt: row.appliedAt.toISOString(),
    decidedAt: iso(row.decidedAt),
    lastApplicationAt: row.lastApplicationAt === null ? null : new Date(row.lastApplicationAt).toISOString(),
  }
}

async function applicationRowOf(
  tx: Transaction,
  config: ServerConfig,
  applicationId: number,
): Promise<SimApplicationRow> {
  const [row] = await selectApplications(tx).where(eq(simApplications.id, applicationId))
  if (!row) throw new Error(`application ${applicationId} vanished inside its own write`)
  return toApplicationRow(row, config.simCards.cardsPerMember)
}

/** A reviewer (who may keep the cards) sees every application of their scope; a member their own. */
export async function listApplications(
  db: Database,
  config: ServerConfig,
  user: SignedInUser,
  reviews: boolean,
  input: Input<typeof simApplicationList>,
) {
  const scope = !reviews
    ? eq(simApplications.applicantId, user.userId)
    : simReachCondition(user, simApplications.teamId)
  const rows = await selectApplications(db)
    .where(and(scope, input.status ? eq(simApplications.status, input.status) : undefined))
    .orderBy(desc(simApplications.appliedAt), desc(simApplications.id))
    .limit(200)
  return rows.map((row) => toApplicationRow(row, config.simCards.cardsPerMember))
}
