// What one server process and one PostgreSQL carry, per kind of request, and what a second process
// on the same database changes: each process is a child of its own (as behind a load balancer), the
// requests go round robin, and a session made by one is honoured by the other (sessions live in the
// database; the processes keep nothing of a user's). The load comes from this process, on the same
// two cores: the figures say what the machine carries, not what a second machine would add.
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { databaseWith, signIn } from './cases.ts'
import type { Row } from './goals.ts'
import { measure, summary, timed } from './load.ts'

const query = 'timestamp=1&lang=en-US'
const ms = (value: number) => `${value.toFixed(2)} ms`

async function serverProcess(databaseUrl: string, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--disable-warning=ExperimentalWarning', 'bench/serverProcess.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      DATA_DIR: mkdtempSync(join(tmpdir(), 'collection-scaling-')),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('listening')) resolve()
    })
    child.once('exit', (code) => reject(new Error(`a server process exited ${code}`)))
  })
  return child
}

async function stopped(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  await exited
}

/** A collector's cases, the first of her own list: one to read, the others for her writes in turn. */
async function collectorsCases(base: string, token: string): Promise<number[]> {
  const answer = (await (
    await fetch(`${base}/collection/case/collection/list?${query}&limit=21`, {
      headers: { authorization: token },
    })
  ).json()) as { data: { rows: Array<{ id: number }> } }
  return answer.data.rows.map((row) => row.id)
}

/**
 * Requests a second per kind with one process and with two on one database, at `size` cases: the
 * manager's first page of All cases, a case's detail, the teams (session and menu check, a small
 * query) and a collector's to-do (a write: its transaction, its transition, its client id).
 */
export async function scalingFigures(serverUrl: string, size: number, firstPort: number): Promise<Row[]> {
  const { url } = await databaseWith(serverUrl, size)
  const rows: Row[] = []
  const perSecondByKind = new Map<string, number[]>()
  for (const processes of [1, 2]) {
    const children: ChildProcess[] = []
    try {
      for (let index = 0; index < processes; index++)
        children.push(await serverProcess(url, firstPort + index))
      const bases = children.map((_, index) => `http://localhost:${firstPort + index}/collection-service`)
      let turn = 0
      const next = () => bases[turn++ % bases.length]!
      const manager = await signIn(bases[0]!, 'manager')
      const collector = await signIn(bases.at(-1)!, 'collector')
      // One case is read; her to-dos go to the others in turn, so the read case does not grow.
      const [caseId, ...written] = await collectorsCases(bases[0]!, collector)
      let writes = 0
      const read = (path: string, token: string) => () =>
        fetch(`${next()}/${path}${query}`, { headers: { authorization: token } })
      const kinds: Array<[string, () => Promise<Response>]> = [
        ['All cases, first page (manager)', read('collection/case/all/list?limit=20&', manager)],
        ['case detail', read(`collection/case/detail?caseId=${caseId}&`, collector)],
        ['teams (session, menu, small query)', read('sys/team/all?', manager)],
        [
          "a collector's to-do (a write)",
          () =>
            fetch(`${next()}/collection/case/todo?${query}`, {
              method: 'POST',
              headers: { authorization: collector, 'content-type': 'application/json' },
              body: JSON.stringify({
                caseId: written[writes++ % written.length],
                clientMutationId: crypto.randomUUID(),
                text: 'Call back after lunch',
                dueAt: new Date(Date.now() + 86_400_000).toISOString(),
              }),
            }),
        ],
      ]
      for (const [kind, send] of kinds) {
        await measure(send, 100, 8)
        const run = await timed(() => measure(send, 1500, 16))
        const figures = summary(kind, run.result, run.ms)
        perSecondByKind.set(kind, [...(perSecondByKind.get(kind) ?? []), figures.perSecond])
        rows.push({
          figure: `${processes} server process${processes > 1 ? 'es' : ''}, ${size} cases: ${kind}`,
          p50: ms(figures.p50),
          p95: ms(figures.p95),
          'per second': figures.perSecond.toFixed(0),
        })
      }
    } finally {
      for (const child of children) await stopped(child)
    }
  }
  for (const [kind, [one, two]] of perSecondByKind)
    rows.push({
      figure: `two processes / one, requests a second: ${kind}`,
      p50: '',
      p95: '',
      'per second': (two! / one!).toFixed(2),
    })
  return rows
}
