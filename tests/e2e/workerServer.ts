// Each Playwright worker runs its own e2e server (scripts/e2eServer.ts): its own port, its own embedded
// database seeded once when the worker starts, its own file of verification codes. A test that changes
// shared data (a password, a team, a pin) changes it for the specs of its own worker only.
import { type ChildProcess, spawn } from 'node:child_process'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort } from '../support/freePort.ts'

export interface WorkerServer {
  /** Where the app and its API answer, the tests' baseURL. */
  url: string
  /** The tests' control door beside it (scripts/e2eControl.ts). */
  controlUrl: string
  /** The JSON lines of the verification codes the server sent. */
  codeFile: string
}

/** Whether nothing listens on the port on this machine now. */
function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer()
    probe.once('error', () => resolve(false))
    probe.listen(port, () => probe.close(() => resolve(true)))
  })
}

/** A port the system gives as free, whose control door 1000 above is free too. */
async function freePorts(): Promise<number> {
  for (;;) {
    const port = await freePort()
    if (port + 1000 < 65_536 && (await isFree(port + 1000))) return port
  }
}

/**
 * Worker n serves on E2E_PORT plus n when it is set; otherwise on ports free when it starts, so two
 * runs of the suite on one machine (two checkouts, a loaded CI box) never meet. Its control door is
 * 1000 above.
 */
export async function workerPorts(parallelIndex: number) {
  const port =
    process.env.E2E_PORT === undefined ? await freePorts() : Number(process.env.E2E_PORT) + parallelIndex
  return { port, controlPort: port + 1000 }
}

let current: WorkerServer | undefined

/** The server of the worker this test runs in (started by the worker fixture in support.ts). */
export function workerServer(): WorkerServer {
  if (!current) throw new Error('no e2e server in this worker; run the tests through playwright.config.ts')
  return current
}

async function answersHealth(url: string): Promise<boolean> {
  try {
    const response = await fetch(`${url}/collection-service/health?timestamp=0&lang=en-US`)
    return response.ok
  } catch {
    return false
  }
}

function exited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null
}

/**
 * Starts scripts/e2eServer.ts for worker `parallelIndex` and resolves once it answers; answers the
 * way to stop it. Its stdin is a pipe the server watches: if this worker dies without stopping it,
 * the pipe closes and the server stops itself, freeing the port for the worker that replaces it.
 */
export async function startWorkerServer(
  parallelIndex: number,
): Promise<{ server: WorkerServer; stop: () => Promise<void> }> {
  const { port, controlPort } = await workerPorts(parallelIndex)
  const server = {
    url: `http://localhost:${port}`,
    controlUrl: `http://127.0.0.1:${controlPort}`,
    codeFile: join(tmpdir(), `collection-e2e-codes-${port}.jsonl`),
  }
  const child = spawn(process.execPath, ['scripts/e2eServer.ts'], {
    env: { ...process.env, PORT: String(port), E2E_CODE_FILE: server.codeFile, E2E_STOP_WITH_STDIN: '1' },
    stdio: ['pipe', 'ignore', 'pipe'],
  })
  let output = ''
  child.stderr!.on('data', (chunk: Buffer) => {
    output += chunk
    process.stderr.write(chunk)
  })
  const stop = () =>
    new Promise<void>((resolve) => {
      if (exited(child)) return resolve()
      child.once('exit', () => resolve())
      child.kill('SIGTERM')
    })
  // No clock of its own: a start on a crowded machine may take minutes (the module graph alone took
  // 67 s to load under a load of 24); a stuck one is ended by the worker fixture's timeout (support.ts),
  // whose worker, going, closes the server's stdin and so stops it.
  while (!(await answersHealth(server.url))) {
    if (exited(child)) throw new Error(`the e2e server on port ${port} exited at start:\n${output}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  current = server
  return {
    server,
    stop: async () => {
      current = undefined
      await stop()
    },
  }
}
