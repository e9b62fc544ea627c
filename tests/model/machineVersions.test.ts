import { describe, expect, it } from 'vitest'
import { caseLifecycleMachine } from '../../machines/caseLifecycle.ts'
import { caseLifecycleVersions } from '../../machines/caseLifecycleVersions.ts'
import { leaveVersions } from '../../machines/leaveVersions.ts'
import { sessionVersions } from '../../machines/sessionVersions.ts'
import {
  otpApplicationVersions,
  simApplicationVersions,
  simCardVersions,
} from '../../machines/simVersions.ts'
import { syncVersions } from '../../machines/syncVersions.ts'
import { machineFingerprint } from '../support/machineFingerprint.ts'

/**
 * Each registered version's fingerprint, as it was when that version was first recorded with. A
 * version is frozen: when the machine changes, its fingerprint changes and this test fails until a
 * new version is registered beside the old one (docs/decisions/0013-machine-versions.md) and its
 * fingerprint pinned here. Never change a pinned fingerprint to make the test pass: histories
 * recorded with that version would replay through another machine.
 */
const pinned: Record<string, string> = {
  'caseLifecycle@1': '8952ccce697caaf9',
  'caseLifecycle@2': 'c49c1924295312f1',
  'leave@1': '53ddc50165b4e643',
  'leave@2': '7b12df1cff50e1a4',
  'leave@3': '59621a833445d1c3',
  'session@2': 'da4f54ec8381126a',
  'sync@1': 'a7e5527e4af196f4',
  'simCard@1': 'c67f23acc23075e9',
  'simCard@2': '3d9628fed93523bc',
  'simCard@3': '5112b4960b15267f',
  'simApplication@1': '4c1ef463dd016da7',
  'otpApplication@1': '473804e71e52aedc',
  'otpApplication@2': '21b22c09f4517212',
}

/** Every machine's versions, one line per machine. */
const registries = [
  caseLifecycleVersions,
  leaveVersions,
  sessionVersions,
  syncVersions,
  simCardVersions,
  simApplicationVersions,
  otpApplicationVersions,
]
const versionNamed = (name: string) =>
  registries.map((registry) => registry.recordedAs(name)).find((version) => version !== undefined)

describe('recorded machine versions are frozen', () => {
  for (const [name, fingerprint] of Object.entries(pinned)) {
    it(`${name} behaves as it did when transitions were first recorded with it`, () => {
      const version = versionNamed(name)
      expect(version, `${name} is no longer registered`).toBeDefined()
      expect(
        machineFingerprint(version!.machine),
        `${name} changed: register the changed machine as a new version and keep this one`,
      ).toBe(fingerprint)
    })
  }

  it('a change of a guard, a target or an action changes the fingerprint; spacing does not', () => {
    const today = machineFingerprint(caseLifecycleMachine)
    expect(machineFingerprint(caseLifecycleMachine.provide({ guards: { paidOff: () => false } }))).not.toBe(
      today,
    )
    expect(machineFingerprint(caseLifecycleMachine)).toBe(today)
  })

  it('every registered version has its fingerprint pinned', () => {
    for (const registry of registries) expect(pinned).toHaveProperty([registry.current.recordedAs])
  })
})
