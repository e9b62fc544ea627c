import { i18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { I18nProvider } from '@lingui/react'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useEffect, useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import type { ScreenRoute } from '../ui/screenRoute.ts'
import { KeptAliveScreens } from './KeptAliveScreens.tsx'

afterEach(cleanup)

let mounts = 0
let heardScrolls: number[] = []

/** A screen with what a user would miss: typed text, and a scroll area that tells when it scrolls. */
function NotesScreen({ params }: { params: Record<string, string> }) {
  const [note, setNote] = useState('')
  useEffect(() => {
    mounts += 1
  }, [])
  return (
    <div>
      <label>
        Note for {params.id ?? 'the list'}
        <input value={note} onChange={(event) => setNote(event.target.value)} />
      </label>
      <div
        data-testid="scroller"
        onScroll={(event) => heardScrolls.push(event.currentTarget.scrollTop)}
        style={{ overflow: 'auto' }}
      />
    </div>
  )
}

const notesRoute: ScreenRoute = {
  name: 'notes',
  path: '/notes',
  title: msg`Notes`,
  menuId: 89,
  keepAlive: true,
  load: async () => ({ default: NotesScreen }),
}
const noteRoute: ScreenRoute = { ...notesRoute, name: 'note', path: '/notes/:id' }

function setUp(options: { openPaths?: string[]; menuIdList?: number[] } = {}) {
  mounts = 0
  heardScrolls = []
  const memory = memoryLocation({ path: '/welcome', record: true })
  const view = (openPaths: string[], menuIdList: number[]) => (
    <I18nProvider i18n={i18n}>
      <Router hook={memory.hook}>
        <main>
          <KeptAliveScreens openPaths={openPaths} menuIdList={menuIdList} routes={[notesRoute, noteRoute]} />
        </main>
      </Router>
    </I18nProvider>
  )
  const result = render(view(options.openPaths ?? ['/welcome', '/notes'], options.menuIdList ?? [89]))
  return {
    // Async, so a screen's code coming in (a resolved import) is drawn inside act too.
    go: (path: string) => act(async () => memory.navigate(path)),
    rerender: (openPaths: string[], menuIdList = [89]) => result.rerender(view(openPaths, menuIdList)),
  }
}

const noteField = (name = 'the list') => screen.getByLabelText(`Note for ${name}`, { selector: 'input' })

describe('kept-alive screens', () => {
  it('a kept screen comes back as the user left it, mounted once, hidden meanwhile', async () => {
    const app = setUp()
    expect(document.querySelector('main')?.childElementCount).toBe(0)
    await app.go('/notes')
    fireEvent.change(await screen.findByLabelText('Note for the list'), { target: { value: 'call at 5' } })

    await app.go('/welcome')
    expect(noteField().closest('[hidden]')).not.toBeNull()
    await app.go('/notes')
    expect(noteField().closest('[hidden]')).toBeNull()
    expect(noteField()).toHaveProperty('value', 'call at 5')
    expect(mounts).toBe(1)
  })

  it('puts the scroll position back, and tells the screen where it is', async () => {
    const app = setUp()
    await app.go('/notes')
    const scroller = await screen.findByTestId('scroller')
    scroller.scrollTop = 1200
    fireEvent.scroll(scroller)

    await app.go('/welcome')
    // A hidden box can lose its scroll offset in the browser.
    scroller.scrollTop = 0
    heardScrolls = []
    await app.go('/notes')
    expect(scroller.scrollTop).toBe(1200)
    expect(heardScrolls).toEqual([1200])
  })

  it('drops a screen when its tab is closed: opened again, it starts afresh', async () => {
    const app = setUp()
    await app.go('/notes')
    fireEvent.change(await screen.findByLabelText('Note for the list'), { target: { value: 'call at 5' } })
    await app.go('/welcome')
    app.rerender(['/welcome'])
    expect(screen.queryByLabelText('Note for the list')).toBeNull()

    await app.go('/notes')
    expect(await screen.findByLabelText('Note for the list')).toHaveProperty('value', '')
    expect(mounts).toBe(2)
  })

  it('keeps one screen per path, each shown only at its own path', async () => {
    const app = setUp({ openPaths: ['/welcome', '/notes/1', '/notes/2'] })
    await app.go('/notes/1')
    fireEvent.change(await screen.findByLabelText('Note for 1'), { target: { value: 'first' } })
    await app.go('/notes/2')
    fireEvent.change(await screen.findByLabelText('Note for 2'), { target: { value: 'second' } })
    await app.go('/notes/1')
    expect(noteField('1')).toHaveProperty('value', 'first')
    expect(noteField('1').closest('[hidden]')).toBeNull()
    expect(noteField('2').closest('[hidden]')).not.toBeNull()
    expect(mounts).toBe(2)
  })

  it('keeps nothing a user may not open: the menuId guard still applies', async () => {
    const app = setUp({ menuIdList: [93] })
    await app.go('/notes')
    await act(async () => {})
    expect(screen.queryByLabelText('Note for the list')).toBeNull()
    expect(mounts).toBe(0)
  })
})
