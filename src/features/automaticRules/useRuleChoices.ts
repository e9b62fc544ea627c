import { useMemo } from 'react'
import type { Actor } from '../../../contract/actions.ts'
import { allocationTeams } from '../../../contract/caseAllocation.ts'
import { menuIds } from '../../../contract/menus.ts'
import { allTeamTypes } from '../../../contract/system.ts'
import { useAppList } from '../../api/appList.ts'
import { useKeptRead } from '../../api/useKeptRead.ts'
import type { RuleNames } from './ruleSentence.ts'

type Reader = Actor & { userId: number; menuIdList: readonly number[] }

/**
 * What a rule's ids are read by, from the lists the app already reads: the apps (with the money each
 * lends in), the teams a rule may deal to with their members (the allocation's: a team leader's own
 * team, every team for a manager), and the team types. A list the user may not read is not asked.
 */
export function useRuleChoices(user: Reader) {
  const apps = useAppList().data
  const teams = useKeptRead(
    `automaticRules:${user.userId}:teams`,
    allocationTeams,
    undefined,
    user.menuIdList.includes(menuIds.allCases),
  ).data
  const teamTypes = useKeptRead(
    `automaticRules:${user.userId}:teamTypes`,
    allTeamTypes,
    undefined,
    user.menuIdList.includes(menuIds.staffs),
  ).data
  return useMemo(() => {
    const names: RuleNames = {
      apps: new Map((apps ?? []).map((app) => [app.id, { name: app.name, currency: app.currency }])),
      teams: new Map((teams ?? []).map((team) => [team.id, team.name])),
      teamTypes: new Map((teamTypes ?? []).map((type) => [type.id, type.name])),
      members: new Map(
        (teams ?? []).flatMap((team) => team.members.map((member) => [member.id, member.name])),
      ),
    }
    return { names, apps: apps ?? [], teams: teams ?? [], teamTypes: teamTypes ?? [] }
  }, [apps, teams, teamTypes])
}

export type RuleChoices = ReturnType<typeof useRuleChoices>
