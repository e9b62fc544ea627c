import type { DatabaseRefusal, UniqueRefusals } from '../database/databaseErrors.ts'
import { amountCutUniqueRefusals } from '../database/schema/amountCuts.ts'
import { blacklistUniqueRefusals } from '../database/schema/blacklist.ts'
import { offlineRepaymentUniqueRefusals } from '../database/schema/offlineRepayments.ts'
import { paymentLinkUniqueRefusals } from '../database/schema/paymentLinks.ts'
import { payoutUniqueRefusals } from '../database/schema/payouts.ts'
import { salaryUniqueRefusals } from '../database/schema/salary.ts'
import { simCardUniqueRefusals } from '../database/schema/simCards.ts'
import { staffUniqueRefusals } from '../database/schema/staffs.ts'
import { targetUniqueRefusals } from '../database/schema/targets.ts'
import { AppError } from '../http/errors.ts'

/**
 * The refusal a caller gets when a unique index turns a write down: the same answer the write's own
 * check gives, naming the field, for the write that passed that check at the same moment as another
 * (two additions of one username on two connections). Keyed by the index's name in the schema; each
 * area declares its own beside its tables, one line here (docs/adding-an-area.md).
 */
const refusalsByIndex: UniqueRefusals = {
  ...staffUniqueRefusals,
  ...simCardUniqueRefusals,
  ...blacklistUniqueRefusals,
  ...amountCutUniqueRefusals,
  ...offlineRepaymentUniqueRefusals,
  ...salaryUniqueRefusals,
  ...payoutUniqueRefusals,
  ...paymentLinkUniqueRefusals,
  ...targetUniqueRefusals,
}

/** The field's refusal for a unique violation of a known index; null for any other refusal. */
export function uniqueRefusalOf(refusal: DatabaseRefusal | null): AppError | null {
  if (refusal?.code !== '23505' || !refusal.constraint) return null
  const answer = refusalsByIndex[refusal.constraint]?.(refusal)
  return answer ? new AppError(answer.code, answer) : null
}
