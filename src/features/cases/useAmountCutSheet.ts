import { amountCutSheet } from '../../../contract/amountCuts.ts'
import { useKeptRead } from '../../api/useKeptRead.ts'

/** A case's amounts as a cut is drawn from them and the cuts asked for on it, kept for reading offline. */
export function useAmountCutSheet(userId: number, caseId: number) {
  return useKeptRead(`amountCuts:${userId}:case${caseId}`, amountCutSheet, { caseId })
}
