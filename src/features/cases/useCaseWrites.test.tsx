import { act, renderHook, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { caseDetailKey, saveCaseDetail } from '../../../db/caseCache.ts'
import { clearBrowserDatabase, consoleDb } from '../../../db/database.ts'
import { markSending, markSent, markUnsent, outboxOf } from '../../../db/outbox.ts'
import { sampleCaseDetail } from '../../../tests/support/caseSamples.ts'
import { publishSyncStatus } from '../../api/sync/syncStatus.ts'
import { type NewCollectionRecord, useCaseWrites } from './useCaseWrites.ts'

const writer = { userId: 7, displayName: 'Chinedu Okafor' }
const record: NewCollectionRecord = {
  diallingTime: '2026-11-24T08:30:00.000Z',
  connectionStatus: 'notConnected',
  contact: 'self',
  contactNumber: '',
  dateItem: 'none',
  dangerous: false,
  recordText: 'Call tomorrow',
} as NewCollectionRecord

beforeEach(async () => {
  await clearBrowserDatabase()
  await consoleDb.outbox.clear()
  await saveCaseDetail(caseDetailKey(7, 12), sampleCaseDetail(12))
})

/** The record form's save on case 12, noting what it is told of the record as it goes. */
async function saveRecord() {
  const said: string[] = []
  const { result } = renderHook(() => useCaseWrites(writer, 12, () => {}))
  const saved = await act(() =>
    result.current.addRecord(record, { taken: () => said.push('taken'), kept: () => said.push('kept') }),
  )
  if (!saved.ok) throw saved.error
  return { said, id: saved.value as string }
}

describe('what the record form is told of a record it saved', () => {
  it('saved without a connection: kept on this computer at once, and never taken before the server takes it', async () => {
    publishSyncStatus({ connection: 'offline', retryAt: null })
    const { said, id } = await saveRecord()
    expect(said).toEqual(['kept'])
    await act(() => markSending(id))
    await act(() => markUnsent(id, { code: 'network', message: 'The server cannot be reached.' }))
    await act(() => markSending(id))
    await act(() => markSent(id))
    await waitFor(() => expect(said).toEqual(['kept', 'taken']))
  })

  it('saved online: nothing until the server took it, then taken', async () => {
    publishSyncStatus({ connection: 'online', retryAt: null })
    const { said, id } = await saveRecord()
    expect((await outboxOf(7)).map((entry) => entry.id)).toEqual([id])
    expect(said).toEqual([])
    await act(() => markSending(id))
    await act(() => markSent(id))
    await waitFor(() => expect(said).toEqual(['taken']))
  })

  it('saved online, its try failing: kept on this computer, once, then taken when it gets through', async () => {
    publishSyncStatus({ connection: 'online', retryAt: null })
    const { said, id } = await saveRecord()
    for (let tries = 0; tries < 2; tries += 1) {
      await act(() => markSending(id))
      await act(() => markUnsent(id, { code: 'network', message: 'The server cannot be reached.' }))
      await waitFor(() => expect(said).toEqual(['kept']))
    }
    await act(() => markSending(id))
    await act(() => markSent(id))
    await waitFor(() => expect(said).toEqual(['kept', 'taken']))
  })
})
