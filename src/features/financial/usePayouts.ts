import { payoutDetails, payoutList } from '../../../contract/payouts.ts'
import { useKeptRead } from '../../api/useKeptRead.ts'

/** The payout batches and the periods a batch may be made for, kept per user. */
export const usePayoutList = (userId: number) => useKeptRead(`payouts:${userId}:list`, payoutList, {})

/** One batch's lines and left-out members, kept per user and batch. */
export const usePayoutDetails = (userId: number, batchId: number) =>
  useKeptRead(`payouts:${userId}:details:${batchId}`, payoutDetails, { batchId }, batchId > 0)
