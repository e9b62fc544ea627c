import { act, renderHook, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { caseDetailKey, saveCaseDetail } from '../../../db/caseCache.ts'
import { clearBrowserDatabase, consoleDb } from '../../../db/database.ts'
import { sampleCaseDetail } from '../../../tests/support/caseSamples.ts'
import { fakeApi } from '../../../tests/support/fakeApi.ts'
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
  }
})

const userId = 7
const key = caseDetailKey(userId, 12)

function useDetailAndWrites(caseId: number) {
  const detail = useCaseDetail(caseId, userId)
  const writes = useCaseWrites(caseId, detail.key, detail.refresh)
  return { ...detail, writes }
}

beforeEach(async () => {
  await clearBrowserDatabase()
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

describe('writes on a case', () => {
  it('a mark is sent with a fresh client mutation id and the kept detail follows its answer', async () => {
    let pinned = false
    const detailNow = () => {
      const detail = sampleCaseDetail(12)
      return { ...detail, row: { ...detail.row, pinned } }
    }
    const api = fakeApi({
      '/collection/case/detail': () => ({ data: detailNow() }),
      '/collection/case/mark': () => {
        pinned = true
        return { data: { lifecycle: detailNow().lifecycle, pinned } }
      },
    })
    const { result } = renderHook(() => useDetailAndWrites(12))
    await waitFor(() => expect(result.current.detail).toBeDefined())
    api.fetchMock.mockClear()
    await act(async () => {
      const outcome = await result.current.writes.mark('PIN')
      expect(outcome.ok).toBe(true)
    })
    const sent = api.calls.find((call) => call.path === '/collection/case/mark')!.body as Record<
      string,
      unknown
    >
    expect(sent).toMatchObject({ caseId: 12, mark: 'PIN' })
    expect(sent.clientMutationId).toMatch(/^[0-9a-f-]{36}$/)
    await waitFor(() => expect(result.current.refreshing).toBe(false))
    expect(result.current.detail?.row.pinned).toBe(true)
  })

  it('a write refused because the case closed meanwhile raises the refresh notice; refreshing clears it', async () => {
    fakeApi({
      '/collection/case/detail': () => ({ data: sampleCaseDetail(12) }),
      '/collection/case/todo': () => ({
        code: 'case.closed',
        message: 'Case closed already, please refresh this page',
        status: 409,
      }),
    })
    const { result } = renderHook(() => useDetailAndWrites(12))
    await waitFor(() => expect(result.current.detail).toBeDefined())
    let outcome: Awaited<ReturnType<typeof result.current.writes.addTodo>> | undefined
    await act(async () => {
      outcome = await result.current.writes.addTodo(
        'Call back',
        '2026-11-24T08:30:00.000Z',
        crypto.randomUUID(),
      )
    })
    expect(outcome).toMatchObject({ ok: false, error: { code: 'case.closed' } })
    expect(result.current.writes.closedMeanwhile).toBe(true)
    // The shown case says closed at once, so no form or mark stays open under the notice.
    await waitFor(() => expect(result.current.detail?.lifecycle.closed).toBe(true))
    act(() => result.current.writes.acknowledgeClosed())
    expect(result.current.writes.closedMeanwhile).toBe(false)
  })

  it("the server's refusal of a sixth pin comes back as it was said", async () => {
    fakeApi({
      '/collection/case/detail': () => ({ data: sampleCaseDetail(12) }),
      '/collection/case/mark': () => ({ code: 'case.pinLimit', message: 'You can pin at most 5 cases' }),
    })
    const { result } = renderHook(() => useDetailAndWrites(12))
    await waitFor(() => expect(result.current.detail).toBeDefined())
    let outcome: Awaited<ReturnType<typeof result.current.writes.mark>> | undefined
    await act(async () => {
      outcome = await result.current.writes.mark('PIN')
    })
    expect(outcome).toMatchObject({
      ok: false,
      error: { code: 'case.pinLimit', message: 'You can pin at most 5 cases' },
    })
    expect(result.current.writes.closedMeanwhile).toBe(false)
  })

  it('a mark whose answer was lost goes again with the same id; the next mark gets a new one', async () => {
    let network: 'down' | 'up' = 'down'
    const api = fakeApi({
      '/collection/case/detail': () => ({ data: sampleCaseDetail(12) }),
      '/collection/case/mark': () =>
        network === 'down'
          ? 'offline'
          : { data: { lifecycle: sampleCaseDetail(12).lifecycle, pinned: true } },
    })
    const { result } = renderHook(() => useDetailAndWrites(12))
    await waitFor(() => expect(result.current.detail).toBeDefined())
    const markIds = () =>
      api.calls
        .filter((call) => call.path === '/collection/case/mark')
        .map((call) => (call.body as { clientMutationId: string }).clientMutationId)
    await act(async () => {
      expect((await result.current.writes.mark('MARK_DEAL')).ok).toBe(false)
      expect((await result.current.writes.mark('MARK_DEAL')).ok).toBe(false)
      network = 'up'
      expect((await result.current.writes.mark('MARK_DEAL')).ok).toBe(true)
      expect((await result.current.writes.mark('MARK_DEAL')).ok).toBe(true)
    })
    const [first, second, third, fourth] = markIds()
    expect(second).toBe(first)
    expect(third).toBe(first)
    expect(fourth).not.toBe(first)
  })
})
