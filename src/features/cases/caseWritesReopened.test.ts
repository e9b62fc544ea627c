import { beforeEach, describe, expect, it } from 'vitest'
import { caseDetailKey, saveCaseDetail } from '../../../db/caseCache.ts'
import { clearBrowserDatabase, consoleDb } from '../../../db/database.ts'
import { draftKey, keepDraft, readDraft } from '../../../db/drafts.ts'
import { type OutboxEntry, outboxOf, park } from '../../../db/outbox.ts'
import { sampleCaseDetail } from '../../../tests/support/caseSamples.ts'
import { queueCaseWrite } from './caseOutbox.ts'
import { pendingRowId } from './caseWriteEffects.ts'
import { reopenCaseWrite, reopensCaseWrite } from './caseWritesReopened.ts'
import { typedInCaseWrite } from './caseWritesTyped.ts'

const writer = { userId: 7, displayName: 'Chinedu Okafor' }
const detailKey = caseDetailKey(7, 12)
const recordDraft = draftKey({ userId: 7, form: 'collectionRecord', subject: 'case:12' })
const record = {
  channel: 'call',
  diallingTime: '2026-11-24T12:10:00.000Z',
  madeAt: '2026-11-24T12:10:30.000Z',
  connectionStatus: 'connected',
  contact: 'family',
  contactNumber: '08031234567',
  dateItem: 'callBack',
  dateTime: '2026-11-25T09:00:00.000Z',
  connectionTime: '2026-11-24T12:11:00.000Z',
  hangUpTime: '2026-11-24T12:14:00.000Z',
  dangerous: false,
  recordText: 'Sister says he is paid on Friday',
}

async function refusedRecord(): Promise<OutboxEntry> {
  await queueCaseWrite(writer, 'addCollectionRecord', { caseId: 12, record })
  const [entry] = await outboxOf(7)
  await park(entry!.id, { code: 'record.madeAtInFuture', message: 'made in the future' })
  return (await outboxOf(7))[0]!
}

beforeEach(async () => {
  await clearBrowserDatabase()
  await consoleDb.outbox.clear()
  await saveCaseDetail(detailKey, sampleCaseDetail(12))
})

describe('a refused record opened back into its form', () => {
  it('goes back to its case’s record draft as typed, on the user’s clock, and leaves the outbox and the case', async () => {
    const entry = await refusedRecord()
    expect(reopensCaseWrite(entry)).toBe(true)
    // What a discard would lose, as the sync panel says it.
    expect(typedInCaseWrite(entry)).toBe('Sister says he is paid on Friday')
    await expect(reopenCaseWrite(entry, 'Africa/Lagos')).resolves.toBe('/cases/all/details/12')
    expect((await readDraft(recordDraft))?.values).toEqual({
      channel: 'call',
      diallingTime: '2026-11-24T13:10',
      connectionStatus: 'connected',
      contact: 'family',
      contactNumber: '08031234567',
      dateItem: 'callBack',
      dateTime: '2026-11-25T10:00',
      connectionTime: '2026-11-24T13:11',
      hangUpTime: '2026-11-24T13:14',
      dangerous: false,
      dangerousReason: '',
      recordText: 'Sister says he is paid on Friday',
    })
    expect(await outboxOf(7)).toEqual([])
    const shown = (await consoleDb.caseDetails.get(detailKey))!.detail
    expect(shown.collectionRecords.map((row) => row.id)).not.toContain(pendingRowId(entry.id))
  })

  it('never overwrites a record the user is writing on that case: the refused one stays in the outbox', async () => {
    const entry = await refusedRecord()
    await keepDraft(recordDraft, { recordText: 'Another call, half typed' })
    await expect(reopenCaseWrite(entry, 'Africa/Lagos')).resolves.toBeUndefined()
    expect((await readDraft(recordDraft))?.values).toEqual({ recordText: 'Another call, half typed' })
    expect((await outboxOf(7)).map((kept) => kept.id)).toEqual([entry.id])
  })

  it('is offered for a record, not for a mark', () => {
    const subject = { key: 'case:12', title: 'C1', openPath: '/cases/all/details/12' }
    const refused = {
      state: 'parked' as const,
      lastError: { code: 'record.madeAtInFuture', message: 'In the future.' },
    }
    expect(reopensCaseWrite({ action: 'addCollectionRecord', subject, ...refused })).toBe(true)
    expect(reopensCaseWrite({ action: 'markDeal', subject, ...refused })).toBe(false)
  })

  it('is not offered for a record the server may hold already: its answer lost, or failed on the server', () => {
    const subject = { key: 'case:12', title: 'C1', openPath: '/cases/all/details/12' }
    const record = { action: 'addCollectionRecord', subject, state: 'parked' as const }
    const answerLost = { code: 'outbox.answerNotKept', message: 'Taken.' }
    const failed = { code: 'server.failure', message: 'Failed.' }
    expect(reopensCaseWrite({ ...record, lastError: answerLost })).toBe(false)
    expect(reopensCaseWrite({ ...record, lastError: failed, serverFailures: 5 })).toBe(false)
    expect(reopensCaseWrite({ ...record, state: 'queued', lastError: null })).toBe(false)
  })
})
