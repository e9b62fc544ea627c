// Runs inside the built console's page (bench/outboxFlush.ts injects it): queues case writes through
// the app's own queueCaseWrite, into the same Dexie outbox the page's sync runner sends from, and
// says when the user's outbox is empty. Its Dexie changes reach the page's live queries as another
// tab's would (Dexie's BroadcastChannel).
import { Dexie, liveQuery } from 'dexie'
import { consoleDb } from '../db/database.ts'
import { type CaseWriter, queueCaseWrite } from '../src/features/cases/caseOutbox.ts'

const dueAt = new Date(Date.now() + 86_400_000).toISOString()

/** The n-th to-do of a run, on the run's cases in turn, as a collector adds them one after another. */
function queueTodo(writer: CaseWriter, caseIds: number[], n: number): Promise<string> {
  const caseId = caseIds[n % caseIds.length] as number
  return queueCaseWrite(writer, 'addTodo', { caseId, text: `Bench to-do ${n}: call back`, dueAt })
}

/**
 * Resolves, at the page clock's time (ms since its time origin), once the user's outbox holds nothing.
 * It looks for a first entry only, so watching costs the same whatever the queue's length.
 */
function outboxEmptied(userId: number): Promise<number> {
  const oneLeft = () =>
    consoleDb.outbox
      .where('[userId+seq]')
      .between([userId, Dexie.minKey], [userId, Dexie.maxKey])
      .limit(1)
      .primaryKeys()
  return new Promise((resolve, reject) => {
    const watch = liveQuery(oneLeft).subscribe({
      next: (left) => {
        if (left.length > 0) return
        resolve(performance.now())
        queueMicrotask(() => watch.unsubscribe())
      },
      error: reject,
    })
  })
}

const outboxDriver = {
  /** Queues `count` to-dos (the page is offline: they wait in the outbox). */
  async queueTodos(writer: CaseWriter, caseIds: number[], count: number): Promise<void> {
    for (let n = 0; n < count; n++) await queueTodo(writer, caseIds, n)
  },
  /** Notes the page clock when the browser says the network is back, for `flushMs`. */
  armNetworkRestore(): void {
    const driver = window as unknown as { networkBackAt?: number }
    driver.networkBackAt = undefined
    window.addEventListener('online', () => (driver.networkBackAt = performance.now()), { once: true })
  },
  /** From the browser's online event to the user's outbox empty, in ms. */
  async flushMs(userId: number): Promise<number> {
    const emptyAt = await outboxEmptied(userId)
    const { networkBackAt } = window as unknown as { networkBackAt?: number }
    if (networkBackAt === undefined) throw new Error('the network never came back')
    return emptyAt - networkBackAt
  },
  /** Each of `count` to-dos made online, from queueing it to the outbox empty again, in ms. */
  async onlineWriteMs(writer: CaseWriter, caseIds: number[], count: number): Promise<number[]> {
    const each: number[] = []
    for (let n = 0; n < count; n++) {
      const queuedAt = performance.now()
      await queueTodo(writer, caseIds, n)
      each.push((await outboxEmptied(writer.userId)) - queuedAt)
    }
    return each
  },
}

Object.assign(window, { outboxDriver })
export type OutboxDriver = typeof outboxDriver
