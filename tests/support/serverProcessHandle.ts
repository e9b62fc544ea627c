// The real server in a process of its own (tests/support/serverProcess.ts), for the tests that kill it
// or run two of them on one database: start it, call it as the browser does, stop it.
import { type ChildProcess, spawn } from 'node:child_process'
import { basePath, type Endpoint } from '../../contract/endpoint.ts'
import { signIn } from '../../contract/session.ts'
import { health } from '../../contract/system.ts'
import { demoPassword } from '../../server/database/demoAccounts.ts'

/** Whether the process has ended, by exiting or by a signal. */
const ended = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null

export interface Answer {
  status: number
  body: { respCode: string; data: unknown }
}

export class ServerProcess {
  private child: ChildProcess | undefined
  private output = ''
  private readonly port: number
  private readonly env: Record<string, string>

  /** `env` is laid over this process's environment: DATA_DIR or DATABASE_URL, tick settings. */
  constructor(port: number, env: Record<string, string>) {
    this.port = port
    this.env = env
  }

  /**
   * Starts it and resolves once it answers its health call. Until it answers or exits: how long a
   * start takes is the machine's pace, not the server's promise (two starts at once took over 30 s on
   * a loaded two-core machine), so no bound of its own; the test's time limit catches one that hangs.
   */
  async start(): Promise<void> {
    const child = spawn(process.execPath, ['tests/support/serverProcess.ts'], {
      env: { ...process.env, DATABASE_URL: '', ...this.env, PORT: String(this.port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    this.child = child
    this.output = ''
    child.stdout!.on('data', (chunk) => (this.output += chunk))
    child.stderr!.on('data', (chunk) => (this.output += chunk))
    for (;;) {
      if (ended(child)) throw new Error(`the server exited at start:\n${this.output}`)
      const answer = await this.send(health, undefined).catch(() => undefined)
      if (answer?.status === 200) return
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }

  /** Ends the process with the signal and waits until it is gone. */
  stop(signal: 'SIGKILL' | 'SIGTERM' = 'SIGTERM'): Promise<void> {
    const child = this.child
    if (!child || ended(child)) return Promise.resolve()
    return new Promise((resolve) => {
      child.once('exit', () => resolve())
      child.kill(signal)
    })
  }

  /** A call as the browser makes it: the query every call carries, the body in the entry's encoding. */
  private fetch(entry: Endpoint, input: unknown, token?: string): Promise<Response> {
    const get = entry.method === 'GET'
    const query = new URLSearchParams({
      lang: 'en-US',
      timestamp: String(Date.now()),
      ...(get ? (input as Record<string, string>) : {}),
    })
    const json = entry.encoding === 'json'
    return fetch(`http://127.0.0.1:${this.port}${basePath}${entry.path}?${query}`, {
      method: entry.method,
      headers: {
        ...(token ? { authorization: token } : {}),
        ...(get ? {} : { 'content-type': json ? 'application/json' : 'application/x-www-form-urlencoded' }),
      },
      ...(get
        ? {}
        : {
            body: json
              ? JSON.stringify(input)
              : new URLSearchParams(input as Record<string, string>).toString(),
          }),
    })
  }

  async send(entry: Endpoint, input: unknown, token?: string): Promise<Answer> {
    const response = await this.fetch(entry, input, token)
    const body = (await response.json()) as Answer['body']
    return { status: response.status, body: { respCode: body.respCode, data: body.data } }
  }

  async signIn(username: string): Promise<string> {
    const response = await this.fetch(signIn, { username, password: demoPassword })
    const token = response.headers.get('authorization')
    if (!token) throw new Error(`sign-in as ${username} failed: ${await response.text()}`)
    return token
  }
}
