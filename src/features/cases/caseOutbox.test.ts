import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { AnyMachineSnapshot, InspectionEvent } from 'xstate'
import type { CaseRow } from '../../../contract/cases.ts'
import { caseDetailKey, saveCaseDetail } from '../../../db/caseCache.ts'
import { clearBrowserDatabase, consoleDb } from '../../../db/database.ts'
import { keptListKey, readKeptList, saveFirstPage } from '../../../db/keptLists.ts'
import { discard, markSent, type OutboxEntry, outboxOf, park, retryParked } from '../../../db/outbox.ts'
import { sampleCaseDetail, sampleCaseRow } from '../../../tests/support/caseSamples.ts'
import { eventually } from '../../../tests/support/eventually.ts'
import { ApiError } from '../../api/apiError.ts'
import { startSync } from '../../api/sync/syncRunner.ts'
import { currentSyncStatus } from '../../api/sync/syncStatus.ts'
import { caseOutbox, queueCaseWrite } from './caseOutbox.ts'
import { isPendingRow, pendingRowId } from './caseWriteEffects.ts'

const writer = { userId: 7, displayName: 'Chinedu Okafor' }
const key = caseDetailKey(7, 12)
const kept = async () => (await consoleDb.caseDetails.get(key))!.detail
const onlyEntry = async (): Promise<OutboxEntry> => {
  const [entry] = await outboxOf(7)
  return entry!
}
const sent = (entry: OutboxEntry, answer: unknown) =>
  markSent(entry.id, () => caseOutbox.settle(entry, answer))

const record = {
  diallingTime: '2026-11-24T08:30:00.000Z',
  connectionStatus: 'notConnected',
  contact: 'self',
  contactNumber: '',
  dateItem: 'callBack',
  dateTime: '2026-11-25T09:00:00.000Z',
  dangerous: false,
  recordText: 'Call tomorrow',
}

beforeEach(async () => {
  await clearBrowserDatabase()
  await consoleDb.outbox.clear()
  await saveCaseDetail(key, sampleCaseDetail(12))
})

describe("the cases area settles the server's answers in the kept case", () => {
  it('a pending record, booked appointment shown at once, is replaced by the server’s row in its place', async () => {
    await saveCaseDetail(key, {
      ...sampleCaseDetail(12),
      collectionRecords: [{ ...serverRecord(40), recordText: 'Older call' }],
    })
    await queueCaseWrite(writer, 'addCollectionRecord', { caseId: 12, record })
    const entry = await onlyEntry()
    // Kept with the write, so the sign-in page can name whose it is once the session has ended.
    expect(entry.userName).toBe('Chinedu Okafor')
    const shown = await kept()
    expect(shown.collectionRecords.map((row) => row.id)).toEqual([pendingRowId(entry.id), 40])
    expect(shown.lifecycle.appointment).toBe(true)
    expect(shown.row.appointment).toBe(record.dateTime)

    await sent(entry, {
      record: { ...serverRecord(41), recordText: 'Call tomorrow' },
      lifecycle: { ...shown.lifecycle, appointment: true },
    })
    const settled = await kept()
    expect(settled.collectionRecords.map((row) => [row.id, row.recordText])).toEqual([
      [41, 'Call tomorrow'],
      [40, 'Older call'],
    ])
    expect(await outboxOf(7)).toEqual([])
  })

  it('a pending to-do gets its server id; ticking it is then an ordinary write on that id', async () => {
    await queueCaseWrite(writer, 'addTodo', {
      caseId: 12,
      text: 'Call back',
      dueAt: '2026-11-25T08:30:00.000Z',
    })
    const added = await onlyEntry()
    expect((await kept()).todos.map(isPendingRow)).toEqual([true])
    const todo = {
      id: 9,
      text: 'Call back',
      dueAt: '2026-11-25T08:30:00.000Z',
      doneAt: null,
      author: 'Chinedu Okafor',
    }
    await sent(added, { todo })
    expect((await kept()).todos).toEqual([todo])

    await queueCaseWrite(writer, 'completeTodo', { caseId: 12, todoId: 9, done: true })
    const ticked = await onlyEntry()
    expect(ticked.payload).toMatchObject({ todoId: 9, done: true, clientMutationId: ticked.id })
    expect((await kept()).todos[0]?.doneAt).not.toBeNull()
    await sent(ticked, { todo: { ...todo, doneAt: '2026-11-24T10:00:00.000Z' } })
    expect((await kept()).todos[0]?.doneAt).toBe('2026-11-24T10:00:00.000Z')
  })

  it('a refusal because the case closed marks the kept case closed; another refusal changes nothing', async () => {
    await queueCaseWrite(writer, 'markDeal', { caseId: 12, mark: 'MARK_DEAL' })
    const entry = await onlyEntry()
    const pinLimit = { code: 'case.pinLimit', message: 'You can pin at most 5 cases' }
    await park(entry.id, pinLimit, () => caseOutbox.refused(entry, pinLimit))
    expect((await kept()).lifecycle.closed).toBe(false)
    const closed = { code: 'case.closed', message: 'Case closed already, please refresh this page' }
    await park(entry.id, closed, () => caseOutbox.refused(entry, closed))
    expect((await kept()).lifecycle.closed).toBe(true)
    expect((await kept()).row.closed).toBe(true)
  })

  it('a record given up in the sync panel no longer shows as pending', async () => {
    await queueCaseWrite(writer, 'addCollectionRecord', { caseId: 12, record })
    const entry = await onlyEntry()
    await discard(entry.id)
    await caseOutbox.discarded(entry)
    expect((await kept()).collectionRecords).toEqual([])
  })

  it('a pin from a list shows on the row in every kept list at once, and the answer settles it', async () => {
    const row = sampleCaseRow(12)
    const lists = ['all', 'collection'].map((view) => keptListKey({ area: 'cases', userId: 7, view }))
    for (const list of lists)
      await saveFirstPage(list, 'q', { rows: [sampleCaseRow(11), row], nextCursor: null })
    const pinnedIn = async (list: string) =>
      (await readKeptList<CaseRow>(list, 'q', '')).rows?.find((shown) => shown.id === 12)?.pinned
    await queueCaseWrite(writer, 'pin', { caseId: 12, mark: 'PIN' }, row)
    const entry = await onlyEntry()
    expect(entry.subject).toEqual({
      key: 'case:12',
      title: 'C000012 · Customer 12',
      openPath: '/cases/all/details/12',
    })
    for (const list of lists) expect(await pinnedIn(list)).toBe(true)
    expect((await kept()).row.pinned).toBe(true)
    // The server says it is not pinned after all (another tab cancelled it first): the answer wins.
    await sent(entry, { lifecycle: sampleCaseDetail(12).lifecycle, pinned: false })
    for (const list of lists) expect(await pinnedIn(list)).toBe(false)
    expect((await kept()).row.pinned).toBe(false)
  })
})

describe("a batch's answers settled together", () => {
  const otherKey = caseDetailKey(7, 13)
  const lists = ['all', 'collection'].map((view) => keptListKey({ area: 'cases', userId: 7, view }))
  /** Two cases, each with records, a to-do and a pin queued, and a record on case 12 left waiting. */
  async function queuedOnTwoCases() {
    await saveCaseDetail(otherKey, sampleCaseDetail(13))
    for (const list of lists)
      await saveFirstPage(list, 'q', { rows: [sampleCaseRow(12), sampleCaseRow(13)], nextCursor: null })
    for (const caseId of [12, 13, 12]) await queueCaseWrite(writer, 'addCollectionRecord', { caseId, record })
    await queueCaseWrite(writer, 'pin', { caseId: 13, mark: 'PIN' }, sampleCaseRow(13))
    await queueCaseWrite(writer, 'addTodo', {
      caseId: 12,
      text: 'Call back',
      dueAt: '2026-11-25T08:30:00.000Z',
    })
    const entries = await outboxOf(7)
    await queueCaseWrite(writer, 'addCollectionRecord', {
      caseId: 12,
      record: { ...record, recordText: 'Still waiting' },
    })
    const answers = entries.map((entry, index) =>
      entry.action === 'pin'
        ? { lifecycle: sampleCaseDetail(13).lifecycle, pinned: true }
        : entry.action === 'addTodo'
          ? {
              todo: {
                id: 90,
                text: 'Call back',
                dueAt: '2026-11-25T08:30:00.000Z',
                doneAt: null,
                author: 'Chinedu Okafor',
                createdAt: '2026-11-24T08:31:00.000Z',
              },
            }
          : {
              record: { ...serverRecord(50 + index), recordText: `Call ${index}` },
              lifecycle: sampleCaseDetail(caseIdOf(entry)).lifecycle,
            },
    )
    return entries.map((entry, index) => ({ entry, answer: answers[index] }))
  }
  const caseIdOf = (entry: OutboxEntry) => (entry.payload as { caseId: number }).caseId
  const keptCopies = async () => ({
    details: (await consoleDb.caseDetails.bulkGet([key, otherKey])).map((copy) => copy?.detail),
    rows: await Promise.all(lists.map(async (list) => (await readKeptList<CaseRow>(list, 'q', '')).rows)),
  })

  it('leave the kept cases and rows as settling each in turn does, the waiting write still shown', async () => {
    const answered = await queuedOnTwoCases()
    for (const { entry, answer } of answered) await sent(entry, answer)
    const oneByOne = await keptCopies()

    await clearBrowserDatabase()
    await consoleDb.outbox.clear()
    await saveCaseDetail(key, sampleCaseDetail(12))
    const again = await queuedOnTwoCases()
    await consoleDb.outbox
      .where('id')
      .anyOf(again.map(({ entry }) => entry.id))
      .delete()
    await caseOutbox.settleAll(again)
    const together = await keptCopies()

    // Pending rows are named by the write's own id, which differs between the two runs.
    const [waiting] = await outboxOf(7)
    expect(waiting?.payload).toMatchObject({ record: { recordText: 'Still waiting' } })
    const records = (copies: typeof together) =>
      copies.details.map((detail) =>
        detail?.collectionRecords.map((row) => [isPendingRow(row), row.recordText]),
      )
    expect(records(together)).toEqual(records(oneByOne))
    expect(records(together)[0]).toEqual([
      [true, 'Still waiting'],
      [false, 'Call 2'],
      [false, 'Call 0'],
    ])
    expect(together.details.map((detail) => detail?.todos.map((todo) => todo.id))).toEqual([[90], []])
    expect(together.rows).toEqual(oneByOne.rows)
    expect(together.rows.map((rows) => rows?.map((row) => row.pinned))).toEqual([
      [false, true],
      [false, true],
    ])
  })
})

describe('a case write queued offline', () => {
  it('waits for the network: the sync runner stays offline, sends nothing and counts no attempt', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    const transport = vi.fn(async () => {
      throw new ApiError({ type: 'offline', code: 'network', message: 'no network' })
    })
    // What the sync machine was told, and the state it went to on each.
    const told: Array<{ event: string; state: unknown }> = []
    const inspect = (inspection: InspectionEvent) => {
      if (inspection.type === '@xstate.snapshot' && inspection.actorRef.sessionId === inspection.rootId)
        told.push({ event: inspection.event.type, state: (inspection.snapshot as AnyMachineSnapshot).value })
    }
    const runner = startSync({
      userId: writer.userId,
      areas: { cases: caseOutbox },
      transport,
      locks: null,
      inspect,
      // The probe's pause never ends here: the runner knows only that the browser is offline.
      sleep: (_, signal) => new Promise((resolve) => signal.addEventListener('abort', () => resolve())),
    })
    try {
      await eventually(() => expect(currentSyncStatus().connection).toBe('offline'))
      const heardQueued = () => told.filter((each) => each.event === 'QUEUED').length
      // One write at a time: the runner hears two writes made together as one.
      await queueCaseWrite(writer, 'addCollectionRecord', { caseId: 12, record })
      await eventually(() => expect(heardQueued()).toBe(1))
      await queueCaseWrite(writer, 'markDeal', { caseId: 12 })
      await eventually(() => expect(heardQueued()).toBe(2))
      expect(told.map((each) => each.state)).not.toContainEqual('flushing')
      expect(currentSyncStatus().connection).toBe('offline')
      expect(transport).not.toHaveBeenCalled()
      expect((await outboxOf(7)).map((entry) => entry.attempts)).toEqual([0, 0])
    } finally {
      await runner.stop()
      vi.restoreAllMocks()
    }
  })
})

function serverRecord(id: number) {
  return {
    id,
    channel: 'call' as const,
    diallingTime: '2026-11-24T08:30:00.000Z',
    connectionStatus: 'notConnected' as const,
    contact: 'self' as const,
    contactNumber: '',
    dateItem: 'callBack' as const,
    dateTime: '2026-11-25T09:00:00.000Z',
    connectionTime: null,
    hangUpTime: null,
    dangerousReason: null,
    recordText: '',
    author: 'Chinedu Okafor',
    createdAt: '2026-11-24T08:31:00.000Z',
  }
}

describe('a later write on the case replaces a refused one only when it decides the same thing', () => {
  const refusal = { code: 'case.dealLocked', message: 'Refused' }
  const refuseOldest = async () => {
    const [oldest] = await outboxOf(7)
    await park(oldest!.id, refusal)
    return oldest!.id
  }
  const replacedAfter = async (first: () => Promise<unknown>, later: () => Promise<unknown>) => {
    await first()
    const refused = await refuseOldest()
    await later()
    const entry = (await outboxOf(7)).find((each) => each.id === refused)!
    return { replaced: entry.supersededBy !== undefined, retried: await retryParked(refused) }
  }
  const mark = (action: 'markDeal' | 'markNoDeal' | 'pin' | 'clearAppointment', m: string) => () =>
    queueCaseWrite(writer, action, { caseId: 12, mark: m })

  it('“no deal” after a refused “deal”: the deal is said replaced and is not retried', async () => {
    expect(await replacedAfter(mark('markDeal', 'MARK_DEAL'), mark('markNoDeal', 'MARK_NO_DEAL'))).toEqual({
      replaced: true,
      retried: false,
    })
  })

  it('a pin after a refused “deal” decides something else: the deal may still be retried', async () => {
    expect(await replacedAfter(mark('markDeal', 'MARK_DEAL'), mark('pin', 'PIN'))).toEqual({
      replaced: false,
      retried: true,
    })
  })

  it('a later record never replaces an earlier one, which holds the collector’s words', async () => {
    const addRecord = () => queueCaseWrite(writer, 'addCollectionRecord', { caseId: 12, record })
    expect(await replacedAfter(addRecord, addRecord)).toEqual({ replaced: false, retried: true })
  })

  it('a record booking an appointment replaces a refused clearing of the appointment', async () => {
    const addRecord = () => queueCaseWrite(writer, 'addCollectionRecord', { caseId: 12, record })
    expect(await replacedAfter(mark('clearAppointment', 'CLEAR_APPOINTMENT'), addRecord)).toEqual({
      replaced: true,
      retried: false,
    })
  })

  it('reopening a to-do replaces its refused ticking, not the ticking of another to-do', async () => {
    const tick = (todoId: number, done: boolean) => () =>
      queueCaseWrite(writer, done ? 'completeTodo' : 'reopenTodo', { caseId: 12, todoId, done })
    expect(await replacedAfter(tick(9, true), tick(10, false))).toEqual({ replaced: false, retried: true })
    await consoleDb.outbox.clear()
    expect(await replacedAfter(tick(9, true), tick(9, false))).toEqual({ replaced: true, retried: false })
  })

  it('the same mark on another case replaces nothing', async () => {
    const elsewhere = () => queueCaseWrite(writer, 'markNoDeal', { caseId: 13, mark: 'MARK_NO_DEAL' })
    expect(await replacedAfter(mark('markDeal', 'MARK_DEAL'), elsewhere)).toEqual({
      replaced: false,
      retried: true,
    })
  })
})
