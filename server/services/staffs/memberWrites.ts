import { randomInt } from 'node:crypto'
import { and, count, eq, isNull, ne, sql } from 'drizzle-orm'
import type { z } from 'zod'
import { invalidationRefusal, staffActions } from '../../../contract/staffActions.ts'
import type { addMember, editMember, MemberInput, setMemberValidity } from '../../../contract/staffs.ts'
import type { Database, Transaction } from '../../database/connect.ts'
import { roles, users } from '../../database/schema/accounts.ts'
import { cases } from '../../database/schema/cases.ts'
import { teams } from '../../database/schema/system.ts'
import type { ServerDeps } from '../../http/areaRoutes.ts'
import { AppError } from '../../http/errors.ts'
import { applyOnce } from '../clientMutations.ts'
import { rebuildPeople } from '../dashboards/index.ts'
import { assertMayOnRow, assertMayPlaceMember } from '../policy.ts'
import { revokeAllSessions, type SignedInUser } from '../sessions.ts'
import { movePendingLeave } from './leaveWrites.ts'

type Input<E extends { input: z.ZodType }> = z.output<E['input']>

/** The country of a calling code, for the cases a member sees (their country's brands). */
const countryOfCallingCode: Record<string, string> = { '52': 'MX', '234': 'NG' }

/** The phone as the accounts keep it: the country code then the national digits, digits only. */
export function storedPhone(countryCode: string, phone: string): string {
  const digits = phone.replace(/\D/g, '')
  if (phone.trim().startsWith('+')) return digits
  return `${countryCode}${digits.replace(/^0+/, '')}`
}

const alphabet = {
  upper: 'ABCDEFGHJKLMNPQRSTUVWXYZ',
  lower: 'abcdefghijkmnpqrstuvwxyz',
  digit: '23456789',
}

/** A password for one sign-in: ten characters, upper and lower case letters and digits, no look-alikes. */
export function newOneTimePassword(): string {
  const all = alphabet.upper + alphabet.lower + alphabet.digit
  const pick = (from: string) => from[randomInt(from.length)]!
  const chars = [pick(alphabet.upper), pick(alphabet.lower), pick(alphabet.digit)]
  while (chars.length < 10) chars.push(pick(all))
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1)
    ;[chars[i], chars[j]] = [chars[j]!, chars[i]!]
  }
  return chars.join('')
}

type Placed = { roleId: number; teamId: number | null }

/**
 * Refuses what the user may not give (a role not below their own, a team out of reach, their own role
 * or team: contract/policy.ts) and what does not exist.
 */
async function checkPlacement(
  tx: Transaction,
  user: SignedInUser,
  input: MemberInput,
  member: ({ id: number } & Placed) | null,
): Promise<void> {
  const placement = { memberId: member?.id ?? null, roleId: input.roleId, teamId: input.teamId }
  assertMayPlaceMember(staffActions.addMember.whoMay, user, placement, member ?? undefined)
  const [role] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.id, input.roleId))
  if (!role) throw new AppError('staffs.roleNotFound')
  if (input.teamId !== null) {
    const [team] = await tx.select({ id: teams.id }).from(teams).where(eq(teams.id, input.teamId))
    if (!team) throw new AppError('staffs.teamNotFound')
  }
}

/** Refuses a username or a phone another member has, naming the field. */
async function checkUnique(tx: Transaction, input: MemberInput, phone: string, memberId: number | null) {
  const other = memberId === null ? undefined : ne(users.id, memberId)
  const [byName] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.username}) = lower(${input.username})`, other))
  if (byName) throw new AppError('staffs.usernameTaken', { data: { field: 'username' } })
  const [byPhone] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.phone, phone), other))
  if (byPhone) throw new AppError('staffs.phoneTaken', { data: { field: 'phone' } })
}

const memberColumns = (input: MemberInput, phone: string, user: SignedInUser) => ({
  username: input.username,
  phone,
  displayName: input.name,
  roleId: input.roleId,
  teamId: input.teamId,
  cc: countryOfCallingCode[input.countryCode] ?? user.cc,
  timeZone: input.timeZone,
  entryDate: input.entryDate,
})

/**
 * Adds a member with a one-time password, expired from the start so that the first sign-in asks for
 * a new one (the expired-password path). The password is in the first answer only: a replay of the
 * same write answers null, since the kept answers of writes hold no secret.
 */
export async function addStaffMember(deps: ServerDeps, user: SignedInUser, input: Input<typeof addMember>) {
  const oneTimePassword = newOneTimePassword()
  const passwordHash = await deps.hasher.hash(oneTimePassword)
  let made = false
  const answer = await applyOnce(
    deps.db,
    { id: input.clientMutationId, userId: user.userId, path: 'staffs.addMember', input },
    async (tx) => {
      await checkPlacement(tx, user, input, null)
      const phone = storedPhone(input.countryCode, input.phone)
      await checkUnique(tx, input, phone, null)
      const [row] = await tx
        .insert(users)
        .values({ ...memberColumns(input, phone, user), passwordHash, passwordExpiresAt: sql`now()` })
        .returning({ id: users.id })
      made = true
      return { memberId: row!.id }
    },
  )
  return { memberId: answer.memberId, oneTimePassword: made ? oneTimePassword : null }
}

/**
 * Locks a member for a change by this user: they must exist, be in the user's reach and hold a role
 * below the user's (contract/policy.ts 'member'), so nobody edits or disables someone above them.
 */
async function lockMember(tx: Transaction, user: SignedInUser, memberId: number) {
  const [member] = await tx
    .select({
      id: users.id,
      teamId: users.teamId,
      roleId: users.roleId,
      status: users.status,
      timeZone: users.timeZone,
    })
    .from(users)
    .where(eq(users.id, memberId))
    .for('no key update')
  if (!member) throw new AppError('staffs.memberNotFound')
  assertMayOnRow(staffActions.editMember.whoMay, user, { teamId: member.teamId, roleId: member.roleId })
  return member
}

export async function editStaffMember(db: Database, user: SignedInUser, input: Input<typeof editMember>) {
  return applyOnce(
    db,
    { id: input.clientMutationId, userId: user.userId, path: 'staffs.editMember', input },
    async (tx) => {
      const member = await lockMember(tx, user, input.memberId)
      await checkPlacement(tx, user, input, member)
      const phone = storedPhone(input.countryCode, input.phone)
      await checkUnique(tx, input, phone, input.memberId)
      await tx
        .update(users)
        .set({ ...memberColumns(input, phone, user), leftDate: input.leftDate })
        .where(eq(users.id, input.memberId))
      await movePendingLeave(tx, input.memberId, input.teamId)
      // Their days are the new clock's: the kept figures are recounted on it in the same transaction,
      // or a case they hold would later be taken back from another day than it was counted on.
      if (input.timeZone !== member.timeZone)
        await rebuildPeople(tx, { from: input.memberId, to: input.memberId })
      return { memberId: input.memberId }
    },
  )
}

/** The cases a member holds that are not closed: what is left to reallocate when they go. */
async function openCasesOf(tx: Transaction, memberId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(cases)
    .where(and(eq(cases.ownerId, memberId), isNull(cases.closedAt)))
  return Number(row?.n ?? 0)
}

/**
 * Marks a member valid or invalid. Invalid ends every session of theirs in the same transaction, so
 * their next request is refused; their cases stay with them until reallocated, and the answer counts them.
 */
export async function setStaffValidity(
  db: Database,
  user: SignedInUser,
  input: Input<typeof setMemberValidity>,
) {
  return applyOnce(
    db,
    { id: input.clientMutationId, userId: user.userId, path: 'staffs.validity', input },
    async (tx) => {
      await lockMember(tx, user, input.memberId)
      const refusal = input.valid ? null : invalidationRefusal(input.memberId, user)
      if (refusal) throw new AppError(refusal)
      await tx
        .update(users)
        .set({ status: input.valid ? 'active' : 'disabled' })
        .where(eq(users.id, input.memberId))
      if (!input.valid) await revokeAllSessions(tx, input.memberId)
      return {
        memberId: input.memberId,
        valid: input.valid,
        openCases: await openCasesOf(tx, input.memberId),
      }
    },
  )
}
