import { eq } from 'drizzle-orm'
import type { z } from 'zod'
import type { Language } from '../../../contract/bilingual.ts'
import { writeMoney } from '../../../contract/money.ts'
import { targetActions } from '../../../contract/targetActions.ts'
import { splitDifference } from '../../../contract/targetMath.ts'
import type {
  MemberShareInput,
  savePersonTarget,
  saveTeamTarget,
  TargetRow,
} from '../../../contract/targets.ts'
import type { DashboardSettings } from '../../config.ts'
import type { Database, Transaction } from '../../database/connect.ts'
import { inIdList } from '../../database/idList.ts'
import { users } from '../../database/schema/accounts.ts'
import { teams } from '../../database/schema/system.ts'
import { targets } from '../../database/schema/targets.ts'
import { AppError } from '../../http/errors.ts'
import { applyOnce } from '../clientMutations.ts'
import { assertMayOnRow } from '../policy.ts'
import type { SignedInUser } from '../sessions.ts'
import { hasEnded, periodHolding } from './targetPeriods.ts'
import { selectTargetRows, toTargetRows } from './targetRows.ts'
import {
  addTarget,
  changeTarget,
  type LockedTarget,
  lockSameTarget,
  lockTarget,
  moveTarget,
} from './targetUpserts.ts'

/**
 * The two saves (docs/decisions/0054): a team's target (menu 82), with its members' shares in the same
 * transaction when given, and a member's (menu 83). A period that has ended is read-only; a change is
 * recorded; the policy decides on the team or the member (contract/targetActions.ts).
 */

type Settings = Pick<DashboardSettings, 'salaryPeriodStartDay'>
type TeamInput = z.output<typeof saveTeamTarget.input>
type PersonInput = z.output<typeof savePersonTarget.input>

const casesWord: Record<Language, string> = { en: 'cases', es: 'casos' }
const signed = (figure: number, written: string) => (figure > 0 ? `+${written}` : written)

/** How far the shares are from the team's, as the refusal names it: the money in its currency, and the cases. */
export function differenceText(
  difference: { amount: number; cases: number },
  currency: string,
  language: Language,
): string {
  const money = signed(
    difference.amount,
    writeMoney(difference.amount, currency, language === 'es' ? 'es-MX' : 'en-US'),
  )
  return `${money}, ${signed(difference.cases, String(difference.cases))} ${casesWord[language]}`
}

function refuseEnded(period: { to: string }, now: Date, user: SignedInUser) {
  if (hasEnded(period, now, user.timeZone)) throw new AppError('target.periodEnded')
}

/** The saved target as the lists show it. */
async function savedRow(tx: Transaction, id: number, user: SignedInUser, now: Date): Promise<TargetRow> {
  const raws = await selectTargetRows(tx).where(eq(targets.id, id))
  const [row] = await toTargetRows(tx, raws, now, user.timeZone)
  return row!
}

/** Each member's share saved as their target of the team's period and currency: added, or changed and recorded. */
async function saveShares(
  tx: Transaction,
  user: SignedInUser,
  team: LockedTarget,
  shares: readonly MemberShareInput[],
  language: Language,
) {
  const found = await tx
    .select({ id: users.id, teamId: users.teamId })
    .from(users)
    .where(
      inIdList(
        users.id,
        shares.map((share) => share.personId),
      ),
    )
  const teamOf = new Map(found.map((member) => [member.id, member.teamId]))
  // The members' targets of this period and currency as they stand, each locked: one set while its
  // member was in this team stays this team's share after they moved (decision 0054).
  const current = new Map<number, LockedTarget>()
  for (const share of shares) {
    const target = await lockSameTarget(tx, {
      kind: 'person',
      teamId: team.teamId,
      personId: share.personId,
      period: { from: team.periodStart, to: team.periodEnd },
      currency: team.currency,
    })
    if (target) current.set(share.personId, target)
  }
  const stranger = shares.findIndex(
    (share) =>
      teamOf.get(share.personId) !== team.teamId && current.get(share.personId)?.teamId !== team.teamId,
  )
  if (stranger >= 0)
    throw new AppError('target.memberNotFound', { data: { field: `members.${stranger}.personId` } })
  // As on a member's own save: nobody sets their own target, even as a share of their team's.
  const own = shares.findIndex((share) => share.personId === user.userId)
  if (own >= 0) throw new AppError('target.ownTarget', { data: { field: `members.${own}.personId` } })
  // Each share is that member's target: the personal targets' rule decides on it too.
  for (const share of shares)
    assertMayOnRow(targetActions.savePerson.whoMay, user, { ownerId: share.personId, teamId: team.teamId })
  const difference = splitDifference(team, shares)
  if (difference.amount !== 0 || difference.cases !== 0)
    throw new AppError('target.splitMismatch', {
      params: { difference: differenceText(difference, team.currency, language) },
      data: { field: 'members', difference },
    })
  for (const share of shares) {
    const saved = current.get(share.personId)
    // A member who came to this team with a target of the period set in their old one brings it here.
    if (saved && saved.teamId !== team.teamId) await moveTarget(tx, saved, team.teamId)
    if (saved) await changeTarget(tx, user.userId, saved, share)
    else
      await addTarget(tx, user.userId, {
        kind: 'person',
        teamId: team.teamId,
        personId: share.personId,
        period: { from: team.periodStart, to: team.periodEnd },
        currency: team.currency,
        amount: share.amount,
        cases: share.cases,
      })
  }
}

/** A team's target added or changed, and its members' shares with it when given. */
export function saveTeam(
  db: Database,
  user: SignedInUser,
  input: TeamInput,
  settings: Settings,
  language: Language,
): Promise<TargetRow> {
  const whoMay = targetActions.saveTeam.whoMay
  return applyOnce(
    db,
    { id: input.clientMutationId, userId: user.userId, path: 'target.saveTeam', input },
    async (tx) => {
      const now = new Date()
      let saved: LockedTarget
      if (input.targetId !== undefined) {
        saved = await lockTarget(tx, input.targetId, 'team')
        assertMayOnRow(whoMay, user, { teamId: saved.teamId })
        refuseEnded({ to: saved.periodEnd }, now, user)
        await changeTarget(tx, user.userId, saved, input)
      } else {
        const teamId = input.teamId!
        const [team] = await tx.select({ id: teams.id }).from(teams).where(eq(teams.id, teamId))
        if (!team) throw new AppError('target.teamNotFound', { data: { field: 'teamId' } })
        assertMayOnRow(whoMay, user, { teamId })
        const period = periodHolding(input.period, settings.salaryPeriodStartDay, now, user.timeZone)
        refuseEnded(period, now, user)
        const target = { kind: 'team' as const, teamId, personId: null, period, currency: input.currency! }
        const id = await addTarget(tx, user.userId, { ...target, amount: input.amount, cases: input.cases })
        saved = await lockTarget(tx, id, 'team')
      }
      if (input.members)
        await saveShares(
          tx,
          user,
          { ...saved, amount: input.amount, cases: input.cases },
          input.members,
          language,
        )
      return savedRow(tx, saved.id, user, now)
    },
  )
}

/** A member's target added or changed; nobody sets their own, a leader only their team's members'. */
export function savePerson(
  db: Database,
  user: SignedInUser,
  input: PersonInput,
  settings: Settings,
): Promise<TargetRow> {
  const whoMay = targetActions.savePerson.whoMay
  return applyOnce(
    db,
    { id: input.clientMutationId, userId: user.userId, path: 'target.savePerson', input },
    async (tx) => {
      const now = new Date()
      if (input.targetId !== undefined) {
        const saved = await lockTarget(tx, input.targetId, 'person')
        assertMayOnRow(whoMay, user, { ownerId: saved.personId, teamId: saved.teamId })
        refuseEnded({ to: saved.periodEnd }, now, user)
        await changeTarget(tx, user.userId, saved, input)
        return savedRow(tx, saved.id, user, now)
      }
      const personId = input.personId!
      const [member] = await tx
        .select({ id: users.id, teamId: users.teamId })
        .from(users)
        .where(eq(users.id, personId))
      if (!member) throw new AppError('target.memberNotFound', { data: { field: 'personId' } })
      // The policy first: one's own target is refused as such, in a team or not.
      assertMayOnRow(whoMay, user, { ownerId: member.id, teamId: member.teamId })
      if (member.teamId === null) throw new AppError('target.memberNotFound', { data: { field: 'personId' } })
      const period = periodHolding(input.period, settings.salaryPeriodStartDay, now, user.timeZone)
      refuseEnded(period, now, user)
      const id = await addTarget(tx, user.userId, {
        kind: 'person',
        teamId: member.teamId,
        personId,
        period,
        currency: input.currency!,
        amount: input.amount,
        cases: input.cases,
      })
      return savedRow(tx, id, user, now)
    },
  )
}
