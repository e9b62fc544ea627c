import { renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { useLinkedFilters } from './useLinkedFilters.ts'

function linkedTo(path: string, ready = true) {
  const memory = memoryLocation({ path, record: true })
  const setQuery = vi.fn()
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Router hook={memory.hook} searchHook={memory.searchHook}>
      {children}
    </Router>
  )
  const view = renderHook(({ isReady }) => useLinkedFilters(isReady, setQuery), {
    wrapper,
    initialProps: { isReady: ready },
  })
  return { memory, setQuery, view }
}

describe('a link into a case list with filters', () => {
  it('keeps them as the list’s filters in the work queue’s order, once the preferences are read', () => {
    const { memory, setQuery, view } = linkedTo('/cases/collection?dueToday=appointments&ownerId=22', false)
    expect(setQuery).not.toHaveBeenCalled()
    view.rerender({ isReady: true })
    expect(setQuery).toHaveBeenCalledWith({
      filters: { dueToday: 'appointments', ownerId: 22 },
      sort: 'workQueue',
      order: 'asc',
    })
    expect(memory.history?.at(-1)).toBe('/cases/collection')
  })

  it('leaves the kept filters alone when the link’s do not pass the contract', () => {
    const { memory, setQuery } = linkedTo('/cases/collection?dueToday=tomorrow')
    expect(setQuery).not.toHaveBeenCalled()
    expect(memory.history?.at(-1)).toBe('/cases/collection')
  })
})
