import { simApplicationList } from '../../../contract/simCards.ts'
import { useKeptRead } from '../../api/useKeptRead.ts'

/** The applications the user sees (a reviewer's every one, a member her own), kept for offline. */
export function useSimApplications(userId: number) {
  const read = useKeptRead(`simCards:${userId}:applications`, simApplicationList, {})
  return { ...read, rows: read.data }
}
