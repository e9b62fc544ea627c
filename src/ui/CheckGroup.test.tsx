import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { CheckGroup } from './CheckGroup.tsx'

const days = ['Mon', 'Tue', 'Wed'].map((label, index) => ({ value: String(index + 1), label }))

describe('a field of several choices', () => {
  it('reports the choices in the order they are offered, whatever order they were ticked in', () => {
    const onChange = vi.fn()
    render(<CheckGroup legend="Days" options={days} chosen={['3']} onChange={onChange} />)
    fireEvent.click(screen.getByRole('checkbox', { name: 'Mon' }))
    expect(onChange).toHaveBeenLastCalledWith(['1', '3'])
    fireEvent.click(screen.getByRole('checkbox', { name: 'Wed' }))
    expect(onChange).toHaveBeenLastCalledWith([])
  })

  it('says its error under the group, which names it', () => {
    render(<CheckGroup legend="Days" options={days} chosen={[]} onChange={() => {}} error="Choose a day" />)
    const group = screen.getByRole('group', { name: 'Days' })
    expect(group.getAttribute('aria-invalid')).toBe('true')
    expect(document.getElementById(group.getAttribute('aria-describedby')!)?.textContent).toBe('Choose a day')
  })
})
