import { renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { staffFilters } from '../../contract/staffs.ts'
import { useLinkedFilters } from './useLinkedFilters.ts'

function listAt(listPath: string, address: string) {
  const memory = memoryLocation({ path: address, record: true })
  const apply = vi.fn()
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Router hook={memory.hook} searchHook={memory.searchHook}>
      {children}
    </Router>
  )
  renderHook(() => useLinkedFilters(true, staffFilters, apply, listPath), { wrapper })
  return { memory, apply }
}

describe("a link's filters, for the list at its own path only", () => {
  it('become the filters of the list the link opens, and the address goes back to the bare list', () => {
    const { memory, apply } = listAt('/staffs/index', '/staffs/index?search=Tunde+Bello')
    expect(apply).toHaveBeenCalledWith({ search: 'Tunde Bello' })
    expect(memory.history?.at(-1)).toBe('/staffs/index')
  })

  it('are left to the page they are for by a list kept alive, hidden, under it', () => {
    const { memory, apply } = listAt('/staffs/index', '/cases/all?search=Tunde+Bello')
    expect(apply).not.toHaveBeenCalled()
    expect(memory.history?.at(-1)).toBe('/cases/all?search=Tunde+Bello')
  })
})
