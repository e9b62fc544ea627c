// Which server test files run on which engine. Every server test file runs on PGlite. On PostgreSQL
// runs only what can differ between the engines, by this rule: a file that sends writes at the same
// moment (through `atOnce`), or whose name says it tests migrations, durability, full-text search,
// time zones, the whole authorization matrix, a machine's paths played against the service
// (`…Paths.test.ts`: the model's transitions stored and refused alike by each engine), or the bulk seed
// (COPY on PostgreSQL, inserts on PGlite). A new file is picked up by the same rule.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

const serverTests = 'tests/server'
const parityNames = /(Migrations|Durability|Search|TimeZones|Matrix|Paths|bulkSeed)\.test\.ts$/
const sendsAtOnce = /\batOnce\(/

/** Every server test file. */
export const serverFiles = [`${serverTests}/**/*.test.ts`]

/** The server test files that run on both engines. */
export function parityFiles(root = process.cwd()): string[] {
  const folder = join(root, serverTests)
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts'))
    .filter((file) => parityNames.test(file) || sendsAtOnce.test(readFileSync(join(folder, file), 'utf8')))
    .map((file) => `${serverTests}/${file}`)
    .sort()
}

/**
 * Sends the writes at the same moment, as two tabs, two devices or two server processes would, and
 * waits for every answer. Tests of locking use it, and so run on both engines.
 */
export const atOnce = <T extends readonly unknown[]>(
  writes: T,
): Promise<{ -readonly [K in keyof T]: Awaited<T[K]> }> => Promise.all(writes)
