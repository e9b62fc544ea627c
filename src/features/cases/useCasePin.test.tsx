import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act, render, renderHook, screen, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { clearBrowserDatabase, consoleDb } from '../../../db/database.ts'
import { markSent, outboxOf, park } from '../../../db/outbox.ts'
import { sampleCaseDetail, sampleCaseRow } from '../../../tests/support/caseSamples.ts'
import { Toaster } from '../../ui/toast.tsx'
import { caseOutbox } from './caseOutbox.ts'
import { useCasePin } from './useCasePin.ts'

const writer = { userId: 7, displayName: 'Chinedu Okafor' }
const wrapper = ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>
const texts = (role: 'alert' | 'status') => screen.queryAllByRole(role).map((toast) => toast.textContent)

beforeEach(async () => {
  await clearBrowserDatabase()
  await consoleDb.outbox.clear()
})

function pinning() {
  render(<Toaster />, { wrapper })
  const refreshList = vi.fn()
  const { result } = renderHook(() => useCasePin(writer, refreshList), { wrapper })
  return { result, refreshList }
}

const queuedEntry = async () => {
  await waitFor(async () => expect(await outboxOf(7)).toHaveLength(1))
  return (await outboxOf(7))[0]!
}

describe('a pin from a case list', () => {
  it('is queued and said at once; once the server has it the list is asked again', async () => {
    const { result, refreshList } = pinning()
    const row = sampleCaseRow(12)
    await act(() => result.current.mark(row, 'PIN'))
    expect(texts('status')).toContain(`${row.caseNo} pinned on top`)
    const entry = await queuedEntry()
    expect(entry).toMatchObject({ action: 'pin', payload: { caseId: 12, mark: 'PIN' } })
    expect(refreshList).not.toHaveBeenCalled()
    await act(() =>
      markSent(entry.id, () =>
        caseOutbox.settle(entry, { lifecycle: sampleCaseDetail(12).lifecycle, pinned: true }),
      ),
    )
    await waitFor(() => expect(refreshList).toHaveBeenCalledOnce())
  })

  it("a sixth pin, refused by the server later, shows the server's message and the list is asked again", async () => {
    const { result, refreshList } = pinning()
    await act(() => result.current.mark(sampleCaseRow(13), 'PIN'))
    const entry = await queuedEntry()
    await waitFor(() => expect(screen.queryAllByRole('status')).not.toHaveLength(0))
    const refusal = { code: 'case.pinLimit', message: 'You can pin at most 5 cases' }
    await act(() => park(entry.id, refusal, () => caseOutbox.refused(entry, refusal)))
    await waitFor(() => expect(texts('alert')).toContain('You can pin at most 5 cases'))
    expect(refreshList).toHaveBeenCalledOnce()
  })
})
