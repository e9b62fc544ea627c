/** One version of a machine, under the name its transitions are recorded with ('caseLifecycle@1'). */
export interface MachineVersion<Machine> {
  recordedAs: string
  version: number
  machine: Machine
}

/**
 * Every version of one machine that a transition was ever recorded with. The highest is the current
 * one, which new transitions record; the older ones stay so a history replays through the very
 * machine that allowed each of its steps (docs/decisions/0013-machine-versions.md).
 */
export interface MachineVersions<Machine> {
  id: string
  current: MachineVersion<Machine>
  /** Every version, oldest first. */
  all: readonly MachineVersion<Machine>[]
  /** The version a transition names, or undefined when this build does not know it. */
  recordedAs(name: string): MachineVersion<Machine> | undefined
}

export function machineVersions<Machine>(
  id: string,
  versions: Readonly<Record<number, Machine>>,
): MachineVersions<Machine> {
  const byName = new Map<string, MachineVersion<Machine>>()
  for (const [key, machine] of Object.entries(versions)) {
    const version = Number(key)
    if (!Number.isInteger(version) || version < 1)
      throw new Error(`${id}: version ${key} is not a whole number`)
    byName.set(`${id}@${version}`, { recordedAs: `${id}@${version}`, version, machine })
  }
  const all = [...byName.values()].sort((a, b) => a.version - b.version)
  const current = all.at(-1)
  if (!current) throw new Error(`${id}: no version registered`)
  return { id, current, all, recordedAs: (name) => byName.get(name) }
}
