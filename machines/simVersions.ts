import type { AnyStateMachine } from 'xstate'
import { machineVersions } from './machineVersions.ts'
import { otpApplicationMachine } from './otpApplication.ts'
import { otpApplicationMachineV1 } from './otpApplication.v1.ts'
import { simApplicationMachine } from './simApplication.ts'
import { simCardMachine } from './simCard.ts'
import { simCardMachineV1 } from './simCard.v1.ts'
import { simCardMachineV2 } from './simCard.v2.ts'
import { simCardMachineV3 } from './simCard.v3.ts'

/**
 * The SIM area's machines by version (docs/decisions/0013-machine-versions.md): the highest is the
 * one new transitions record; a change to a machine adds a version and keeps the old one here.
 */
export const simCardVersions = machineVersions<AnyStateMachine>('simCard', {
  1: simCardMachineV1,
  // 2: a card is added from 'new' by ADD, so its addition is recorded too (issue 19).
  2: simCardMachineV2,
  // 3: an unallocated card added by mistake is removed (issue 21).
  3: simCardMachineV3,
  // 4: the card limit is read from the one rule, contract/simCardLimit.ts; same behaviour (issue 21).
  4: simCardMachine,
})
export const simApplicationVersions = machineVersions<AnyStateMachine>('simApplication', {
  1: simApplicationMachine,
})
export const otpApplicationVersions = machineVersions<AnyStateMachine>('otpApplication', {
  1: otpApplicationMachineV1,
  // 2: a pending request ends (cancelled) when its card leaves the member who asked (issue 19).
  2: otpApplicationMachine,
})
