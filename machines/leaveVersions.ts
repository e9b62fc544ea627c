import type { AnyStateMachine } from 'xstate'
import { leaveMachine } from './leave.ts'
import { leaveMachineV1 } from './leave.v1.ts'
import { leaveMachineV2 } from './leave.v2.ts'
import { machineVersions } from './machineVersions.ts'

/**
 * Every leave machine ever recorded with, by version; the highest is the one new transitions record
 * (docs/decisions/0013-machine-versions.md says how a version is added).
 */
export const leaveVersions = machineVersions<AnyStateMachine>('leave', {
  1: leaveMachineV1,
  // 2: the request is made from 'new' by REQUEST, so its creation is recorded too (issue 14).
  2: leaveMachineV2,
  // 3: a leader may reject a pending request (issue 21).
  3: leaveMachine,
})
