import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { roleIds } from '../../../contract/menus.ts'
import { fakeApi } from '../../../tests/support/fakeApi.ts'
import { sessionActor } from '../../api/session.ts'
import { Shell } from './Shell.tsx'

const collector = {
  userId: 7,
  username: 'collector',
  displayName: 'Chinedu Okafor',
  roleId: roleIds.collector,
  roleName: 'Collector',
  menuIdList: [34, 93],
  cc: 'NG',
  timeZone: 'Africa/Lagos',
  teamName: null,
}

beforeAll(async () => {
  localStorage.setItem('token', 'a-session-token')
  localStorage.setItem('userInfo', JSON.stringify(collector))
  fakeApi({ '/sys/user/current': () => ({ data: collector }) })
  sessionActor.start()
  await waitFor(() => expect(sessionActor.getSnapshot().matches('signedIn')).toBe(true))
})
afterAll(() => {
  cleanup()
  sessionActor.stop()
  vi.unstubAllGlobals()
})

describe('the shell', () => {
  it('opens the detail routes at the top of its scroll area, and leaves other pages where they are', async () => {
    const memory = memoryLocation({ path: '/welcome', record: true })
    render(
      <I18nProvider i18n={i18n}>
        <Router hook={memory.hook}>
          <Shell>
            <p>A long page</p>
          </Shell>
        </Router>
      </I18nProvider>,
    )
    // The welcome tab is there once the kept tabs are read: the shell now follows the location.
    await screen.findByRole('tab', { name: 'Welcome' })
    const main = screen.getByRole('main')

    main.scrollTop = 900
    await act(() => memory.navigate('/cases/all/details/12'))
    await screen.findByRole('tab', { name: 'Case details' })
    expect(main.scrollTop).toBe(0)

    main.scrollTop = 600
    await act(() => memory.navigate('/cases/collection'))
    await screen.findByRole('tab', { name: 'Collection cases' })
    expect(main.scrollTop).toBe(600)

    await act(() => memory.navigate('/cases/seller/details/3'))
    await screen.findByRole('tab', { name: 'Seller case details' })
    expect(main.scrollTop).toBe(0)
  })
})
