import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { StaffRow } from '../../../contract/staffs.ts'
import { fakeApi } from '../../../tests/support/fakeApi.ts'
import { messages as english } from '../../locales/en/messages.po'
import { MemberPicker } from './MemberPicker.tsx'

afterEach(() => {
  cleanup()
  act(() => i18n.loadAndActivate({ locale: 'en', messages: english }))
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const staff = (id: number, name: string, overrides: Partial<StaffRow> = {}): StaffRow => ({
  id,
  name,
  username: `member.${id}`,
  phone: `52551000${id}`,
  roleId: 2,
  roleName: 'Collector',
  teamId: 3,
  teamName: `Team ${id % 20}`,
  timeZone: 'America/Mexico_City',
  entryDate: '2026-01-05',
  leftDate: null,
  status: 'onDuty',
  valid: true,
  ...overrides,
})

/** 20 teams of 30: 600 members, of whom the server answers those matching what is typed. */
const everyone = Array.from({ length: 600 }, (_, i) =>
  staff(i + 1, `Member ${String(i + 1).padStart(3, '0')}`),
)

function renderPicker(value = '', chosenName = '') {
  const onChange = vi.fn()
  render(
    <I18nProvider i18n={i18n}>
      <MemberPicker label="Team leader" value={value} chosenName={chosenName} onChange={onChange} />
    </I18nProvider>,
  )
  return onChange
}

describe('the member picker', () => {
  it('searches the server as one types and finds a member far past any first page', async () => {
    const { calls } = fakeApi({
      '/sys/staff/list': (query) => {
        const typed = query.get('search') ?? ''
        const rows = everyone.filter((row) => row.name.includes(typed)).slice(0, Number(query.get('limit')))
        return { data: { rows, nextCursor: null } }
      },
    })
    const onChange = renderPicker()
    fireEvent.change(screen.getByRole('combobox', { name: 'Team leader' }), { target: { value: '587' } })
    const option = await screen.findByRole('option', { name: /Member 587/ })
    expect(calls.at(-1)?.query.get('search')).toBe('587')
    fireEvent.click(option)
    expect(onChange).toHaveBeenCalledWith('587')
    expect((screen.getByRole('combobox') as HTMLInputElement).value).toBe('Member 587')
  })

  it('leaves out members who left or are invalid, and says when no one matches', async () => {
    fakeApi({
      '/sys/staff/list': (query) => ({
        data: {
          rows:
            query.get('search') === 'gone'
              ? [
                  staff(1, 'Gone Member', { leftDate: '2026-02-01' }),
                  staff(2, 'Invalid Member', { valid: false }),
                ]
              : [],
          nextCursor: null,
        },
      }),
    })
    renderPicker()
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'gone' } })
    expect(await screen.findByText('No member matches.')).toBeTruthy()
    expect(screen.queryByRole('option')).toBeNull()
  })

  it('chooses with the keyboard, and Clear chooses no one', async () => {
    fakeApi({ '/sys/staff/list': () => ({ data: { rows: everyone.slice(0, 3), nextCursor: null } }) })
    const onChange = renderPicker('9', 'Tunde Bello')
    const box = screen.getByRole('combobox') as HTMLInputElement
    expect(box.value).toBe('Tunde Bello')
    fireEvent.click(screen.getByRole('button', { name: 'Clear Team leader' }))
    expect(onChange).toHaveBeenLastCalledWith('')
    fireEvent.keyDown(box, { key: 'ArrowDown' })
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(3))
    fireEvent.keyDown(box, { key: 'ArrowDown' })
    fireEvent.keyDown(box, { key: 'Enter' })
    expect(onChange).toHaveBeenLastCalledWith('2')
  })
})
