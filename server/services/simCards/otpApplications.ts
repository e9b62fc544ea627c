import { and, desc, eq, gte, sql } from 'drizzle-orm'
import type { z } from 'zod'
import { simCardActions } from '../../../contract/simCardActions.ts'
import type {
  OtpApplicationRow,
  otpApplicationList,
  reportNoOtpCode,
  requestOtpCode,
  sendOtpCode,
} from '../../../contract/simCards.ts'
import type { OtpApplicationEvent } from '../../../machines/otpApplication.ts'
import {
  decideOtpApplication,
  newOtpApplication,
  type StoredOtpApplication,
} from '../../../machines/simDecisions.ts'
import type { ServerConfig } from '../../config.ts'
import type { Database, Transaction } from '../../database/connect.ts'
import { users } from '../../database/schema/accounts.ts'
import { otpApplications, simCards } from '../../database/schema/simCards.ts'
import { AppError } from '../../http/errors.ts'
import { applyOnce } from '../clientMutations.ts'
import { produce } from '../messages/index.ts'
import { assertMayOnRow } from '../policy.ts'
import type { SignedInUser } from '../sessions.ts'
import { type Actor, recordTransition } from '../transitions.ts'
import { codeKeepersOf } from './codeKeepers.ts'
import { endCodeRequest, tellAsker } from './codeRequestEndings.ts'
import { applyOtpEvent } from './otpLifecycleWrites.ts'
import { simReachCondition } from './simCardLifecycleWrites.ts'

type Input<E extends { input: z.ZodType }> = z.output<E['input']>

const system: Actor = { userId: null, clientMutationId: null }

/** A member asks for the WhatsApp code of the card they hold; the office managers are told. */
export function requestCode(
  db: Database,
  config: ServerConfig,
  user: SignedInUser,
  input: Input<typeof requestOtpCode>,
) {
  return applyOnce(
    db,
    { id: input.clientMutationId, userId: user.userId, path: 'sim.otp.request', input },
    async (tx) => {
      const [card] = await tx
        .select({
          id: simCards.id,
          holderId: simCards.holderId,
          teamId: simCards.teamId,
          cardNumber: simCards.cardNumber,
        })
        .from(simCards)
        .where(eq(simCards.id, input.cardId))
        // Shared, so a retrieval (which locks the card to update it) either ends this request with
        // the others or comes first and finds no holder here.
        .for('share')
      if (!card) throw new AppError('simCard.notFound')
      assertMayOnRow(simCardActions.requestOtp.whoMay, user, { ownerId: card.holderId, teamId: card.teamId })
      // The member's row is the lock: two requests of one member are counted one after the other.
      await tx.select({ id: users.id }).from(users).where(eq(users.id, user.userId)).for('no key update')
      const since = new Date(Date.now() - config.simCards.otpRequestWindowMs)
      const [made] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(otpApplications)
        .where(and(eq(otpApplications.applicantId, user.userId), gte(otpApplications.requestedAt, since)))
      const event: OtpApplicationEvent = {
        type: 'REQUEST',
        applicantId: user.userId,
        requestsInWindow: made?.n ?? 0,
        requestLimit: config.simCards.otpRequestLimit,
        maxAttempts: config.simCards.otpMaxAttempts,
      }
      const decision = decideOtpApplication(newOtpApplication(), event)
      if (!decision.allowed) throw new AppError('otpApplication.tooMany')
      // One code request waits per card: a second would only tell the office managers again. One
      // pending past its time is expiring (the sweep ends it), so it does not hold a new one back.
      const [waiting] = await tx
        .select({ id: otpApplications.id })
        .from(otpApplications)
        .where(
          and(
            eq(otpApplications.cardId, card.id),
            eq(otpApplications.status, 'pending'),
            gte(otpApplications.requestedAt, new Date(Date.now() - config.simCards.otpExpiresAfterMs)),
          ),
        )
        .limit(1)
      if (waiting) throw new AppError('otpApplication.pendingAlready', { params: { card: card.cardNumber } })
      const [row] = await tx
        .insert(otpApplications)
        .values({ applicantId: user.userId, cardId: card.id, status: 'pending', lifecycle: decision.to })
        .returning({ id: otpApplications.id })
      const id = row!.id
      await recordTransition(tx, { type: 'otpApplication', id }, decision, event, {
        userId: user.userId,
        clientMutationId: input.clientMutationId,
      })
      for (const keeper of await codeKeepersOf(tx, user.teamId))
        await produce.otpApplication(
          tx,
          { userId: keeper, applicationId: id },
          { applicantName: user.displayName, cardNumber: card.cardNumber, status: 'pending', reason: null },
        )
      return otpRowOf(tx, id)
    },
  )
}

/** Locks a pending request; one that waited past the configured time expires instead (answered: null). */
async function lockPending(tx: Transaction, config: ServerConfig, user: SignedInUser, applicationId: number) {
  const [row] = await tx
    .select({
      id: otpApplications.id,
      lifecycle: otpApplications.lifecycle,
      applicantId: otpApplications.applicantId,
      applicantTeamId: users.teamId,
      requestedAt: otpApplications.requestedAt,
      cardNumber: simCards.cardNumber,
      cardHolderId: simCards.holderId,
      cardStatus: simCards.status,
    })
    .from(otpApplications)
    .innerJoin(simCards, eq(simCards.id, otpApplications.cardId))
    .innerJoin(users, eq(users.id, otpApplications.applicantId))
    .where(eq(otpApplications.id, applicationId))
    .for('update', { of: otpApplications })
  if (!row) throw new AppError('otpApplication.notFound')
  // An office manager in a team answers her team's members; one without a team answers everyone.
  assertMayOnRow(simCardActions.sendOtp.whoMay, user, {
    ownerId: row.applicantId,
    teamId: row.applicantTeamId,
  })
  const stored = row.lifecycle as StoredOtpApplication
  if (stored.value !== 'pending') throw new AppError('otpApplication.answered')
  const expired = await applyOtpEvent(
    tx,
    row.id,
    stored,
    {
      type: 'EXPIRE',
      pendingForMs: Date.now() - row.requestedAt.getTime(),
      expiresAfterMs: config.simCards.otpExpiresAfterMs,
    },
    system,
  )
  return expired ? null : { ...row, lifecycle: stored }
}

/**
 * The office manager passes the code on: the member receives it in their message (the only place it
 * is written), and the request succeeds.
 */
export async function sendCode(
  db: Database,
  config: ServerConfig,
  user: SignedInUser,
  input: Input<typeof sendOtpCode>,
) {
  const outcome = await applyOnce(
    db,
    // The code is not part of what is kept to tell a replay: only its hash is (clientMutations).
    { id: input.clientMutationId, userId: user.userId, path: 'sim.otp.send', input },
    async (tx) => {
      const pending = await lockPending(tx, config, user, input.applicationId)
      if (!pending) return { refused: 'otpApplication.answered' as const }
      const actor = { userId: user.userId, clientMutationId: input.clientMutationId }
      // The code goes only to who holds the card now. A request the card left behind (pending from
      // before retrievals ended requests) ends here, kept by this write though the send is refused.
      if (pending.cardHolderId !== pending.applicantId) {
        const cardEvent = pending.cardStatus === 'deactivated' ? 'DEACTIVATE' : 'RETRIEVE'
        await endCodeRequest(tx, pending, cardEvent, actor)
        return { refused: 'otpApplication.cardLeft' as const }
      }
      await applyOtpEvent(tx, pending.id, pending.lifecycle, { type: 'SEND_CODE' }, actor)
      const code = input.verificationAsked ? `${input.otp} · ${input.verificationAnswer}` : input.otp
      await produce.otpCodeSent(
        tx,
        { userId: pending.applicantId, otpApplicationId: pending.id },
        { cardNumber: pending.cardNumber, code },
      )
      return { refused: null, row: await otpRowOf(tx, pending.id) }
    },
  )
  if (outcome.refused) throw new AppError(outcome.refused)
  return outcome.row
}

/** No code arrived this time; the last allowed miss fails the request and the member is told. */
export async function reportNoCode(
  db: Database,
  config: ServerConfig,
  user: SignedInUser,
  input: Input<typeof reportNoOtpCode>,
) {
  const outcome = await applyOnce(
    db,
    { id: input.clientMutationId, userId: user.userId, path: 'sim.otp.noCode', input },
    async (tx) => {
      const pending = await lockPending(tx, config, user, input.applicationId)
      if (!pending) return { expired: true as const }
      const actor = { userId: user.userId, clientMutationId: input.clientMutationId }
      const to = await applyOtpEvent(tx, pending.id, pending.lifecycle, { type: 'NO_CODE' }, actor)
      if (to?.value === 'failed') await tellAsker(tx, pending, 'failed')
      return { expired: false as const, row: await otpRowOf(tx, pending.id) }
    },
  )
  if (outcome.expired) throw new AppError('otpApplication.answered')
  return outcome.row
}

function selectOtp(db: Database | Transaction) {
  return db
    .select({
      id: otpApplications.id,
      applicantId: otpApplications.applicantId,
      applicantName: users.displayName,
      cardId: otpApplications.cardId,
      cardNumber: simCards.cardNumber,
      currentNumber: simCards.currentNumber,
      status: otpApplications.status,
      lifecycle: otpApplications.lifecycle,
      requestedAt: otpApplications.requestedAt,
      answeredAt: otpApplications.answeredAt,
    })
    .from(otpApplications)
    .innerJoin(users, eq(users.id, otpApplications.applicantId))
    .innerJoin(simCards, eq(simCards.id, otpApplications.cardId))
    .$dynamic()
}

type RawOtp = Awaited<ReturnType<ReturnType<typeof selectOtp>['execute']>>[number]

function toOtpRow({ lifecycle, ...row }: RawOtp): OtpApplicationRow {
  return {
    ...row,
    missedAttempts: (lifecycle as StoredOtpApplication).context.missedAttempts,
    requestedAt: row.requestedAt.toISOString(),
    answeredAt: row.answeredAt === null ? null : row.answeredAt.toISOString(),
  }
}

async function otpRowOf(tx: Transaction, id: number): Promise<OtpApplicationRow> {
  const [row] = await selectOtp(tx).where(eq(otpApplications.id, id))
  if (!row) throw new Error(`code request ${id} vanished inside its own write`)
  return toOtpRow(row)
}

export async function myCodeRequests(db: Database, user: SignedInUser) {
  const rows = await selectOtp(db)
    .where(eq(otpApplications.applicantId, user.userId))
    .orderBy(desc(otpApplications.requestedAt), desc(otpApplications.id))
    .limit(50)
  return rows.map(toOtpRow)
}

export async function listCodeRequests(
  db: Database,
  user: SignedInUser,
  input: Input<typeof otpApplicationList>,
) {
  const rows = await selectOtp(db)
    .where(
      and(
        simReachCondition(user, users.teamId),
        input.status ? eq(otpApplications.status, input.status) : undefined,
      ),
    )
    .orderBy(
      sql`${otpApplications.status} = 'pending' desc`,
      desc(otpApplications.requestedAt),
      desc(otpApplications.id),
    )
    .limit(200)
  return rows.map(toOtpRow)
}
