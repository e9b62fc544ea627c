import { paymentLinkSheet } from '../../../contract/paymentLinks.ts'
import { useKeptRead } from '../../api/useKeptRead.ts'

/** A case's payment links and what a new one may be for, kept for reading offline. */
export function usePaymentLinkSheet(userId: number, caseId: number) {
  return useKeptRead(`paymentLinks:${userId}:case${caseId}`, paymentLinkSheet, { caseId })
}
