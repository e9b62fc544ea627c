import { describe, expect, it } from 'vitest'
import type { AnyStateMachine } from 'xstate'
import { caseLifecycleMachine } from '../../machines/caseLifecycle.ts'
import type { MachineVersions } from '../../machines/machineVersions.ts'
import { machineFingerprint } from '../support/machineFingerprint.ts'

/**
 * Each registered version's fingerprint, as it was when that version was first recorded with, kept
 * in machineFingerprints/<machine>.json. A version is frozen: when the machine changes, its
 * fingerprint changes and this test fails until a new version is registered beside the old one
 * (docs/decisions/0013-machine-versions.md) and its fingerprint pinned in that file. Never change a
 * pinned fingerprint to make the test pass: histories recorded with that version would replay
 * through another machine.
 */
const pinnedFiles = import.meta.glob<Record<string, string>>('./machineFingerprints/*.json', {
  eager: true,
  import: 'default',
})
const pinnedOf = (machine: string) => pinnedFiles[`./machineFingerprints/${machine}.json`] ?? {}

/** Every machine's versions: each machines/<name>Versions.ts module, whatever it exports. */
const isRegistry = (value: unknown): value is MachineVersions<AnyStateMachine> =>
  typeof value === 'object' && value !== null && 'recordedAs' in value && 'all' in value
const registries = Object.values(
  import.meta.glob<Record<string, unknown>>('../../machines/*Versions.ts', { eager: true }),
).flatMap((module) => Object.values(module).filter(isRegistry))
const versions = registries.flatMap((registry) =>
  registry.all.map((version) => ({ id: registry.id, ...version })),
)

describe('recorded machine versions are frozen', () => {
  it('finds every machine that records transitions', () => {
    expect(registries.map((registry) => registry.id).sort()).toEqual(
      Object.keys(pinnedFiles)
        .map((file) => file.replace('./machineFingerprints/', '').replace('.json', ''))
        .sort(),
    )
  })

  it.each(versions.map((version) => [version.recordedAs, version] as const))(
    '%s behaves as it did when transitions were first recorded with it',
    (name, version) => {
      const fingerprint = pinnedOf(version.id)[String(version.version)]
      expect(
        fingerprint,
        `${name}: pin its fingerprint in machineFingerprints/${version.id}.json`,
      ).toBeDefined()
      expect(
        machineFingerprint(version.machine),
        `${name} changed: register the changed machine as a new version and keep this one`,
      ).toBe(fingerprint)
    },
  )

  it('every pinned version is still registered', () => {
    for (const registry of registries)
      for (const version of Object.keys(pinnedOf(registry.id)))
        expect(registry.recordedAs(`${registry.id}@${version}`), `${registry.id}@${version}`).toBeDefined()
  })

  it('a change of a guard, a target or an action changes the fingerprint; spacing does not', () => {
    const today = machineFingerprint(caseLifecycleMachine)
    expect(machineFingerprint(caseLifecycleMachine.provide({ guards: { paidOff: () => false } }))).not.toBe(
      today,
    )
    expect(machineFingerprint(caseLifecycleMachine)).toBe(today)
  })
})
