import { type RoleId, roleIds } from './menus.ts'

/**
 * Who may do what on which row, written once (docs/authorization.md). The server asks it before every
 * write touches a row and when a list picks its rows; the screens ask it before they offer a button.
 * Menus say which screens a role opens (server/database/roleMenus.ts); this says which rows, and which
 * roles a user may give or manage.
 */

/** What the policy needs to know about a user: the session carries it on the server, the kept user in the browser. */
export interface PolicyActor {
  userId: number
  roleId: number
  teamId: number | null
  menuIdList: readonly number[]
}

/**
 * Which rows a user reaches. One rule for every area: collectors and sellers their own; a user in a
 * team that team's; a team leader without a team nothing; only users without a team, over the
 * teams (managers, office managers, auditors), every team's.
 */
export type Reach =
  | { kind: 'own'; userId: number }
  | { kind: 'team'; teamId: number }
  | { kind: 'all' }
  | { kind: 'none' }

/** Roles whose work is their own rows, wherever their team is. */
const ownRowRoles: readonly number[] = [roleIds.collector, roleIds.seller]

/** Roles whose work is a team: without one, they reach nothing rather than everything. */
const teamBoundRoles: readonly number[] = [roleIds.teamLeader]

export function reachOf(actor: Pick<PolicyActor, 'userId' | 'roleId' | 'teamId'>): Reach {
  if (ownRowRoles.includes(actor.roleId)) return { kind: 'own', userId: actor.userId }
  if (actor.teamId !== null) return { kind: 'team', teamId: actor.teamId }
  if (teamBoundRoles.includes(actor.roleId)) return { kind: 'none' }
  return { kind: 'all' }
}

/** What a row tells the policy: whose it is (its holder, owner or applicant) and which team's. */
export interface RowFacts {
  ownerId?: number | null
  teamId: number | null
  /** A member's role, for the rules about managing members. */
  roleId?: number
  /**
   * The reach the row acts with, when it acts for its owner (an automatic rule moves cases with its
   * owner's reach); unknown counts as every team.
   */
  ownerReach?: Reach
}

export function isInReach(reach: Reach, row: RowFacts): boolean {
  switch (reach.kind) {
    case 'own':
      return row.ownerId === reach.userId
    case 'team':
      return row.teamId === reach.teamId
    case 'all':
      return true
    case 'none':
      return false
  }
}

/**
 * Whether a reach holds every row another does: over the teams holds all; a team its own team's
 * (and nothing's); no reach only nothing. Unknown (undefined) is every team.
 */
export function reachCovers(reach: Reach, other: Reach | undefined): boolean {
  if (reach.kind === 'all' || other?.kind === 'none') return true
  if (other === undefined || other.kind === 'all') return false
  if (reach.kind === 'team') return other.kind === 'team' && other.teamId === reach.teamId
  return reach.kind === 'own' && other.kind === 'own' && other.userId === reach.userId
}

/**
 * Rank decides whom a user may give a role to and manage. The auditor sits just under the manager:
 * nobody an audit watches may create, change or silence an auditor.
 */
export const roleRank: Readonly<Record<RoleId, number>> = {
  [roleIds.manager]: 5,
  [roleIds.auditor]: 4,
  [roleIds.officeManager]: 3,
  [roleIds.teamLeader]: 2,
  [roleIds.collector]: 1,
  [roleIds.seller]: 1,
}

/** An unknown role ranks above everyone, so nobody may give it by mistake. */
const rankOf = (roleId: number): number => roleRank[roleId as RoleId] ?? Number.POSITIVE_INFINITY

const topRank = Math.max(...Object.values(roleRank))

/**
 * Whether a user may give this role, or manage someone who has it: only roles below their own. The
 * top role (manager) is the one exception, so that managers can be added and looked after at all.
 */
export function mayGiveRole(actor: Pick<PolicyActor, 'roleId'>, roleId: number): boolean {
  const own = rankOf(actor.roleId)
  const theirs = rankOf(roleId)
  return theirs < own || (own === topRank && theirs === topRank)
}

/**
 * Which rows an action may touch, beside its menu and read-only roles (contract/actions.ts WhoMay):
 * - 'none': it names no one's row (reading the teams and members a card may go to);
 * - 'own': only the user's own (their messages, their card's code, their own application or leave);
 * - 'inReach': rows within the user's reach (reachOf);
 * - 'inReachOrStock': rows within reach, or in the office's stock (no team yet), which every keeper in a
 *   team draws from (SIM cards not yet given out);
 * - 'othersInReach': rows within reach that are not the user's own: nobody approves their own leave or
 *   passes their own application;
 * - 'member': a member within reach whose role the user may give (mayGiveRole), so nobody edits or
 *   disables someone of their rank or above;
 * - 'everyTeam': only users who reach every team (making a new team);
 * - 'actsInReach': rows within reach that act for their owner (RowFacts.ownerReach), kept by the owner
 *   or by someone who reaches as far as the owner: nobody widens what acts with more reach than theirs
 *   (a team leader changing a manager's rule that deals their team's cases).
 */
export type RowRule =
  | 'none'
  | 'own'
  | 'inReach'
  | 'inReachOrStock'
  | 'othersInReach'
  | 'member'
  | 'everyTeam'
  | 'actsInReach'

/** Why the policy refuses a row; the area names its own refusal for the first (WhoMay.outOfReach). */
export type RowRefusal = 'outOfReach' | 'roleAbove' | 'ownRow' | 'ownerReachesFurther'

/** The policy's answer for one row: null when the rule allows it. */
export function rowRefusal(rule: RowRule, actor: PolicyActor, row: RowFacts): RowRefusal | null {
  switch (rule) {
    case 'none':
      return null
    case 'own':
      return row.ownerId === actor.userId ? null : 'outOfReach'
    case 'inReach':
      return isInReach(reachOf(actor), row) ? null : 'outOfReach'
    case 'inReachOrStock': {
      const reach = reachOf(actor)
      const inStock = row.teamId === null && reach.kind === 'team'
      return inStock || isInReach(reach, row) ? null : 'outOfReach'
    }
    case 'othersInReach':
      if (!isInReach(reachOf(actor), row)) return 'outOfReach'
      return row.ownerId === actor.userId ? 'ownRow' : null
    case 'member':
      if (!isInReach(reachOf(actor), row)) return 'outOfReach'
      return row.roleId !== undefined && mayGiveRole(actor, row.roleId) ? null : 'roleAbove'
    case 'everyTeam':
      return reachOf(actor).kind === 'all' ? null : 'outOfReach'
    case 'actsInReach': {
      const reach = reachOf(actor)
      if (!isInReach(reach, row)) return 'outOfReach'
      return row.ownerId === actor.userId || reachCovers(reach, row.ownerReach) ? null : 'ownerReachesFurther'
    }
  }
}

/**
 * Where a member may be placed by this user: a role they may give, in a team they reach (a user over
 * the teams may also leave the team empty). Their own role and team stay as they are: nobody moves
 * themselves up or into another team.
 */
export function placementRefusal(
  actor: PolicyActor,
  placement: { memberId: number | null; roleId: number; teamId: number | null },
  current?: { roleId: number; teamId: number | null },
): RowRefusal | null {
  if (placement.memberId === actor.userId)
    return current && current.roleId === placement.roleId && current.teamId === placement.teamId
      ? null
      : 'roleAbove'
  if (!mayGiveRole(actor, placement.roleId)) return 'roleAbove'
  const reach = reachOf(actor)
  if (reach.kind === 'all') return null
  return placement.teamId !== null && isInReach(reach, { teamId: placement.teamId }) ? null : 'outOfReach'
}
