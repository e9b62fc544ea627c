import { describe, expect, it } from 'vitest'
import { roleIds } from './menus.ts'
import { mayGiveRole, placementRefusal, reachOf, rowRefusal } from './policy.ts'

const actor = (roleId: number, teamId: number | null, userId = 100) => ({
  userId,
  roleId,
  teamId,
  menuIdList: [],
})

describe('what a user reaches', () => {
  it('collectors and sellers their own rows, wherever their team is', () => {
    expect(reachOf(actor(roleIds.collector, 3))).toEqual({ kind: 'own', userId: 100 })
    expect(reachOf(actor(roleIds.seller, null))).toEqual({ kind: 'own', userId: 100 })
  })

  it('anyone placed in a team that team only, an office manager and a manager too', () => {
    for (const roleId of [roleIds.teamLeader, roleIds.officeManager, roleIds.manager, roleIds.auditor])
      expect(reachOf(actor(roleId, 3))).toEqual({ kind: 'team', teamId: 3 })
  })

  it('only users over the teams every row; a team leader without a team none', () => {
    for (const roleId of [roleIds.officeManager, roleIds.manager, roleIds.auditor])
      expect(reachOf(actor(roleId, null))).toEqual({ kind: 'all' })
    expect(reachOf(actor(roleIds.teamLeader, null))).toEqual({ kind: 'none' })
  })
})

describe('whom a user may give a role to, and manage', () => {
  it('nobody gives a role above their own, nor their own rank, but the manager', () => {
    const officeManager = actor(roleIds.officeManager, null)
    expect(mayGiveRole(officeManager, roleIds.manager)).toBe(false)
    expect(mayGiveRole(officeManager, roleIds.auditor)).toBe(false)
    expect(mayGiveRole(officeManager, roleIds.officeManager)).toBe(false)
    expect(mayGiveRole(officeManager, roleIds.teamLeader)).toBe(true)
    expect(mayGiveRole(actor(roleIds.teamLeader, 1), roleIds.teamLeader)).toBe(false)
    expect(mayGiveRole(actor(roleIds.teamLeader, 1), roleIds.collector)).toBe(true)
    expect(mayGiveRole(actor(roleIds.manager, null), roleIds.manager)).toBe(true)
  })

  it('an unknown role is given by nobody', () => {
    expect(mayGiveRole(actor(roleIds.manager, null), 77)).toBe(false)
  })

  it('a member rule refuses a member of the user’s rank or above, and one out of reach', () => {
    const leader = actor(roleIds.teamLeader, 1)
    expect(rowRefusal('member', leader, { teamId: 1, roleId: roleIds.collector })).toBeNull()
    expect(rowRefusal('member', leader, { teamId: 2, roleId: roleIds.collector })).toBe('outOfReach')
    expect(rowRefusal('member', leader, { teamId: 1, roleId: roleIds.teamLeader })).toBe('roleAbove')
    const officeManager = actor(roleIds.officeManager, null)
    expect(rowRefusal('member', officeManager, { teamId: null, roleId: roleIds.manager })).toBe('roleAbove')
    expect(rowRefusal('member', officeManager, { teamId: null, roleId: roleIds.auditor })).toBe('roleAbove')
  })
})

describe('where a member may be placed', () => {
  const officeManager = actor(roleIds.officeManager, null, 8)

  it('nobody raises their own role or moves their own team', () => {
    const own = { roleId: roleIds.officeManager, teamId: null }
    expect(placementRefusal(officeManager, { memberId: 8, roleId: roleIds.manager, teamId: null }, own)).toBe(
      'roleAbove',
    )
    expect(
      placementRefusal(officeManager, { memberId: 8, roleId: roleIds.officeManager, teamId: 2 }, own),
    ).toBe('roleAbove')
    expect(placementRefusal(officeManager, { memberId: 8, ...own }, own)).toBeNull()
  })

  it('a user in a team places members only in it', () => {
    const leader = actor(roleIds.teamLeader, 1)
    expect(placementRefusal(leader, { memberId: null, roleId: roleIds.collector, teamId: 1 })).toBeNull()
    expect(placementRefusal(leader, { memberId: null, roleId: roleIds.collector, teamId: 2 })).toBe(
      'outOfReach',
    )
    expect(placementRefusal(leader, { memberId: null, roleId: roleIds.collector, teamId: null })).toBe(
      'outOfReach',
    )
    expect(
      placementRefusal(officeManager, { memberId: null, roleId: roleIds.collector, teamId: null }),
    ).toBeNull()
  })
})

describe('rows of others', () => {
  it('nobody decides their own request, whatever their reach', () => {
    const manager = actor(roleIds.manager, null)
    expect(rowRefusal('othersInReach', manager, { ownerId: 100, teamId: 1 })).toBe('ownRow')
    expect(rowRefusal('othersInReach', manager, { ownerId: 5, teamId: 1 })).toBeNull()
  })

  it('the office stock is drawn from by keepers in a team, but no other team’s rows', () => {
    const keeper = actor(roleIds.officeManager, 1)
    expect(rowRefusal('inReachOrStock', keeper, { teamId: null })).toBeNull()
    expect(rowRefusal('inReachOrStock', keeper, { teamId: 1 })).toBeNull()
    expect(rowRefusal('inReachOrStock', keeper, { teamId: 2 })).toBe('outOfReach')
  })

  it('a new team is made only by someone over the teams', () => {
    expect(rowRefusal('everyTeam', actor(roleIds.officeManager, null), { teamId: null })).toBeNull()
    expect(rowRefusal('everyTeam', actor(roleIds.officeManager, 1), { teamId: null })).toBe('outOfReach')
    expect(rowRefusal('everyTeam', actor(roleIds.teamLeader, 1), { teamId: null })).toBe('outOfReach')
  })
})

describe('what acts for its owner is kept by those who reach as far', () => {
  const managersRule = { ownerId: 1, teamId: 3, ownerReach: { kind: 'all' } as const }
  const leadersRule = { ownerId: 7, teamId: 3, ownerReach: { kind: 'team', teamId: 3 } as const }

  it("a team leader keeps their team's leaders' rules, not a manager's dealing their team", () => {
    const leader = actor(roleIds.teamLeader, 3)
    expect(rowRefusal('actsInReach', leader, leadersRule)).toBeNull()
    expect(rowRefusal('actsInReach', leader, managersRule)).toBe('ownerReachesFurther')
    expect(rowRefusal('actsInReach', leader, { ...leadersRule, ownerReach: undefined })).toBe(
      'ownerReachesFurther',
    )
    expect(rowRefusal('actsInReach', actor(roleIds.teamLeader, 4), leadersRule)).toBe('outOfReach')
  })

  it('the owner keeps their own, and a user over the teams every one', () => {
    expect(
      rowRefusal('actsInReach', actor(roleIds.teamLeader, 3, 7), { ...leadersRule, ownerReach: undefined }),
    ).toBeNull()
    expect(rowRefusal('actsInReach', actor(roleIds.manager, null), managersRule)).toBeNull()
    expect(rowRefusal('actsInReach', actor(roleIds.manager, null), leadersRule)).toBeNull()
  })
})
