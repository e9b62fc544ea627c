import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { allMenuIds, roleIds } from '../../../contract/menus.ts'
import type { CurrentUser } from '../../../contract/session.ts'
import { fakeApi } from '../../../tests/support/fakeApi.ts'
import { Toaster } from '../../ui/toast.tsx'
import { useRowSelection } from '../../ui/useRowSelection.ts'
import { CaseAllocationButtons, useCaseAllocationOffer } from './CaseAllocationButtons.tsx'
import { caseAllocationCalls } from './useCaseAllocation.ts'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const manager = { userId: 1, roleId: roleIds.manager, menuIdList: allMenuIds } as unknown as CurrentUser

/** The buttons over three chosen cases (or every case the filter finds) of a list filtered to unpaid ones. */
function Chosen({ every = false, onChanged }: { every?: boolean; onChanged: () => void }) {
  const selection = useRowSelection('unpaid')
  const offer = useCaseAllocationOffer(manager)
  if (selection.state.kind === 'rows' && selection.state.ids.size === 0)
    return (
      <button
        type="button"
        onClick={() => (every ? selection.selectAllMatching() : selection.setRows([7, 8, 9], true))}
      >
        Choose
      </button>
    )
  return (
    <CaseAllocationButtons
      user={manager}
      offer={offer}
      selection={selection}
      filters={{ status: 'unpaid' }}
      matching={120}
      onChanged={onChanged}
    />
  )
}

function renderChosen(every = false) {
  const onChanged = vi.fn()
  render(
    <I18nProvider i18n={i18n}>
      <Toaster />
      <Chosen every={every} onChanged={onChanged} />
    </I18nProvider>,
  )
  fireEvent.click(screen.getByRole('button', { name: 'Choose' }))
  return onChanged
}

describe('allocating and retrieving the chosen cases', () => {
  it('offline, both need the server and say so', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    renderChosen()
    for (const name of ['Allocate', 'Retrieve']) {
      const button = screen.getByRole('button', { name }) as HTMLButtonElement
      expect(button.disabled).toBe(true)
      expect(button.getAttribute('aria-describedby')).toBeTruthy()
    }
    expect(screen.getByText('This needs the server, and you are offline.')).toBeTruthy()
  })

  it('retrieval asks first, naming how many, then takes the cases back once and says so', async () => {
    const retrieve = vi.spyOn(caseAllocationCalls, 'retrieve').mockResolvedValue({ caseCount: 3 })
    const onChanged = renderChosen()
    fireEvent.click(screen.getByRole('button', { name: 'Retrieve' }))
    expect(screen.getByRole('dialog', { name: 'Retrieve 3 cases?' })).toBeTruthy()
    const confirm = screen.getAllByRole('button', { name: 'Retrieve' }).at(-1)!
    await act(async () => {
      fireEvent.click(confirm)
      fireEvent.click(confirm)
    })
    expect(retrieve).toHaveBeenCalledTimes(1)
    expect(retrieve.mock.calls[0]?.[0]).toEqual({ caseIds: [7, 8, 9] })
    expect(await screen.findByText('3 cases retrieved')).toBeTruthy()
    expect(onChanged).toHaveBeenCalled()
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('every case the filter finds goes to the server as the filter, not as ids', async () => {
    const retrieve = vi.spyOn(caseAllocationCalls, 'retrieve').mockResolvedValue({ caseCount: 120 })
    renderChosen(true)
    fireEvent.click(screen.getByRole('button', { name: 'Retrieve' }))
    expect(screen.getByRole('dialog', { name: 'Retrieve 120 cases?' })).toBeTruthy()
    await act(async () => fireEvent.click(screen.getAllByRole('button', { name: 'Retrieve' }).at(-1)!))
    expect(retrieve.mock.calls[0]?.[0]).toEqual({ status: 'unpaid' })
  })

  it('after allocating with cases the user agreed to leave out, says how many were left out', async () => {
    fakeApi({
      '/collection/case/allocation/teams': () => ({
        data: [{ id: 4, name: 'Lagos S1 Collection', members: [{ id: 11, name: 'Chinedu Okafor' }] }],
      }),
    })
    const answer = {
      teamId: 4,
      caseCount: 2,
      each: 2,
      extra: 0,
      shares: [{ memberId: 11, name: 'Chinedu Okafor', holding: 3, count: 2 }],
      leftOut: [],
      skipped: [{ caseId: 8, caseNo: 'LG-0008', reason: 'closed' as const, holderName: null }],
    }
    vi.spyOn(caseAllocationCalls, 'preview').mockResolvedValue(answer)
    vi.spyOn(caseAllocationCalls, 'allocate').mockResolvedValue(answer)
    renderChosen()
    fireEvent.click(screen.getByRole('button', { name: 'Allocate' }))
    const team = await screen.findByRole('option', { name: 'Lagos S1 Collection' })
    fireEvent.change(team.closest('select')!, { target: { value: '4' } })
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Preview' })))
    fireEvent.click(screen.getByLabelText('Allocate the other 2 cases, leaving these out'))
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Confirm: allocate 2 cases' })))
    expect(await screen.findByText('2 cases allocated. 1 case left out, as agreed.')).toBeTruthy()
  })
})
