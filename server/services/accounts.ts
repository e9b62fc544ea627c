import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm'
import type { CurrentUser } from '../../contract/session.ts'
import { hashSecret, newVerificationCode } from '../auth/tokens.ts'
import type { Database, Transaction } from '../database/connect.ts'
import { passwordResetCodes, roles, users } from '../database/schema/accounts.ts'
import { teams } from '../database/schema/system.ts'
import type { ServerDeps } from '../http/areaRoutes.ts'
import { AppError } from '../http/errors.ts'
import { maskPhone } from './codeSender.ts'
import { currentUserColumns, openSession, revokeAllSessions } from './sessions.ts'
import { assertUnderAttemptLimit, recordAttempt } from './signInLimits.ts'

type UserRow = typeof users.$inferSelect

async function findUser(db: Database, usernameOrPhone: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = lower(${usernameOrPhone}) or ${users.phone} = ${usernameOrPhone}`)
    .limit(1)
  return user
}

async function findUserByPhone(db: Database, phone: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.phone, phone)).limit(1)
  return user
}

export async function currentUserOf(db: Database, userId: number): Promise<CurrentUser> {
  const [row] = await db
    .select(currentUserColumns)
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .leftJoin(teams, eq(teams.id, users.teamId))
    .where(eq(users.id, userId))
  if (!row) throw new AppError('session.signedOut')
  return row
}

// Verified against when the account does not exist, so both failures take the same time.
let decoyHash: Promise<string> | undefined

export async function signIn(
  deps: ServerDeps,
  credentials: { username: string; password: string },
  address: string,
): Promise<{ token: string; user: CurrentUser }> {
  const { db, config, hasher } = deps
  const user = await findUser(db, credentials.username)
  // Counted under the username even when the phone was typed, so the two do not make two limits.
  const account = (user?.username ?? credentials.username).toLowerCase()
  await assertUnderAttemptLimit(db, config.signInLimits, 'signIn', account, address)
  decoyHash ??= hasher.hash('decoy password that never matches 1A')
  const verified = await hasher.verify(user?.passwordHash ?? (await decoyHash), credentials.password)
  if (!user || !verified) {
    await recordAttempt(db, {
      kind: 'signIn',
      account,
      address,
      userId: user?.id ?? null,
      succeeded: false,
      reason: 'wrongCredentials',
    })
    throw new AppError('auth.wrongCredentials')
  }
  if (user.status !== 'active') {
    await recordAttempt(db, {
      kind: 'signIn',
      account,
      address,
      userId: user.id,
      succeeded: false,
      reason: 'disabled',
    })
    throw new AppError('auth.accountDisabled')
  }
  if (user.passwordExpiresAt.getTime() <= Date.now()) {
    await recordAttempt(db, {
      kind: 'signIn',
      account,
      address,
      userId: user.id,
      succeeded: true,
      reason: 'passwordExpired',
    })
    // The phone masked as the case detail shows one: a hint for the reset form, not the number itself.
    throw new AppError('auth.passwordExpired', { data: { maskedPhone: maskPhone(user.phone) } })
  }
  const token = await openSession(db, user.id, address)
  await recordAttempt(db, { kind: 'signIn', account, address, userId: user.id, succeeded: true })
  return { token, user: await currentUserOf(db, user.id) }
}

async function storeNewPassword(
  deps: ServerDeps,
  tx: Transaction,
  userId: number,
  newPassword: string,
): Promise<void> {
  const lifetimeMs = deps.config.passwordLifetimeDays * 86_400_000
  await tx
    .update(users)
    .set({
      passwordHash: await deps.hasher.hash(newPassword),
      passwordChangedAt: sql`now()`,
      passwordExpiresAt: new Date(Date.now() + lifetimeMs),
    })
    .where(eq(users.id, userId))
  await revokeAllSessions(tx, userId)
}

async function assertNewDiffers(deps: ServerDeps, user: UserRow, newPassword: string): Promise<void> {
  if (await deps.hasher.verify(user.passwordHash, newPassword)) throw new AppError('auth.samePassword')
}

export async function changePassword(
  deps: ServerDeps,
  userId: number,
  change: { password: string; newPassword: string },
  address: string,
): Promise<void> {
  const [user] = await deps.db.select().from(users).where(eq(users.id, userId))
  if (!user) throw new AppError('session.signedOut')
  // Guessing the old password from a borrowed session counts against the same limit as sign-in.
  const account = user.username.toLowerCase()
  await assertUnderAttemptLimit(deps.db, deps.config.signInLimits, 'signIn', account, address)
  if (!(await deps.hasher.verify(user.passwordHash, change.password))) {
    await recordAttempt(deps.db, {
      kind: 'signIn',
      account,
      address,
      userId: user.id,
      succeeded: false,
      reason: 'wrongOldPassword',
    })
    throw new AppError('auth.wrongOldPassword')
  }
  await assertNewDiffers(deps, user, change.newPassword)
  await deps.db.transaction((tx) => storeNewPassword(deps, tx, user.id, change.newPassword))
}

export async function sendResetCode(
  deps: ServerDeps,
  request: { phone: string; purpose: 'forget' | 'modify' },
  address: string,
): Promise<{ resendAfterSeconds: number }> {
  const { db, config } = deps
  const resendAfterSeconds = Math.ceil(config.resetCode.resendAfterMs / 1000)
  await assertUnderAttemptLimit(db, config.signInLimits, 'reset', request.phone, address)
  const user = await findUserByPhone(db, request.phone)
  // An unknown phone answers like a known one, so the form cannot be used to find accounts.
  if (!user) return { resendAfterSeconds }
  const [last] = await db
    .select({ createdAt: passwordResetCodes.createdAt })
    .from(passwordResetCodes)
    .where(eq(passwordResetCodes.userId, user.id))
    .orderBy(desc(passwordResetCodes.createdAt))
    .limit(1)
  const sinceLast = last ? Date.now() - last.createdAt.getTime() : Number.POSITIVE_INFINITY
  if (sinceLast < config.resetCode.resendAfterMs) {
    const seconds = Math.ceil((config.resetCode.resendAfterMs - sinceLast) / 1000)
    throw new AppError('auth.codeTooSoon', { params: { seconds }, data: { seconds } })
  }
  const code = newVerificationCode()
  await db.insert(passwordResetCodes).values({
    userId: user.id,
    purpose: request.purpose,
    codeHash: hashSecret(code),
    expiresAt: new Date(Date.now() + config.resetCode.ttlMs),
  })
  await deps.codeSender.send({ phone: user.phone, code, purpose: request.purpose })
  return { resendAfterSeconds }
}

/** Checks a code and spends it inside the caller's transaction; a wrong code counts against the limit. */
async function spendCode(
  deps: ServerDeps,
  tx: Transaction,
  userId: number,
  purpose: 'forget' | 'modify',
  code: string,
): Promise<boolean> {
  const [live] = await tx
    .select()
    .from(passwordResetCodes)
    .where(
      and(
        eq(passwordResetCodes.userId, userId),
        eq(passwordResetCodes.purpose, purpose),
        isNull(passwordResetCodes.usedAt),
        gt(passwordResetCodes.expiresAt, new Date()),
      ),
    )
    .orderBy(desc(passwordResetCodes.createdAt))
    .limit(1)
  if (!live || live.failedAttempts >= deps.config.resetCode.maxFailedAttempts) return false
  if (live.codeHash !== hashSecret(code)) {
    await tx
      .update(passwordResetCodes)
      .set({ failedAttempts: sql`${passwordResetCodes.failedAttempts} + 1` })
      .where(eq(passwordResetCodes.id, live.id))
    return false
  }
  await tx.update(passwordResetCodes).set({ usedAt: sql`now()` }).where(eq(passwordResetCodes.id, live.id))
  return true
}

async function resetWithCode(
  deps: ServerDeps,
  request: { phone: string; code: string; newPassword: string; oldPassword?: string },
  purpose: 'forget' | 'modify',
  address: string,
): Promise<void> {
  const { db, config } = deps
  await assertUnderAttemptLimit(db, config.signInLimits, 'reset', request.phone, address)
  const user = await findUserByPhone(db, request.phone)
  const fail = async (code: 'auth.codeInvalid' | 'auth.wrongOldPassword') => {
    await recordAttempt(db, {
      kind: 'reset',
      account: request.phone,
      address,
      userId: user?.id ?? null,
      succeeded: false,
      reason: code,
    })
    return new AppError(code)
  }
  if (!user) throw await fail('auth.codeInvalid')
  if (
    request.oldPassword !== undefined &&
    !(await deps.hasher.verify(user.passwordHash, request.oldPassword))
  ) {
    throw await fail('auth.wrongOldPassword')
  }
  const changed = await db.transaction(async (tx) => {
    if (!(await spendCode(deps, tx, user.id, purpose, request.code))) return false
    // Only after the code: before it, this answer would tell anyone with a phone number whether a
    // guess is the current password, with no attempt limit. Throwing rolls back, so the code stays live.
    await assertNewDiffers(deps, user, request.newPassword)
    await storeNewPassword(deps, tx, user.id, request.newPassword)
    return true
  })
  if (!changed) throw await fail('auth.codeInvalid')
  await recordAttempt(db, {
    kind: 'reset',
    account: request.phone,
    address,
    userId: user.id,
    succeeded: true,
  })
}

export function forgetPassword(
  deps: ServerDeps,
  request: { phone: string; code: string; newPassword: string },
  address: string,
) {
  return resetWithCode(deps, request, 'forget', address)
}

export function modifyPassword(
  deps: ServerDeps,
  request: { phone: string; code: string; password: string; newPassword: string },
  address: string,
) {
  return resetWithCode(deps, { ...request, oldPassword: request.password }, 'modify', address)
}
