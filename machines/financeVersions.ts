import type { AnyStateMachine } from 'xstate'
import { financeReviewMachine } from './financeReview.ts'
import { machineVersions } from './machineVersions.ts'

/** Every finance review machine ever recorded with, by version (docs/decisions/0013). */
export const financeReviewVersions = machineVersions<AnyStateMachine>('financeReview', {
  1: financeReviewMachine,
})
