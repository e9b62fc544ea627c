import type { Actor } from '../../../contract/actions.ts'
import { operationCurrencies } from '../../../contract/money.ts'
import { isInReach, reachOf } from '../../../contract/policy.ts'
import { teamDetails } from '../../../contract/staffs.ts'
import { allTeams, type Team } from '../../../contract/system.ts'
import type { TargetRow } from '../../../contract/targets.ts'
import { useKeptRead } from '../../api/useKeptRead.ts'
import type { SelectOption } from '../../ui/SelectField.tsx'

const noTeams: Team[] = []

/** The teams whose targets the user reaches (a team leader their own), kept for the filters and forms. */
export function useTargetTeams(user: Actor & { userId: number }) {
  const read = useKeptRead(`targets:${user.userId}:teams`, allTeams, undefined)
  const reach = reachOf(user)
  const teams = (read.data ?? noTeams).filter((team) => isInReach(reach, { teamId: team.id }))
  return teams.map((team): SelectOption => ({ value: String(team.id), label: team.name }))
}

/**
 * A team's members a target may be set for, without the user (nobody sets their own target) and
 * without those no longer valid; nothing is asked until a team is chosen.
 */
export function useTargetMembers(userId: number, teamId: string): SelectOption[] {
  const read = useKeptRead(`targets:${userId}:team${teamId || 0}`, teamDetails, { teamId }, teamId !== '')
  if (!teamId) return []
  return (read.data?.members ?? [])
    .filter((member) => member.valid && member.id !== userId)
    .map((member) => ({ value: String(member.id), label: member.name }))
}

/** The currencies a target may be set in: the operation's, and any the rows shown already carry. */
export function targetCurrencies(rows: readonly Pick<TargetRow, 'currency'>[] | null): SelectOption[] {
  const seen = new Set([...operationCurrencies, ...(rows ?? []).map((row) => row.currency)])
  return [...seen].sort().map((currency) => ({ value: currency, label: currency }))
}
