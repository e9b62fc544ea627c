import { renderHook, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { menuIds } from '../../../contract/menus.ts'
import { clearBrowserDatabase } from '../../../db/database.ts'
import { fakeApi } from '../../../tests/support/fakeApi.ts'
import { useCaseFilterChoices } from './useCaseFilterChoices.ts'

const manager = [menuIds.cases, menuIds.staffs]

beforeEach(async () => {
  await clearBrowserDatabase()
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('what the case filters offer', () => {
  it('is asked once the list’s rows came, and stays when the list asks again', async () => {
    const api = fakeApi({
      '/sys/menu/allApp': () => ({ data: [] }),
      '/collection/case/filterChoices': () => ({
        data: { owners: [{ id: 4, name: 'Ana Ruiz' }], teamTypes: [{ id: 1, name: 'Early' }] },
      }),
      '/sys/team/all': () => ({ data: [] }),
    })
    const { result, rerender } = renderHook(({ rowsCame }) => useCaseFilterChoices(manager, rowsCame), {
      initialProps: { rowsCame: false },
    })
    // The rows are the list's first question: nothing else goes to the server before they answer.
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(api.calls).toEqual([])
    rerender({ rowsCame: true })
    await waitFor(() => expect(result.current.owners.map((owner) => owner.name)).toEqual(['Ana Ruiz']))
    expect(result.current.teamTypes.map((type) => type.name)).toEqual(['Early'])
    expect(api.calls.map((call) => call.path).sort()).toEqual([
      '/collection/case/filterChoices',
      '/sys/menu/allApp',
      '/sys/team/all',
    ])
    // Another filter asked (the rows being read again) keeps the choices offered.
    rerender({ rowsCame: false })
    expect(result.current.owners.map((owner) => owner.name)).toEqual(['Ana Ruiz'])
  })
})
