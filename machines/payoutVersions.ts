import type { AnyStateMachine } from 'xstate'
import { machineVersions } from './machineVersions.ts'
import { payoutLineMachine } from './payoutLine.ts'

/** Every payout line machine ever recorded with, by version (docs/decisions/0013). */
export const payoutLineVersions = machineVersions<AnyStateMachine>('payoutLine', {
  1: payoutLineMachine,
})
