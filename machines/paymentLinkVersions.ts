import type { AnyStateMachine } from 'xstate'
import { machineVersions } from './machineVersions.ts'
import { paymentLinkMachine } from './paymentLink.ts'

/** Every payment link machine ever recorded with, by version (docs/decisions/0013). */
export const paymentLinkVersions = machineVersions<AnyStateMachine>('paymentLink', {
  1: paymentLinkMachine,
})
