import type { AnyStateMachine } from 'xstate'
import { machineVersions } from './machineVersions.ts'
import { syncMachine } from './sync.ts'
import { syncMachineV1 } from './sync.v1.ts'

/**
 * The outbox's sender, by version (docs/decisions/0013-machine-versions.md). Nothing is recorded
 * with it today; it is listed and its fingerprint pinned so a change of behaviour is a new version
 * on purpose, as for every machine.
 */
export const syncVersions = machineVersions<AnyStateMachine>('sync', {
  1: syncMachineV1,
  // 2: a send that ends with the browser offline and nothing left goes offline, not idle, so a write
  // queued next waits for the network instead of being tried (issue 22).
  2: syncMachine,
})
