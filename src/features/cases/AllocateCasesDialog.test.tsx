import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AllocationPreview } from '../../../contract/caseAllocation.ts'
import { ApiError } from '../../api/apiError.ts'
import { messages as english } from '../../locales/en/messages.po'
import { messages as spanish } from '../../locales/es/messages.po'
import { AllocateCasesDialog } from './AllocateCasesDialog.tsx'
import { caseAllocationCalls } from './useCaseAllocation.ts'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
  i18n.loadAndActivate({ locale: 'en', messages: english })
})

const teams = [
  {
    id: 4,
    name: 'Lagos S1 Collection',
    members: [
      { id: 11, name: 'Chinedu Okafor' },
      { id: 12, name: 'Tunde Bello' },
      { id: 13, name: 'Bisi Adeyemi' },
    ],
  },
  { id: 5, name: 'CDMX S2 Collection', members: [{ id: 21, name: 'Ana Torres' }] },
]
const cases = { caseIds: Array.from({ length: 50 }, (_, index) => 1000 + index) }

const preview: AllocationPreview = {
  teamId: 4,
  caseCount: 50,
  each: 25,
  extra: 0,
  shares: [
    { memberId: 11, name: 'Chinedu Okafor', holding: 130, count: 25 },
    { memberId: 12, name: 'Tunde Bello', holding: 128, count: 25 },
  ],
  leftOut: [{ memberId: 13, name: 'Bisi Adeyemi', reason: 'leave' }],
  skipped: [],
}

function renderDialog() {
  const onDone = vi.fn()
  render(
    <I18nProvider i18n={i18n}>
      <AllocateCasesDialog cases={cases} count={50} teams={teams} onClose={vi.fn()} onDone={onDone} />
    </I18nProvider>,
  )
  return onDone
}

const click = (name: string | RegExp) =>
  act(async () => fireEvent.click(screen.getByRole('button', { name })))
const chooseTeam = (label: string, team: string) =>
  fireEvent.change(screen.getByLabelText(label), {
    target: { value: String(teams.find((t) => t.name === team)?.id) },
  })

describe('the allocation dialog', () => {
  it('asks for a team before any preview, in the user’s language', async () => {
    const asked = vi.spyOn(caseAllocationCalls, 'preview')
    renderDialog()
    await click('Preview')
    expect(screen.getByRole('alert').textContent).toBe('please select a team')
    expect(asked).not.toHaveBeenCalled()
    cleanup()
    i18n.loadAndActivate({ locale: 'es', messages: spanish })
    renderDialog()
    await click('Vista previa')
    expect(screen.getByRole('alert').textContent).toBe('Por favor seleccione un equipo')
  })

  it('previews the even split with no member chosen: who gets how many, who is left out and why', async () => {
    const asked = vi.spyOn(caseAllocationCalls, 'preview').mockResolvedValue(preview)
    renderDialog()
    chooseTeam('Team', 'Lagos S1 Collection')
    expect(screen.getByText('No member chosen: an even split across the members on duty today.')).toBeTruthy()
    await click('Preview')
    expect(asked).toHaveBeenCalledWith(cases, { teamId: 4, memberIds: [] })
    const shown = screen.getByTestId('allocation-preview')
    expect(shown.textContent).toContain('50 cases: 25 to each of 2 members.')
    const rows = within(shown)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent))
    expect(rows.slice(1)).toEqual([
      ['Chinedu Okafor', '130', '25'],
      ['Tunde Bello', '128', '25'],
    ])
    expect(within(shown).getByTestId('allocation-left-out').textContent).toContain(
      'Bisi Adeyemi · On leave today',
    )
    // Another choice of members is another allocation: its preview is asked again.
    fireEvent.click(screen.getByLabelText('Chinedu Okafor'))
    expect(screen.queryByTestId('allocation-preview')).toBeNull()
    await click('Preview')
    expect(asked).toHaveBeenLastCalledWith(cases, { teamId: 4, memberIds: [11] })
  })

  it('allocates once however often confirm is pressed, locked behind a working bar until it answers', async () => {
    vi.spyOn(caseAllocationCalls, 'preview').mockResolvedValue(preview)
    let answer: (value: AllocationPreview) => void = () => {}
    const allocate = vi
      .spyOn(caseAllocationCalls, 'allocate')
      .mockReturnValue(new Promise((resolve) => (answer = resolve)))
    const onDone = renderDialog()
    chooseTeam('Team', 'Lagos S1 Collection')
    await click('Preview')
    const confirm = screen.getByRole('button', { name: 'Confirm: allocate 50 cases' })
    await act(async () => {
      fireEvent.click(confirm)
      fireEvent.click(confirm)
    })
    expect(allocate).toHaveBeenCalledTimes(1)
    expect(screen.getByRole('progressbar', { name: 'Allocating 50 cases…' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull()
    expect(screen.getByLabelText('Team').matches(':disabled')).toBe(true)
    await act(async () => answer(preview))
    expect(onDone).toHaveBeenCalledWith(preview)
  })

  it('shows the server’s refusal of a field under that field', async () => {
    vi.spyOn(caseAllocationCalls, 'preview').mockRejectedValue(
      new ApiError({
        type: 'invalid',
        code: 'request.invalid',
        message: 'Team: please select a team',
        data: { fields: [{ field: 'teamId', message: 'Team: please select a team', key: 'team.select' }] },
      }),
    )
    renderDialog()
    chooseTeam('Team', 'CDMX S2 Collection')
    await click('Preview')
    expect(screen.getByLabelText('Team').getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByRole('alert').textContent).toBe('please select a team')
  })

  it('names each chosen case that cannot be allocated and why, and allocates the rest only once agreed', async () => {
    const withSkipped: AllocationPreview = {
      ...preview,
      caseCount: 48,
      each: 24,
      skipped: [
        { caseId: 1003, caseNo: 'LG-0003', reason: 'closed', holderName: null },
        { caseId: 1007, caseNo: 'LG-0007', reason: 'alreadyHeld', holderName: 'Tunde Bello' },
      ],
    }
    vi.spyOn(caseAllocationCalls, 'preview').mockResolvedValue(withSkipped)
    const allocate = vi.spyOn(caseAllocationCalls, 'allocate').mockResolvedValue(withSkipped)
    renderDialog()
    chooseTeam('Team', 'Lagos S1 Collection')
    await click('Preview')
    const skipped = screen.getByTestId('allocation-skipped')
    expect(skipped.textContent).toContain('2 chosen cases cannot be allocated:')
    expect(
      within(skipped)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['LG-0003 · Closed already', 'LG-0007 · Already held by Tunde Bello'])
    const confirm = screen.getByRole('button', { name: 'Confirm: allocate 48 cases' }) as HTMLButtonElement
    expect(confirm.disabled).toBe(true)
    fireEvent.click(screen.getByLabelText('Allocate the other 48 cases, leaving these out'))
    expect(confirm.disabled).toBe(false)
    await click('Confirm: allocate 48 cases')
    expect(allocate).toHaveBeenCalledWith(cases, { teamId: 4, memberIds: [] }, expect.any(String), true)
  })

  it('says so when none of the chosen cases can be allocated, and reads in Spanish', async () => {
    const none: AllocationPreview = {
      ...preview,
      caseCount: 0,
      each: 0,
      shares: [],
      leftOut: [],
      skipped: [{ caseId: 1003, caseNo: 'LG-0003', reason: 'closed', holderName: null }],
    }
    vi.spyOn(caseAllocationCalls, 'preview').mockResolvedValue(none)
    i18n.loadAndActivate({ locale: 'es', messages: spanish })
    renderDialog()
    chooseTeam('Equipo', 'Lagos S1 Collection')
    await click('Vista previa')
    expect(screen.getByTestId('allocation-skipped').textContent).toContain(
      '1 caso elegido no se puede asignar:LG-0003 · Ya cerrado',
    )
    expect(screen.getByText('Ninguno de los casos elegidos se puede asignar.')).toBeTruthy()
    expect((screen.getByRole('button', { name: /^Confirmar/ }) as HTMLButtonElement).disabled).toBe(true)
  })
})
