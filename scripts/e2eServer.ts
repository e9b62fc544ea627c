// The server the browser tests run against: a fresh embedded database in a temporary directory,
// the current client build, and the demo seed.
import { appendFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { configFromEnv } from '../server/config.ts'
import { runUntilSignal, type ServerOptions } from '../server/main.ts'
import { buildClientIfChanged } from './clientBuild.ts'

/** With E2E_CODE_FILE set, verification codes go to that file as JSON lines, for the tests to read. */
function codeFileOptions(path: string | undefined): ServerOptions {
  if (!path) return {}
  writeFileSync(path, '')
  return {
    codeSender: {
      async send({ phone, code }) {
        appendFileSync(path, `${JSON.stringify({ phone, code })}\n`)
      },
    },
  }
}

buildClientIfChanged()
const dataDir = mkdtempSync(join(tmpdir(), 'collection-e2e-'))
process.once('exit', () => rmSync(dataDir, { recursive: true, force: true }))
await runUntilSignal(
  { ...configFromEnv(), dataDir, databaseUrl: undefined, logLevel: process.env.LOG_LEVEL ?? 'warn' },
  codeFileOptions(process.env.E2E_CODE_FILE),
)
