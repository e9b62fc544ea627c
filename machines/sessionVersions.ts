import type { AnyStateMachine } from 'xstate'
import { machineVersions } from './machineVersions.ts'
import { sessionMachine } from './session.ts'

/**
 * The session machine's versions (docs/decisions/0013-machine-versions.md). Version 2 (issue 10)
 * checks a session restored offline once the network is back; version 3 asks again when the network
 * comes back while that check is still on its way. Earlier versions are not kept: a session records
 * no transitions, so no history names them and nothing replays through them; the number still moves
 * so the fingerprint test notices every later change.
 */
export const sessionVersions = machineVersions<AnyStateMachine>('session', {
  3: sessionMachine,
})
