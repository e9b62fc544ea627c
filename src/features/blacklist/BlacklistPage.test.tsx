import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { BlacklistRow } from '../../../contract/blacklist.ts'
import { menuIds, roleIds } from '../../../contract/menus.ts'
import { clearBrowserDatabase } from '../../../db/database.ts'
import { fakeApi } from '../../../tests/support/fakeApi.ts'
import { giveScrollerDesktopSize } from '../../../tests/support/scrollerSize.ts'
import { messages as english } from '../../locales/en/messages.po'
import { messages as spanish } from '../../locales/es/messages.po'
import BlacklistPage from './BlacklistPage.tsx'

giveScrollerDesktopSize('blacklist-table')

const signedIn = vi.hoisted(() => ({ user: {} as Record<string, unknown> }))
vi.mock('../../api/session.ts', () => ({ useCurrentUser: () => signedIn.user }))

const manager = {
  userId: 1,
  roleId: roleIds.manager,
  menuIdList: [menuIds.cases, menuIds.blacklist],
  timeZone: 'America/Mexico_City',
  teamId: null,
  teamName: null,
}
const collector = { ...manager, userId: 7, roleId: roleIds.collector, teamId: 2, teamName: 'Mexico City S1' }

const entry: BlacklistRow = {
  id: 4,
  appId: 1,
  appName: 'PrestaFácil',
  idCard: 'GOMR850312HDFLRS09',
  phone: '525****0001',
  reason: 'Identity documents found forged',
  createdById: 1,
  createdByName: 'Mariana López',
  createdAt: '2026-03-09T15:00:00.000Z',
}

const apps = [{ id: 1, code: 'PRESTAFACIL', name: 'PrestaFácil', hasOwnApp: true, handledByAppName: null }]

function renderPage(user: Record<string, unknown>) {
  signedIn.user = user
  const api = fakeApi({
    '/blacklist/list': () => ({ data: { rows: [entry], nextCursor: null } }),
    '/sys/menu/allApp': () => ({ data: apps }),
    '/blacklist/remove': () => ({ data: { entryId: entry.id } }),
  })
  render(
    <I18nProvider i18n={i18n}>
      <BlacklistPage />
    </I18nProvider>,
  )
  return api
}

beforeEach(async () => {
  await clearBrowserDatabase()
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => {
  cleanup()
  act(() => i18n.loadAndActivate({ locale: 'en', messages: english }))
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('the blacklist screen (menu 59)', () => {
  it('lists app, id card, masked phone, reason, who and when; a manager may add and remove', async () => {
    renderPage(manager)
    const row = await screen.findByRole('row', { name: /GOMR850312HDFLRS09/ })
    for (const text of ['PrestaFácil', '525****0001', 'Identity documents found forged', 'Mariana López'])
      expect(within(row).getByText(text)).toBeTruthy()
    expect(within(row).getByRole('button', { name: 'Remove GOMR850312HDFLRS09' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Add entry' })).toBeTruthy()
    expect(screen.getByRole('button', { name: /Export/ })).toBeTruthy()
  })

  it('offers a collector neither addition nor removal', async () => {
    renderPage(collector)
    const row = await screen.findByRole('row', { name: /GOMR850312HDFLRS09/ })
    expect(within(row).queryByRole('button', { name: /Remove/ })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Add entry' })).toBeNull()
  })

  it('asks before removing, naming the entry, then sends the removal', async () => {
    const api = renderPage(manager)
    const row = await screen.findByRole('row', { name: /GOMR850312HDFLRS09/ })
    fireEvent.click(within(row).getByRole('button', { name: 'Remove GOMR850312HDFLRS09' }))
    const question = await screen.findByRole('dialog')
    expect(question.textContent).toContain('Remove GOMR850312HDFLRS09 on PrestaFácil from the blacklist?')
    expect(api.calls.some((call) => call.path === '/blacklist/remove')).toBe(false)
    fireEvent.click(within(question).getByRole('button', { name: 'Remove' }))
    await waitFor(() => expect(api.calls.some((call) => call.path === '/blacklist/remove')).toBe(true))
    expect(api.calls.find((call) => call.path === '/blacklist/remove')?.body).toMatchObject({ entryId: 4 })
  })

  it('the Add entry form names each of its four fields when empty, under it, in both languages', async () => {
    for (const [locale, messages, add, expected] of [
      [
        'en',
        english,
        'Add entry',
        {
          'App name': 'please select the app',
          'ID card': 'id card cannot be empty',
          'Phone number': 'phone number cannot be empty',
          Reason: 'reason cannot be empty',
        },
      ],
      [
        'es',
        spanish,
        'Agregar entrada',
        {
          'Nombre de la app': 'Por favor seleccione la app',
          'Cédula de identidad': 'La cédula de identidad no puede estar vacía',
          'Número de teléfono': 'El número de teléfono no puede estar vacío',
          Motivo: 'El motivo no puede estar vacío',
        },
      ],
    ] as const) {
      cleanup()
      await clearBrowserDatabase()
      act(() => i18n.loadAndActivate({ locale, messages }))
      const api = renderPage(manager)
      await screen.findByRole('row', { name: /GOMR850312HDFLRS09/ })
      fireEvent.click(screen.getByRole('button', { name: add }))
      const dialog = await screen.findByRole('dialog')
      fireEvent.click(within(dialog).getByRole('button', { name: add }))
      for (const [label, problem] of Object.entries(expected)) {
        const field = within(dialog).getByLabelText(label)
        await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'))
        expect(document.getElementById(field.getAttribute('aria-describedby')!)?.textContent).toBe(problem)
      }
      expect(api.calls.some((call) => call.path === '/blacklist/add')).toBe(false)
    }
  })
})
