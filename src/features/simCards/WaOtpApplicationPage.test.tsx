import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { menuIds, roleIds } from '../../../contract/menus.ts'
import type { OtpApplicationRow } from '../../../contract/simCards.ts'
import { clearBrowserDatabase } from '../../../db/database.ts'
import { fakeApi } from '../../../tests/support/fakeApi.ts'
import WaOtpApplicationPage from './WaOtpApplicationPage.tsx'

const signedIn = vi.hoisted(() => ({ user: {} as Record<string, unknown> }))
vi.mock('../../api/session.ts', () => ({ useCurrentUser: () => signedIn.user }))

const officeManager = {
  userId: 1,
  roleId: roleIds.officeManager,
  menuIdList: [menuIds.simCards, menuIds.waOtpApplication],
  timeZone: 'America/Mexico_City',
  teamName: null,
}

const request = (id: number, applicantName: string): OtpApplicationRow => ({
  id,
  applicantId: 10 + id,
  applicantName,
  cardId: id,
  cardNumber: `895202000000000000${id}`,
  currentNumber: `52550000000${id}`,
  status: 'pending',
  missedAttempts: 0,
  requestedAt: '2026-03-09T16:00:00.000Z',
  answeredAt: null,
})

function renderPage(address: string) {
  signedIn.user = officeManager
  fakeApi({
    '/sim/waotp/list': () => ({ data: [request(4, 'Ana Torres'), request(5, 'Chinedu Okafor')] }),
  })
  const memory = memoryLocation({ path: address })
  render(
    <I18nProvider i18n={i18n}>
      <Router hook={memory.hook} searchHook={memory.searchHook}>
        <WaOtpApplicationPage />
      </Router>
    </I18nProvider>,
  )
}

const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) })

beforeEach(async () => {
  await clearBrowserDatabase()
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('WhatsApp OTP applications opened from a message (issue 21)', () => {
  it("the office manager's 'waiting for your review' opens the list on the request it names, marked", async () => {
    renderPage('/simcard/waotpapplication?codeRequest=5')
    await screen.findByText('Chinedu Okafor')
    expect(rowOf('Chinedu Okafor').getAttribute('aria-current')).toBe('true')
    expect(rowOf('Ana Torres').getAttribute('aria-current')).toBeNull()
  })

  it('opened from the menu, marks no request', async () => {
    renderPage('/simcard/waotpapplication')
    await screen.findByText('Chinedu Okafor')
    expect(screen.getAllByRole('row').filter((row) => row.getAttribute('aria-current'))).toEqual([])
  })
})
