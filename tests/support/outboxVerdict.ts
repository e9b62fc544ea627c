// What the outbox property test asks of every schedule, read from the server's database and the
// browser's outbox once the schedule went quiet. Each broken promise is said in a sentence.
import { and, asc, count, eq, inArray, isNotNull } from 'drizzle-orm'
import { caseDetailKey } from '../../db/caseCache.ts'
import { consoleDb } from '../../db/database.ts'
import { parkedAsFailing, sendableInOrder } from '../../db/outbox.ts'
import { serverFailuresBeforeParking } from '../../machines/sync.ts'
import { transitions } from '../../server/database/schema/audit.ts'
import { cases, collectionRecords, todos } from '../../server/database/schema/cases.ts'
import type { Discard, QueuedWrite, ScheduleRun } from './outboxRig.ts'
import type { TestServer } from './testServer.ts'

/** What the server holds of a schedule's writes. */
interface ServerFacts {
  /** Client ids the server applied on the schedule's cases that no queued write carries. */
  strangers: string[]
  /** Transitions recorded under each write's id, in the order they were applied (all cases). */
  appliedInOrder: string[]
  transitionsOf: Map<string, number>
  /** Records and to-dos by their text: each write adds at most one. */
  rowsWithText: Map<string, number>
  dealOf: Map<number, boolean>
}

async function serverFacts(server: TestServer, run: ScheduleRun): Promise<ServerFacts> {
  const ids = run.writes.map((write) => write.id)
  const texts = run.writes.map((write) => write.text)
  // Everything a client wrote on the schedule's cases: the office's closing carries no client id.
  const onCases = await server.db
    .select({ id: transitions.clientMutationId })
    .from(transitions)
    .where(
      and(
        eq(transitions.entityType, 'case'),
        inArray(transitions.entityId, run.caseIds),
        isNotNull(transitions.clientMutationId),
      ),
    )
    .orderBy(asc(transitions.id))
  const recorded = onCases.filter(({ id }) => ids.includes(id!))
  const transitionsOf = new Map<string, number>()
  for (const { id } of recorded) transitionsOf.set(id!, (transitionsOf.get(id!) ?? 0) + 1)
  const rowsWithText = new Map<string, number>()
  if (texts.length) {
    for (const table of [collectionRecords, todos] as const) {
      const column = table === collectionRecords ? collectionRecords.recordText : todos.text
      const rows = await server.db
        .select({ text: column, n: count() })
        .from(table)
        .where(inArray(column, texts))
        .groupBy(column)
      for (const row of rows) rowsWithText.set(row.text, row.n)
    }
  }
  const dealRows = await server.db
    .select({ id: cases.id, deal: cases.deal })
    .from(cases)
    .where(inArray(cases.id, run.caseIds))
  return {
    strangers: [...new Set(onCases.map(({ id }) => id!).filter((id) => !ids.includes(id)))],
    appliedInOrder: [...new Set(recorded.map(({ id }) => id!))],
    transitionsOf,
    rowsWithText,
    dealOf: new Map(dealRows.map((row) => [row.id, row.deal])),
  }
}

/** The deal flag a case must end with: the last deal mark the server took, or none as it began. */
function expectedDeal(run: ScheduleRun, caseId: number, applied: Set<string>): boolean {
  const last = run.writes.findLast(
    (write) =>
      write.caseId === caseId &&
      applied.has(write.id) &&
      (write.kind === 'markDeal' || write.kind === 'markNoDeal'),
  )
  return last?.kind === 'markDeal'
}

/** Whether a parked entry's reason is one the server gave for that very write, or the outbox's own. */
function explained(run: ScheduleRun, write: QueuedWrite): boolean {
  const parked = run.outbox.find((entry) => entry.id === write.id)
  const reason = parked?.lastError
  if (!reason?.code || !reason.message) return false
  if (reason.code.startsWith('outbox.')) return true
  return run.calls.some((call) => call.clientMutationId === write.id && call.respCode === reason.code)
}

/**
 * What a discard at sign-out promises of a write it gave up, broken ones as sentences: it is sent
 * no more once the discard began (the one then on its way: its call then, no other), and nothing
 * of it is left in the outbox to be sent at her next sign-in.
 */
function brokenByDiscard(run: ScheduleRun, write: QueuedWrite, name: string, discard: Discard): string[] {
  const broken: string[] = []
  const callsAfter = run.calls.filter(
    (call) => call.clientMutationId === write.id && call.n >= discard.callsBefore,
  )
  const allowed = discard.onItsWay.includes(write.id) ? 1 : 0
  if (callsAfter.length > allowed)
    broken.push(
      `${name} was sent after she discarded it (calls ${callsAfter.map((call) => `#${call.n}`).join(', ')}; ${allowed ? 'only its call then on its way may be' : 'it was not on its way'})`,
    )
  const entry = run.outbox.find((kept) => kept.id === write.id)
  if (entry) broken.push(`${name} survived her discard: it is still in the outbox (${entry.state})`)
  return broken
}

/** Every promise the outbox makes, broken ones as sentences; empty when the schedule kept them all. */
export async function brokenPromises(server: TestServer, run: ScheduleRun): Promise<string[]> {
  const facts = await serverFacts(server, run)
  const broken: string[] = []
  const applied = new Set<string>()
  // Writes that wait behind one the server kept failing on, on the same case: not sent, by design.
  const sendable = sendableInOrder()
  const heldBack = new Set(
    run.outbox.filter((entry) => !sendable(entry) && entry.state !== 'parked').map((entry) => entry.id),
  )
  for (const id of facts.strangers) broken.push(`the server applied ${id}, an id no queued write carries`)
  // The rig's writes are well formed: one the server finds invalid was refused for its times (a
  // record made in the future), which are stamped on the server's clock as learnt from its answers.
  for (const call of run.calls)
    if (call.respCode === 'request.invalid')
      broken.push(
        `call #${call.n} (${call.clientMutationId}) was refused as invalid: stamped off the server's clock`,
      )
  for (const [index, write] of run.writes.entries()) {
    const times = facts.transitionsOf.get(write.id) ?? 0
    const entry = run.outbox.find((kept) => kept.id === write.id)
    const name = `${write.kind} ${write.id} on case ${write.caseId}`
    if (times > 1) broken.push(`${name} was applied ${times} times`)
    const rows = facts.rowsWithText.get(write.text) ?? 0
    if (rows > 1) broken.push(`${name} added ${rows} rows`)
    // The first discard made after it gave it up: applied or not, as its answer went.
    const discardedBy = run.discards.find((discard) => discard.writesBefore > index)
    if (discardedBy) broken.push(...brokenByDiscard(run, write, name, discardedBy))
    else if (times === 0 && !entry) broken.push(`${name} is lost: neither applied nor kept in the outbox`)
    if (times > 0 && entry) broken.push(`${name} was applied yet is still in the outbox (${entry.state})`)
    if (entry && entry.state !== 'parked' && !heldBack.has(entry.id))
      broken.push(`${name} is still ${entry.state} after the outbox went quiet`)
    // A poisoned write she discarded is judged by the discard's promise above, not parked.
    if (write.id === run.poisonedId && !discardedBy) {
      if (!entry || !parkedAsFailing(entry) || (entry.serverFailures ?? 0) < serverFailuresBeforeParking)
        broken.push(
          `${name}, which the server fails on every time, is not parked as failing: ${JSON.stringify(entry)}`,
        )
    } else if (write.id !== run.poisonedId && entry && parkedAsFailing(entry))
      broken.push(`${name} is parked as failing on the server, which never failed on it`)
    if (entry?.state === 'parked' && !explained(run, write))
      broken.push(`${name} is parked without a reason the server gave: ${JSON.stringify(entry.lastError)}`)
    if ((write.kind === 'addCollectionRecord' || write.kind === 'addTodo') && times !== rows)
      broken.push(`${name} was recorded ${times} times but added ${rows} rows`)
    if (times > 0) applied.add(write.id)
  }
  for (const caseId of run.caseIds) {
    const queued = run.writes.filter((write) => write.caseId === caseId && applied.has(write.id))
    const order = facts.appliedInOrder.filter((id) => queued.some((write) => write.id === id))
    if (order.join() !== queued.map((write) => write.id).join())
      broken.push(`case ${caseId} took its writes out of order: ${order.join(', ')}`)
    const deal = expectedDeal(run, caseId, applied)
    if (facts.dealOf.get(caseId) !== deal)
      broken.push(
        `case ${caseId} ends ${facts.dealOf.get(caseId) ? 'deal' : 'no deal'}, its marks say otherwise`,
      )
    const refusedOnIt = run.outbox.some((entry) => entry.subject?.key === `case:${caseId}`)
    if (refusedOnIt || caseId !== run.caseIds[0]) continue
    // With nothing refused on it, the case the collector sees is the case the server holds.
    const kept = await consoleDb.caseDetails.get(caseDetailKey(run.userId, caseId))
    if (!kept && !run.keptCleared) broken.push(`the kept case ${caseId} is gone`)
    else if (kept && kept.detail.lifecycle.deal !== deal)
      broken.push(
        `the kept case ${caseId} shows ${kept.detail.lifecycle.deal ? 'deal' : 'no deal'}, the server ${deal ? 'deal' : 'no deal'}`,
      )
  }
  return broken
}
