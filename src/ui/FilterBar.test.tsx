import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act, cleanup, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { clearBrowserDatabase } from '../../db/database.ts'
import { messages as english } from '../locales/en/messages.po'
import { messages as spanish } from '../locales/es/messages.po'
import { FilterBar, type FilterChange, type FilterField } from './FilterBar.tsx'
import { describeList, useListScreen } from './useListScreen.ts'

// A list of its own: cards by team, member within the team, and a search.
const cardFilters = z.object({
  teamId: z.int().positive().optional(),
  memberId: z.int().positive().optional(),
  search: z.string().optional(),
  addedFrom: z.iso.date().optional(),
  addedTo: z.iso.date().optional(),
})
type CardFilters = z.infer<typeof cardFilters>
const cardScreen = describeList(
  { area: 'test', view: 'cards' },
  { filters: cardFilters, sorts: ['addedAt'] as const },
  { filters: {}, sort: 'addedAt', order: 'desc' },
)
const fields: FilterField<CardFilters>[] = [
  { kind: 'search', name: 'search', label: 'Card number', width: 'w-56' },
  {
    kind: 'choice',
    name: 'teamId',
    label: 'Team',
    width: 'w-44',
    numeric: true,
    clears: ['memberId'],
    choices: [
      { value: '1', label: 'North' },
      { value: '2', label: 'South' },
    ],
  },
  {
    kind: 'choice',
    name: 'memberId',
    label: 'Member',
    width: 'w-44',
    numeric: true,
    choices: [{ value: '7', label: 'Ana' }],
  },
  { kind: 'dates', name: 'addedFrom', to: 'addedTo', label: 'Added', width: 'w-72', timeZone: 'UTC' },
]

function Bar({ changes }: { changes?: Array<[string, FilterChange]> }) {
  const screenState = useListScreen(cardScreen)
  return (
    <>
      <output data-testid="kept">{JSON.stringify(screenState.filters)}</output>
      <FilterBar
        fields={fields}
        values={screenState.filters}
        onChange={(field, value) => {
          changes?.push([field.name, value])
          screenState.changeFilter(field, value)
        }}
        label="Card filters"
      />
    </>
  )
}

const renderBar = (changes?: Array<[string, FilterChange]>) =>
  render(
    <I18nProvider i18n={i18n}>
      <Bar changes={changes} />
    </I18nProvider>,
  )

beforeEach(async () => {
  await clearBrowserDatabase()
  act(() => i18n.loadAndActivate({ locale: 'en', messages: english }))
})
afterEach(cleanup)

describe('a list screen’s filters, as data', () => {
  it('asks for a search on Enter or on leaving the field, not at each key', async () => {
    const changes: Array<[string, string]> = []
    renderBar(changes)
    const search = screen.getByLabelText('Card number')
    fireEvent.change(search, { target: { value: '  0001' } })
    expect(changes).toEqual([])
    fireEvent.submit(screen.getByRole('form', { name: 'Card filters' }))
    expect(changes).toEqual([['search', '0001']])
    await waitFor(() => expect((search as HTMLInputElement).value).toBe('0001'))
    // Leaving the field with nothing new asks nothing again.
    fireEvent.blur(search)
    expect(changes).toHaveLength(1)
    fireEvent.change(search, { target: { value: '0002' } })
    fireEvent.blur(search)
    expect(changes.at(-1)).toEqual(['search', '0002'])
  })

  it('asks for a search on Enter in its field, in a bar of two searches', () => {
    const asked: Array<[string, FilterChange]> = []
    type Searches = { card?: string; holder?: string }
    const twoSearches: FilterField<Searches>[] = [
      { kind: 'search', name: 'card', label: 'Card number', width: 'w-56' },
      { kind: 'search', name: 'holder', label: 'Holder', width: 'w-56' },
    ]
    render(
      <I18nProvider i18n={i18n}>
        <FilterBar<Searches>
          fields={twoSearches}
          values={{}}
          onChange={(field, value) => asked.push([field.name, value])}
          label="Card filters"
        />
      </I18nProvider>,
    )
    const holder = screen.getByLabelText('Holder')
    fireEvent.change(holder, { target: { value: 'Ana ' } })
    fireEvent.keyDown(holder, { key: 'Enter' })
    expect(asked).toEqual([['holder', 'Ana']])
    const card = screen.getByLabelText('Card number')
    fireEvent.change(card, { target: { value: '0001' } })
    fireEvent.keyDown(card, { key: 'Enter' })
    expect(asked).toEqual([
      ['holder', 'Ana'],
      ['card', '0001'],
    ])
  })

  it('keeps a choice of id as its number, and lets go of the member when the team changes', async () => {
    const { result } = renderHook(() => useListScreen(cardScreen))
    await waitFor(() => expect(result.current.ready).toBe(true))
    const [, team, member] = fields
    act(() => result.current.changeFilter(member!, '7'))
    await waitFor(() => expect(result.current.filters).toEqual({ memberId: 7 }))
    act(() => result.current.changeFilter(team!, '2'))
    await waitFor(() => expect(result.current.filters).toEqual({ teamId: 2, memberId: undefined }))
    expect(result.current.asked?.filters.teamId).toBe(2)
    // Any clears the filter.
    act(() => result.current.changeFilter(team!, ''))
    await waitFor(() => expect(result.current.filters.teamId).toBeUndefined())
  })

  it('asks for a range of days only whole, both ends together, and lets go of it emptied', async () => {
    const changes: Array<[string, FilterChange]> = []
    renderBar(changes)
    const from = screen.getByLabelText<HTMLInputElement>('Added: from')
    const to = screen.getByLabelText<HTMLInputElement>('Added: to')
    fireEvent.change(from, { target: { value: '2026-03-02' } })
    expect(changes).toEqual([])
    // The end before the start is no range yet.
    fireEvent.change(to, { target: { value: '2026-03-01' } })
    expect(changes).toEqual([])
    fireEvent.change(to, { target: { value: '2026-03-09' } })
    expect(changes).toEqual([['addedFrom', { from: '2026-03-02', to: '2026-03-09' }]])
    // Kept, as the list will ask for it, before the range is emptied.
    await waitFor(() => expect(screen.getByTestId('kept').textContent).toContain('"addedTo":"2026-03-09"'))
    fireEvent.change(from, { target: { value: '' } })
    fireEvent.change(to, { target: { value: '' } })
    expect(changes.at(-1)).toEqual(['addedFrom', { from: '', to: '' }])
  })

  it('keeps both ends of a range in the filters, and clears both together', async () => {
    const { result } = renderHook(() => useListScreen(cardScreen))
    await waitFor(() => expect(result.current.ready).toBe(true))
    const dates = fields[3]!
    act(() => result.current.changeFilter(dates, { from: '2026-03-02', to: '2026-03-09' }))
    await waitFor(() =>
      expect(result.current.filters).toEqual({ addedFrom: '2026-03-02', addedTo: '2026-03-09' }),
    )
    act(() => result.current.changeFilter(dates, { from: '', to: '' }))
    await waitFor(() => expect(result.current.filters).toEqual({ addedFrom: undefined, addedTo: undefined }))
  })

  it('is kept per user and list: drawn again, the list opens with the choices left', async () => {
    renderBar()
    fireEvent.change(screen.getByLabelText('Team'), { target: { value: '1' } })
    await waitFor(() => expect((screen.getByLabelText('Team') as HTMLSelectElement).value).toBe('1'))
    cleanup()
    renderBar()
    await waitFor(() => expect((screen.getByLabelText('Team') as HTMLSelectElement).value).toBe('1'))
  })

  it('offers "any" in the user’s language', () => {
    act(() => i18n.loadAndActivate({ locale: 'es', messages: spanish }))
    renderBar()
    const team = screen.getByLabelText('Team') as HTMLSelectElement
    expect(team.options[0]?.textContent).toBe('Cualquiera')
  })
})
