// The server the browser tests run against: a fresh embedded database in a temporary directory,
// the current client build, and the demo seed; beside it, the tests' control door (scripts/e2eControl.ts).
import { appendFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { configFromEnv } from '../server/config.ts'
import { runUntilSignal, type ServerOptions } from '../server/main.ts'
import { buildClientIfChanged } from './clientBuild.ts'
import { e2eControlPort, startE2eControl } from './e2eControl.ts'

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
const config = configFromEnv()
// The tests sign repayment notices as the loan platform does, with this secret unless one is set.
const repaymentNotifySecret = config.repaymentNotifySecret ?? 'e2e-repayment-notify-secret'
const server = await runUntilSignal(
  {
    ...config,
    repaymentNotifySecret,
    // The notice of the day is raised by the tests that need it, never by the wall clock: otherwise a
    // run after 7:00 on a collector's clock would find one unread before the test began.
    caseStatisticsEveryMs: 0,
    dataDir,
    databaseUrl: undefined,
    logLevel: process.env.LOG_LEVEL ?? 'warn',
  },
  codeFileOptions(process.env.E2E_CODE_FILE),
)
// Started by a browser-test worker (tests/e2e/workerServer.ts), the server stops when that worker's
// pipe closes, so a worker that dies without stopping it leaves no server holding its port.
if (process.env.E2E_STOP_WITH_STDIN) {
  process.stdin.once('end', () => server.stop().then(() => process.exit(0)))
  process.stdin.resume()
}
// Ends with the process: the server's signal handler exits once the app and database are closed.
await startE2eControl(server.db, e2eControlPort(config.port), {
  serverPort: config.port,
  secret: repaymentNotifySecret,
})
