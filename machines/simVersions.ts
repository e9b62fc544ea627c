import type { AnyStateMachine } from 'xstate'
import { machineVersions } from './machineVersions.ts'
import { otpApplicationMachine } from './otpApplication.ts'
import { simApplicationMachine } from './simApplication.ts'
import { simCardMachine } from './simCard.ts'

/**
 * The SIM area's machines by version (docs/decisions/0013-machine-versions.md): the highest is the
 * one new transitions record; a change to a machine adds a version and keeps the old one here.
 */
export const simCardVersions = machineVersions<AnyStateMachine>('simCard', { 1: simCardMachine })
export const simApplicationVersions = machineVersions<AnyStateMachine>('simApplication', {
  1: simApplicationMachine,
})
export const otpApplicationVersions = machineVersions<AnyStateMachine>('otpApplication', {
  1: otpApplicationMachine,
})
