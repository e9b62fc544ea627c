import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { eventually } from '../../tests/support/eventually.ts'
import { appPart, LoadedPart } from './loadedPart.tsx'
import { thisPage } from './serviceWorker/missingCode.ts'

afterEach(() => {
  cleanup()
  sessionStorage.clear()
  vi.restoreAllMocks()
})

const Corner = ({ who }: { who: string }) => <p>Corner of {who}</p>

describe('a part of the app loaded after its first load', () => {
  it('draws nothing until its code is in, then the part with its props; its code is asked for once', async () => {
    let arrive: (part: typeof Corner) => void = () => {}
    const load = vi.fn(() => new Promise<typeof Corner>((resolve) => (arrive = resolve)))
    const part = appPart(load)
    const { container } = render(
      <>
        <LoadedPart part={part} props={{ who: 'Ana' }} />
        <LoadedPart part={part} props={{ who: 'Ben' }} />
      </>,
    )
    expect(container.textContent).toBe('')
    arrive(Corner)
    expect(await screen.findByText('Corner of Ana')).toBeTruthy()
    expect(screen.getByText('Corner of Ben')).toBeTruthy()
    expect(load).toHaveBeenCalledOnce()
  })

  it('shows its fallback until its code is in', async () => {
    const part = appPart(async () => Corner)
    render(<LoadedPart part={part} props={{ who: 'Ana' }} fallback={<p>Loading…</p>} />)
    expect(screen.getByText('Loading…')).toBeTruthy()
    expect(await screen.findByText('Corner of Ana')).toBeTruthy()
    expect(screen.queryByText('Loading…')).toBeNull()
  })

  it('is drawn at once where its code came in already', async () => {
    const part = appPart(async () => Corner)
    await part.load()
    render(<LoadedPart part={part} props={{ who: 'Ana' }} />)
    expect(screen.getByText('Corner of Ana')).toBeTruthy()
  })

  it('whose code is gone after a deploy reloads the page once, and is asked for again at the next draw', async () => {
    const reload = vi.spyOn(thisPage, 'reload').mockImplementation(() => {})
    const load = vi
      .fn<() => Promise<typeof Corner>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(Corner)
    const part = appPart(load)
    const first = render(<LoadedPart part={part} props={{ who: 'Ana' }} />)
    await eventually(() => expect(reload).toHaveBeenCalledOnce())
    expect(first.container.textContent).toBe('')
    first.unmount()
    render(<LoadedPart part={part} props={{ who: 'Ana' }} />)
    expect(await screen.findByText('Corner of Ana')).toBeTruthy()
    expect(load).toHaveBeenCalledTimes(2)
  })
})
