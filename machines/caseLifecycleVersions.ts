import type { AnyStateMachine } from 'xstate'
import { caseLifecycleMachine } from './caseLifecycle.ts'
import { caseLifecycleMachineV1 } from './caseLifecycle.v1.ts'
import { caseLifecycleMachineV2 } from './caseLifecycle.v2.ts'
import { caseLifecycleMachineV3 } from './caseLifecycle.v3.ts'
import { machineVersions } from './machineVersions.ts'

/**
 * Every case lifecycle ever recorded with, by version; the highest is the one new transitions
 * record. A change to the machine's behaviour adds a version and keeps the old one here, frozen
 * (docs/decisions/0013-machine-versions.md says how). Older versions may take other events and
 * states than today's, so they are held as any machine: they meet the current one only through the
 * stored snapshots.
 */
export const caseLifecycleVersions = machineVersions<AnyStateMachine>('caseLifecycle', {
  1: caseLifecycleMachineV1,
  // 2: allocation and retrieval are events of an open case (issue 14).
  2: caseLifecycleMachineV2,
  // 3: a sale order's customer entering the app is recorded on the open case (issue 25).
  3: caseLifecycleMachineV3,
  // 4: an amount cut passed by a reviewer lowers the debt, and may finish the case (issue 24).
  4: caseLifecycleMachine,
})
