import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { SearchPicker } from './SearchPicker.tsx'

afterEach(cleanup)

const people = [
  { value: '7', label: 'Amaka Eze' },
  { value: '9', label: 'Tunde Bello' },
]

/** A form that keeps the chosen id and names the one it opened with, as a team's edit dialog does. */
function LeaderForm({ openedWith }: { openedWith: { id: string; name: string } }) {
  const [leader, setLeader] = useState(openedWith.id)
  return (
    <I18nProvider i18n={i18n}>
      <SearchPicker
        label="Leader"
        value={leader}
        chosenLabel={openedWith.name}
        onChange={setLeader}
        search={async (typed) => people.filter((person) => person.label.includes(typed))}
        placeholder="Type a name"
        noMatch="Nobody matches."
        pauseMs={0}
      />
      <button type="button" onClick={() => setLeader(openedWith.id)}>
        Put back
      </button>
    </I18nProvider>
  )
}

describe('a search picker in a form that keeps its value', () => {
  it('shows the person chosen, not the one the form opened with', async () => {
    render(<LeaderForm openedWith={{ id: '7', name: 'Amaka Eze' }} />)
    const box = screen.getByRole('combobox', { name: 'Leader' }) as HTMLInputElement
    expect(box.value).toBe('Amaka Eze')
    fireEvent.change(box, { target: { value: 'Tunde' } })
    fireEvent.click(await screen.findByRole('option', { name: 'Tunde Bello' }))
    expect(box.value).toBe('Tunde Bello')
    // A value the form puts back from outside reads as its own name again.
    fireEvent.click(screen.getByRole('button', { name: 'Put back' }))
    expect(box.value).toBe('Amaka Eze')
  })

  it('on a new form, the person chosen stays in the field', async () => {
    render(<LeaderForm openedWith={{ id: '', name: '' }} />)
    const box = screen.getByRole('combobox', { name: 'Leader' }) as HTMLInputElement
    fireEvent.change(box, { target: { value: 'Amaka' } })
    fireEvent.click(await screen.findByRole('option', { name: 'Amaka Eze' }))
    expect(box.value).toBe('Amaka Eze')
  })
})
