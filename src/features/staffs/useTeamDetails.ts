import { teamDetails } from '../../../contract/staffs.ts'
import { useKeptRead } from '../../api/useKeptRead.ts'

/** A team's details, kept per user and team: shown at once (offline too), asked again on opening. */
export function useTeamDetails(userId: number, teamId: number) {
  return useKeptRead(`staffs:${userId}:team${teamId}`, teamDetails, { teamId })
}
