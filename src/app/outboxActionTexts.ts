import { caseActionTexts } from '../features/cases/caseActions.ts'
import type { OutboxActionTexts } from '../features/sync/outboxActionTexts.ts'

/** What the sync panel calls each area's queued writes: one line per area with offline writes. */
export const outboxActionTexts: OutboxActionTexts = {
  cases: caseActionTexts,
}
