// The server the browser tests run against: a fresh embedded database in a temporary directory,
// the current client build, and the demo seed.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { configFromEnv } from '../server/config.ts'
import { runUntilSignal } from '../server/main.ts'
import { buildClientIfChanged } from './clientBuild.ts'

buildClientIfChanged()
const dataDir = mkdtempSync(join(tmpdir(), 'collection-e2e-'))
process.once('exit', () => rmSync(dataDir, { recursive: true, force: true }))
await runUntilSignal({ ...configFromEnv(), dataDir, databaseUrl: undefined, logLevel: process.env.LOG_LEVEL ?? 'warn' })
