import { act, renderHook, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { consoleDb } from '../../db/database.ts'
import { draftKey, keepDraft, readDraft } from '../../db/drafts.ts'
import { useContractForm } from './useContractForm.ts'
import { draftPauseMs } from './useKeptDraft.ts'

const todo = z.object({ text: z.string().trim().min(1, 'required'), urgent: z.boolean() })
const blank = { text: '', urgent: false }
const key = draftKey({ userId: 7, form: 'todo', subject: 'case:370' })

const renderForm = (draft: { key: typeof key } | null = { key }) =>
  renderHook(() => useContractForm(todo, { initial: blank, ...(draft ? { draft } : {}) }))

const keptValues = async () => (await readDraft(key))?.values

beforeEach(() => consoleDb.drafts.clear())

describe('a form with the draft option', () => {
  it('keeps what is typed, and brings it back when the form opens again', async () => {
    const first = renderForm()
    await waitFor(() => expect(first.result.current.draft?.kept).toBe(false))
    act(() => first.result.current.set('text')('Call the sister'))
    await waitFor(() => expect(first.result.current.draft?.kept).toBe(true))
    expect(await keptValues()).toEqual({ text: 'Call the sister', urgent: false })
    expect(first.result.current.draft?.restoredFrom).toBeNull()
    first.unmount()

    const again = renderForm()
    await waitFor(() => expect(again.result.current.values.text).toBe('Call the sister'))
    expect(again.result.current.draft?.kept).toBe(true)
    expect(again.result.current.draft?.restoredFrom).toEqual(expect.any(Number))
  })

  it('writes what waits for the pause when the form closes', async () => {
    const { result, unmount } = renderForm()
    act(() => result.current.set('text')('Call'))
    await waitFor(() => expect(result.current.draft?.kept).toBe(true))
    act(() => result.current.set('text')('Call the sister'))
    unmount()
    await waitFor(async () => expect(await keptValues()).toEqual({ text: 'Call the sister', urgent: false }))
  })

  it.each([
    ['the page is left (a reload, the tab closed)', () => window.dispatchEvent(new Event('pagehide'))],
    [
      'the page is hidden',
      () => {
        vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden')
        document.dispatchEvent(new Event('visibilitychange'))
      },
    ],
  ])('writes what waits for the pause at once when %s', async (_, leave) => {
    const { result } = renderForm()
    act(() => result.current.set('text')('Call'))
    await waitFor(() => expect(result.current.draft?.kept).toBe(true))
    // On a controlled clock that never reaches the pause: only leaving the page can write now.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      act(() => result.current.set('text')('Call the sister'))
      expect(vi.getTimerCount()).toBe(1)
      act(leave)
      expect(vi.getTimerCount()).toBe(0)
      expect(await keptValues()).toEqual({ text: 'Call the sister', urgent: false })
    } finally {
      vi.useRealTimers()
      vi.restoreAllMocks()
    }
  })

  it('drops the draft when saved (reset) or discarded', async () => {
    await keepDraft(key, { text: 'Call the sister', urgent: true })
    const { result } = renderForm()
    await waitFor(() => expect(result.current.values).toEqual({ text: 'Call the sister', urgent: true }))
    act(() => result.current.reset())
    expect(result.current.draft?.kept).toBe(false)
    await waitFor(async () => expect(await keptValues()).toBeUndefined())

    act(() => result.current.set('text')('Ask for the address'))
    await waitFor(() => expect(result.current.draft?.kept).toBe(true))
    act(() => result.current.draft?.discard())
    expect(result.current.values).toEqual(blank)
    await waitFor(async () => expect(await keptValues()).toBeUndefined())
  })

  it('does not replace what the user typed before the draft was read, and keeps a field of another type out', async () => {
    await keepDraft(key, { text: 'Old words', urgent: 'yes' })
    const { result } = renderForm()
    act(() => result.current.set('text')('New words'))
    await waitFor(async () => expect(await keptValues()).toEqual({ text: 'New words', urgent: false }))
    expect(result.current.values.text).toBe('New words')
  })

  it('restores only the fields that fit the form', async () => {
    await keepDraft(key, { text: 'Call the sister', urgent: 'yes', gone: 'a field the form lost' })
    const { result } = renderForm()
    await waitFor(() => expect(result.current.values).toEqual({ text: 'Call the sister', urgent: false }))
  })

  it('keeps nothing without the option', async () => {
    const { result } = renderForm(null)
    // On a controlled clock: past the pause, a draft that was waiting would have been written.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      act(() => result.current.set('text')('Call the sister'))
      act(() => vi.advanceTimersByTime(draftPauseMs * 2))
      expect(vi.getTimerCount()).toBe(0)
    } finally {
      vi.useRealTimers()
    }
    expect(result.current.draft).toBeUndefined()
    expect(await consoleDb.drafts.count()).toBe(0)
  })
})
