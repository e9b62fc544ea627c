import { act, renderHook, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { caseDetailKey, saveCaseDetail } from '../../../db/caseCache.ts'
import { clearBrowserDatabase, consoleDb } from '../../../db/database.ts'
import { markSent, outboxOf, park } from '../../../db/outbox.ts'
import { sampleCaseDetail } from '../../../tests/support/caseSamples.ts'
import { fakeApi } from '../../../tests/support/fakeApi.ts'
import { caseOutbox } from './caseOutbox.ts'
import { isPendingRow } from './caseWriteEffects.ts'
import { useCaseDetail } from './useCaseDetail.ts'
import { useCaseWrites } from './useCaseWrites.ts'

// Keeping a detail can be held, to see what the screen shows while the browser is still writing it.
const keeping = vi.hoisted(() => ({ held: Promise.resolve() }))
vi.mock('../../../db/caseCache.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../db/caseCache.ts')>()
  return {
    ...original,
    saveCaseDetail: async (...args: Parameters<typeof original.saveCaseDetail>) => {
      await keeping.held
      return original.saveCaseDetail(...args)
    },
    saveServerCaseDetail: async (...args: Parameters<typeof original.saveServerCaseDetail>) => {
      await keeping.held
      return original.saveServerCaseDetail(...args)
    },
  }
})

const userId = 7
const key = caseDetailKey(userId, 12)

const writer = { userId, displayName: 'Chinedu Okafor' }

function useDetailAndWrites(caseId: number) {
  const detail = useCaseDetail(caseId, userId)
  const writes = useCaseWrites(writer, caseId, detail.refresh)
  return { ...detail, writes }
}

beforeEach(async () => {
  await clearBrowserDatabase()
  await consoleDb.outbox.clear()
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => {
  keeping.held = Promise.resolve()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('a case detail, local copy first', () => {
  it('shows the kept copy while offline, and says when it was saved', async () => {
    await saveCaseDetail(key, sampleCaseDetail(12))
    fakeApi({ '/collection/case/detail': () => 'offline' })
    const { result } = renderHook(() => useCaseDetail(12, userId))
    await waitFor(() => expect(result.current.failure?.type).toBe('offline'))
    expect(result.current.detail?.orderNo).toBe('ORD-12')
    expect(result.current.savedAt).toBeGreaterThan(0)
  })

  it('opened for the first time, the case shows as the server answers, before it is kept', async () => {
    let release = () => {}
    keeping.held = new Promise((resolve) => (release = resolve))
    fakeApi({ '/collection/case/detail': () => ({ data: sampleCaseDetail(12) }) })
    const { result } = renderHook(() => useCaseDetail(12, userId))
    await waitFor(() => expect(result.current.detail?.orderNo).toBe('ORD-12'))
    expect(result.current.reading).toBe(false)
    expect(await consoleDb.caseDetails.get(key)).toBeUndefined()
    release()
    await waitFor(() => expect(result.current.refreshing).toBe(false))
    expect((await consoleDb.caseDetails.get(key))?.detail.orderNo).toBe('ORD-12')
    expect(result.current.detail?.orderNo).toBe('ORD-12')
  })

  it("someone else's case is refused, and a copy kept from when it was ours is dropped", async () => {
    await saveCaseDetail(key, sampleCaseDetail(12))
    fakeApi({
      '/collection/case/detail': () => ({
        code: 'case.notYours',
        message: 'This case is not allocated to you',
        status: 403,
      }),
    })
    const { result } = renderHook(() => useCaseDetail(12, userId))
    await waitFor(() => expect(result.current.failure?.code).toBe('case.notYours'))
    expect(result.current.failure?.type).toBe('forbidden')
    await waitFor(() => expect(result.current.detail).toBeUndefined())
    expect(await consoleDb.caseDetails.get(key)).toBeUndefined()
  })
})

describe('writes on a case, through the outbox', () => {
  const record = {
    diallingTime: '2026-11-24T08:30:00.000Z',
    connectionStatus: 'notConnected' as const,
    contact: 'self' as const,
    contactNumber: '',
    dateItem: 'none' as const,
    dangerous: false,
    recordText: 'No answer',
  }
  const opened = async () => {
    const view = renderHook(() => useDetailAndWrites(12))
    await waitFor(() => expect(view.result.current.refreshing).toBe(false))
    expect(view.result.current.detail).toBeDefined()
    return view
  }

  it('deal, no deal, deal: three marks, the first answer lost, are three writes with three ids and the case ends as deal', async () => {
    const api = fakeApi({ '/collection/case/detail': () => ({ data: sampleCaseDetail(12) }) })
    const { result } = await opened()
    await act(async () => {
      expect((await result.current.writes.mark('MARK_DEAL')).ok).toBe(true)
      expect((await result.current.writes.mark('MARK_NO_DEAL')).ok).toBe(true)
      expect((await result.current.writes.mark('MARK_DEAL')).ok).toBe(true)
    })
    // Nothing was sent by the view: the outbox holds the three, in the order they were made.
    expect(api.calls.some((call) => call.path === '/collection/case/mark')).toBe(false)
    const queued = await outboxOf(userId)
    expect(queued.map((entry) => entry.action)).toEqual(['markDeal', 'markNoDeal', 'markDeal'])
    expect(queued.map((entry) => entry.payload.mark)).toEqual(['MARK_DEAL', 'MARK_NO_DEAL', 'MARK_DEAL'])
    expect(new Set(queued.map((entry) => entry.id)).size).toBe(3)
    for (const entry of queued) expect(entry.payload.clientMutationId).toBe(entry.id)
    expect(queued[0]?.subject).toEqual({
      key: 'case:12',
      title: 'C000012 · Customer 12',
      openPath: '/cases/all/details/12',
    })
    await waitFor(() => expect(result.current.detail?.lifecycle.deal).toBe(true))
    expect(result.current.writes.pending.markWaiting).toBe(true)

    // The server answers each id once (the first one's answer lost, then given again for the same
    // id); each answer lands with the later marks still shown on top, so the case never flips back.
    const answered = (deal: boolean) => ({
      lifecycle: { ...sampleCaseDetail(12).lifecycle, deal },
      pinned: false,
    })
    for (const [entry, deal] of [
      [queued[0]!, true],
      [queued[1]!, false],
      [queued[2]!, true],
    ] as const) {
      await markSent(entry.id, () => caseOutbox.settle(entry, answered(deal)))
      expect((await consoleDb.caseDetails.get(key))?.detail.lifecycle.deal).toBe(true)
    }
    await waitFor(() => expect(result.current.writes.pending.markWaiting).toBe(false))
    expect(result.current.detail?.row.deal).toBe(true)
  })

  it('a record and a to-do added offline show at once as pending, and are still there after a reload', async () => {
    fakeApi({ '/collection/case/detail': () => 'offline' })
    await saveCaseDetail(key, sampleCaseDetail(12))
    const first = renderHook(() => useDetailAndWrites(12))
    await waitFor(() => expect(first.result.current.failure?.type).toBe('offline'))
    await act(async () => {
      expect((await first.result.current.writes.addRecord(record)).ok).toBe(true)
      expect((await first.result.current.writes.addTodo('Call back', '2026-11-25T08:30:00.000Z')).ok).toBe(
        true,
      )
    })
    await waitFor(() => expect(first.result.current.detail?.todos).toHaveLength(1))
    first.unmount()

    // Reopened, still offline: the kept copy and the outbox hold both, each with its one id.
    const { result } = renderHook(() => useDetailAndWrites(12))
    await waitFor(() => expect(result.current.detail?.todos).toHaveLength(1))
    const shownRecord = result.current.detail!.collectionRecords[0]!
    const shownTodo = result.current.detail!.todos[0]!
    expect(shownRecord).toMatchObject({ recordText: 'No answer', author: 'Chinedu Okafor' })
    expect(isPendingRow(shownRecord) && isPendingRow(shownTodo)).toBe(true)
    await waitFor(() =>
      expect(result.current.writes.pending.ofRow(shownRecord.id)).toEqual({ state: 'waiting' }),
    )
    expect(result.current.writes.pending.ofRow(shownTodo.id)).toEqual({ state: 'waiting' })
    const [recordWrite, todoWrite] = await outboxOf(userId)
    expect(recordWrite).toMatchObject({
      action: 'addCollectionRecord',
      path: '/collection/case/record',
      payload: { caseId: 12, clientMutationId: recordWrite!.id, record },
    })
    expect(todoWrite).toMatchObject({
      action: 'addTodo',
      payload: { caseId: 12, clientMutationId: todoWrite!.id, text: 'Call back' },
    })
  })

  it("the server's copy, read while writes wait, keeps showing them on top", async () => {
    let network: 'down' | 'up' = 'down'
    fakeApi({
      '/collection/case/detail': () => (network === 'down' ? 'offline' : { data: sampleCaseDetail(12) }),
    })
    await saveCaseDetail(key, sampleCaseDetail(12))
    const { result } = renderHook(() => useDetailAndWrites(12))
    await waitFor(() => expect(result.current.failure?.type).toBe('offline'))
    await act(async () => {
      await result.current.writes.addRecord(record)
      await result.current.writes.mark('MARK_DEAL')
    })
    network = 'up'
    act(() => result.current.refresh())
    await waitFor(() => expect(result.current.failure).toBeNull())
    await waitFor(() => expect(result.current.refreshing).toBe(false))
    expect(result.current.detail?.collectionRecords.map((shown) => shown.recordText)).toEqual(['No answer'])
    expect(result.current.detail?.lifecycle.deal).toBe(true)
  })

  it('a write parked because the case closed meanwhile closes the kept case and raises the refresh notice', async () => {
    fakeApi({ '/collection/case/detail': () => ({ data: sampleCaseDetail(12) }) })
    const { result } = await opened()
    await act(async () => {
      await result.current.writes.addTodo('Call back', '2026-11-25T08:30:00.000Z')
    })
    const [entry] = await outboxOf(userId)
    const failure = { code: 'case.closed', message: 'Case closed already, please refresh this page' }
    await park(entry!.id, failure, () => caseOutbox.refused(entry!, failure))
    await waitFor(() => expect(result.current.writes.closedMeanwhile).toBe(true))
    // The shown case says closed at once, so no form or mark stays open under the notice.
    expect(result.current.detail?.lifecycle.closed).toBe(true)
    const pendingTodo = result.current.detail!.todos[0]!
    expect(result.current.writes.pending.ofRow(pendingTodo.id)).toEqual({
      state: 'refused',
      reason: failure.message,
    })
    act(() => result.current.writes.acknowledgeClosed())
    expect(result.current.writes.closedMeanwhile).toBe(false)
  })

  it('a pin refused later for the pin limit is undone on screen by asking the case again', async () => {
    fakeApi({ '/collection/case/detail': () => ({ data: sampleCaseDetail(12) }) })
    const { result } = await opened()
    await act(async () => {
      await result.current.writes.mark('PIN')
    })
    await waitFor(() => expect(result.current.detail?.row.pinned).toBe(true))
    const [entry] = await outboxOf(userId)
    await waitFor(() => expect(result.current.writes.pending.markWaiting).toBe(true))
    const failure = { code: 'case.pinLimit', message: 'You can pin at most 5 cases' }
    await act(() => park(entry!.id, failure, () => caseOutbox.refused(entry!, failure)))
    await waitFor(() => expect(result.current.detail?.row.pinned).toBe(false))
    expect(result.current.writes.closedMeanwhile).toBe(false)
    expect(result.current.writes.pending.markWaiting).toBe(false)
  })

  it('a write the browser cannot keep is refused at once, and nothing is shown or queued', async () => {
    fakeApi({ '/collection/case/detail': () => ({ data: sampleCaseDetail(12) }) })
    const { result } = await opened()
    vi.spyOn(consoleDb.outbox, 'add').mockRejectedValueOnce(new Error('QuotaExceededError'))
    let outcome: Awaited<ReturnType<typeof result.current.writes.mark>> | undefined
    await act(async () => {
      outcome = await result.current.writes.mark('MARK_DEAL')
    })
    expect(outcome).toMatchObject({ ok: false, error: { code: 'client.failure' } })
    expect(await outboxOf(userId)).toEqual([])
    expect((await consoleDb.caseDetails.get(key))?.detail.lifecycle.deal).toBe(false)
  })
})
