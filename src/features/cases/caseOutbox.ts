import { type CaseActionName, caseActions } from '../../../contract/caseActions.ts'
import type { CaseDetail, CaseRow } from '../../../contract/cases.ts'
import {
  caseDetailKey,
  keptCaseDetail,
  saveServerCaseDetail,
  updateCaseDetail,
} from '../../../db/caseCache.ts'
import { updateKeptRows } from '../../../db/keptLists.ts'
import { enqueue, type NewOutboxEntry, type OutboxEntry, type OutboxFailure } from '../../../db/outbox.ts'
import { outboxOnSubject } from '../../../db/outboxWatch.ts'
import type { AnsweredWrite } from '../../api/sync/outboxArea.ts'
import { caseDetailPathOf } from './caseRoutes.ts'
import {
  answeredRow,
  applyAnswer,
  caseIdOfWrite,
  closedCase,
  markedRow,
  markOfWrite,
  showPending,
  withoutPendingRow,
} from './caseWriteEffects.ts'
import { supersedesCaseWrite } from './caseWritesReplaced.ts'

/** The outbox's subject key of a case: its entries are found by it (the sync panel, the pending badges). */
export const caseSubjectKey = (caseId: number) => `case:${caseId}`

/** Who makes a write: the outbox keeps it as theirs, and a pending record or to-do shows their name. */
export interface CaseWriter {
  userId: number
  displayName: string
}

/** Every case write but the phone reveal, which needs the server. */
export type CaseWriteName = Exclude<CaseActionName, 'revealPhone'>

/** The case named in the sync panel: number and customer, and the detail that opens it. */
export type NamedCaseRow = Pick<CaseRow, 'id' | 'kind' | 'caseNo' | 'name'>

const keptListsOf = (userId: number) => `cases:${userId}:`

/**
 * The user's writes on one case still to be answered, in the order they were made (parked ones are
 * not). Read by the case's index: each answer settled reads this, so reading the whole queue made a
 * long flush quadratic.
 */
async function unansweredOn(userId: number, caseId: number): Promise<OutboxEntry[]> {
  return (await outboxOnSubject(userId, caseSubjectKey(caseId))).filter((entry) => entry.state !== 'parked')
}

/** The queued write shown at once in the kept detail and, for a mark, in every kept list holding the case. */
async function showQueued(entry: NewOutboxEntry, author: string): Promise<void> {
  const caseId = caseIdOfWrite(entry)
  await updateCaseDetail(caseDetailKey(entry.userId, caseId), (detail) => showPending(detail, entry, author))
  const mark = markOfWrite(entry)
  if (mark) await updateKeptRows<CaseRow>(keptListsOf(entry.userId), caseId, (row) => markedRow(row, mark))
}

/**
 * Queues a case write: a new client-made id for this one attempt, kept with the write until the
 * server answers it (never looked up by what the write does), the kept copy changed in the same
 * transaction. The sync runner hears of it from the outbox as a queued write, not as the user's asking
 * to send now: offline, it waits for the network instead of trying each write (and counting an attempt
 * that never left the browser). `row` names the case; without it the kept detail does.
 */
export async function queueCaseWrite(
  writer: CaseWriter,
  action: CaseWriteName,
  input: { caseId: number } & Record<string, unknown>,
  row?: NamedCaseRow,
): Promise<OutboxEntry['id']> {
  const id = crypto.randomUUID()
  const named = row ?? (await keptCaseDetail(caseDetailKey(writer.userId, input.caseId)))?.row
  const entry: NewOutboxEntry = {
    id,
    userId: writer.userId,
    userName: writer.displayName,
    area: 'cases',
    action,
    path: caseActions[action].endpoint.path,
    payload: { ...input, clientMutationId: id },
    subject: {
      key: caseSubjectKey(input.caseId),
      title: named ? `${named.caseNo} · ${named.name}` : `#${input.caseId}`,
      openPath: caseDetailPathOf(named ?? { id: input.caseId, kind: 'collection' }),
    },
    createdAt: Date.now(),
  }
  await enqueue(entry, () => showQueued(entry, writer.displayName), caseOutbox.supersedes)
  return id
}

/**
 * The server's copy of a case, kept with the user's writes on it that it does not hold yet shown on
 * top, so a refresh while writes wait does not hide them (pending rows keep how they were shown).
 */
export async function keepServerCaseDetail(
  key: string,
  userId: number,
  caseId: number,
  detail: CaseDetail,
): Promise<void> {
  await saveServerCaseDetail(key, detail, async (fresh, previous) =>
    (await unansweredOn(userId, caseId)).reduce(
      (shown, entry) => showPending(shown, entry, '', previous),
      fresh,
    ),
  )
}

/**
 * Answers to writes on one case, in the order made, in place of what was shown pending; the writes
 * still waiting on the case are shown again on top, so a later mark is not undone on screen by an
 * earlier one's answer.
 */
async function settleOnCase(answered: ReadonlyArray<AnsweredWrite>): Promise<void> {
  const [first] = answered
  if (!first) return
  const { userId } = first.entry
  const caseId = caseIdOfWrite(first.entry)
  const settled = new Set(answered.map(({ entry }) => entry.id))
  const waiting = (await unansweredOn(userId, caseId)).filter((other) => !settled.has(other.id))
  await updateCaseDetail(caseDetailKey(userId, caseId), (kept) =>
    waiting.reduce(
      (shown, other) => showPending(shown, other, '', kept),
      answered.reduce((shown, { entry, answer }) => applyAnswer(shown, entry, answer), kept),
    ),
  )
  const marks = answered.filter(({ entry }) => markOfWrite(entry) !== undefined)
  if (marks.length === 0) return
  await updateKeptRows<CaseRow>(keptListsOf(userId), caseId, (row) =>
    waiting.reduce(
      (shown, other) => {
        const mark = markOfWrite(other)
        return mark ? markedRow(shown, mark) : shown
      },
      marks.reduce((shown, { answer }) => answeredRow(shown, answer), row),
    ),
  )
}

/**
 * The cases area of the outbox, an OutboxArea registered in src/app/outboxAreas.ts (features never
 * import the app, so the registry checks its shape). Both run inside the outbox's transaction, after
 * the answered entry is gone (settle) or parked (refused).
 */
export const caseOutbox = {
  /** A later mark of the same kind replaces an earlier one; a record or to-do added never is replaced. */
  supersedes: supersedesCaseWrite,
  /** The server's answer in place of what was shown pending (settleOnCase). */
  settle: (entry: OutboxEntry, answer: unknown) => settleOnCase([{ entry, answer }]),
  /** A batch's answers, case by case: each case's kept detail and rows are read and written once. */
  async settleAll(answered: ReadonlyArray<AnsweredWrite>): Promise<void> {
    const byCase = new Map<number, AnsweredWrite[]>()
    for (const write of answered) {
      const caseId = caseIdOfWrite(write.entry)
      byCase.set(caseId, [...(byCase.get(caseId) ?? []), write])
    }
    for (const writes of byCase.values()) await settleOnCase(writes)
  },
  /**
   * The user gave a write up (sync panel): a pending record or to-do shown for it goes. A mark shown
   * stays until the case is next read from the server, which alone knows what it was before.
   */
  async discarded(entry: OutboxEntry): Promise<void> {
    await updateCaseDetail(caseDetailKey(entry.userId, caseIdOfWrite(entry)), (detail) =>
      withoutPendingRow(detail, entry),
    )
  },
  /** A case closed meanwhile: the kept detail says closed, and the detail shows its notice. */
  async refused(entry: OutboxEntry, failure: OutboxFailure): Promise<void> {
    if (failure.code !== 'case.closed') return
    await updateCaseDetail(caseDetailKey(entry.userId, caseIdOfWrite(entry)), closedCase)
  },
}
