import { type SellerTargetsInput, sellerTargets } from '../../../contract/sellersPerformance.ts'
import { useKeptRead } from '../../api/useKeptRead.ts'

/**
 * The sellers against their targets of a salary period: the last answer of each period and team kept
 * in the browser, shown at once and offline with its age, asked again when the choice changes;
 * `asked` false waits (the kept choice not read yet).
 */
export function useSellerTargets(userId: number, input: SellerTargetsInput, asked = true) {
  return useKeptRead(`cases:${userId}:sellerTargets-${JSON.stringify(input)}`, sellerTargets, input, asked)
}
