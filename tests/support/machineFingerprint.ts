import { createHash } from 'node:crypto'
import type { AnyStateMachine } from 'xstate'

/** Code as text without its spacing, so reformatting a file does not read as a change of behaviour. */
const codeText = (fn: (...args: never[]) => unknown) => fn.toString().replace(/\s+/g, '')

/** Functions are kept as their code, with what they carry (an assign's assignment, a guard's params). */
function written(value: unknown): unknown {
  if (typeof value === 'function')
    return { code: codeText(value as () => unknown), carries: written({ ...(value as object) }) }
  if (Array.isArray(value)) return value.map(written)
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, written(inner)]))
  return value
}

/**
 * What a machine does, as one short hash: its states, transitions, targets and the code of its guards
 * and actions. Two machines that behave differently hash differently; the same machine reformatted
 * hashes the same.
 */
export function machineFingerprint(machine: AnyStateMachine): string {
  const { guards, actions } = machine.implementations
  const text = JSON.stringify(written({ config: machine.config, guards, actions }))
  return createHash('sha256').update(text).digest('hex').slice(0, 16)
}
