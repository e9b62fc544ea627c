import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ApiFailure } from '../../../contract/errors.ts'
import { consoleDb } from '../../../db/database.ts'
import { discard, enqueue, type NewOutboxEntry, park } from '../../../db/outbox.ts'
import { ApiError } from '../../api/apiError.ts'
import { messages as english } from '../../locales/en/messages.po'
import { messages as spanish } from '../../locales/es/messages.po'
import { LoginPage } from './LoginPage.tsx'

// The sign-in page reads the session machine's refusal; here it is the one the test sets.
const session = vi.hoisted(() => ({ failure: null as ApiFailure | null }))
vi.mock('../../api/session.ts', () => ({
  sessionActor: { send: vi.fn() },
  signInNotice: () => null,
  useSession: <T,>(select: (snapshot: unknown) => T): T =>
    select({ matches: (state: string) => state === 'signedOut', context: { failure: session.failure } }),
}))

afterEach(() => {
  cleanup()
  session.failure = null
  i18n.loadAndActivate({ locale: 'en', messages: english })
})

const renderPage = () =>
  render(
    <I18nProvider i18n={i18n}>
      <LoginPage />
    </I18nProvider>,
  )
const errorUnder = (label: RegExp) => {
  const describedBy = screen.getByLabelText(label).getAttribute('aria-describedby')
  return describedBy ? document.getElementById(describedBy)?.textContent : undefined
}
const alerts = () => screen.queryAllByRole('alert').map((alert) => alert.textContent)

it("shows a refused sign-in field under its field in the user's language, not as the form's alert", () => {
  i18n.loadAndActivate({ locale: 'es', messages: spanish })
  session.failure = new ApiError({
    type: 'invalid',
    code: 'request.invalid',
    message: 'Username or phone: This value is not valid',
    data: {
      fields: [
        { field: 'username', message: 'Username or phone: This value is not valid', key: 'invalidValue' },
      ],
    },
  })
  renderPage()
  expect(errorUnder(/^Usuario o teléfono/)).toBe('Este valor no es válido')
  expect(alerts()).toEqual(['Este valor no es válido'])
})

it("shows a refusal that names no field (a wrong password) as the form's alert", () => {
  session.failure = new ApiError({
    type: 'business',
    code: 'session.badCredentials',
    message: 'Wrong password',
  })
  renderPage()
  expect(errorUnder(/^Password/)).toBeUndefined()
  expect(alerts()).toEqual(['Wrong password'])
})

describe('changes left in this browser by a session that ended', () => {
  const write = (id: string, userId: number, userName?: string): NewOutboxEntry => ({
    id,
    userId,
    ...(userName ? { userName } : {}),
    area: 'cases',
    action: 'markDeal',
    path: '/collection/case/mark',
    payload: { caseId: 370, clientMutationId: id, mark: 'MARK_DEAL' },
    subject: { key: 'case:370', title: 'C00000370 · Camila Pérez Reyes', openPath: '/cases/all/details/370' },
    createdAt: 1,
  })
  const said = async () => (await screen.findByTestId('waiting-changes')).textContent

  beforeEach(async () => {
    await consoleDb.outbox.clear()
  })

  it('goes once the last waiting change is gone', async () => {
    await enqueue(write('a', 7, 'Ana Torres'))
    renderPage()
    expect(await said()).toContain('1 change by Ana Torres is waiting in this browser.')
    await act(() => discard('a'))
    await waitFor(() => expect(screen.queryByTestId('waiting-changes')).toBeNull())
  })

  it('says how many of whose changes wait and that they go when the same user signs in here', async () => {
    for (const id of ['a', 'b', 'c']) await enqueue(write(id, 7, 'Ana Torres'))
    await enqueue(write('refused', 7, 'Ana Torres'))
    await park('refused', { code: 'case.closed', message: 'Case closed already' })
    renderPage()
    expect(await said()).toBe(
      '3 changes by Ana Torres are waiting in this browser. They will be sent when Ana Torres signs in here.' +
        '1 change by Ana Torres was refused by the server. It waits for Ana Torres to decide on it after signing in here.',
    )
  })

  it('in Spanish, and names a user only by id when the entries kept no name', async () => {
    i18n.loadAndActivate({ locale: 'es', messages: spanish })
    await enqueue(write('a', 7, 'Ana Torres'))
    await enqueue(write('old', 9))
    await enqueue(write('older', 9))
    renderPage()
    await waitFor(async () =>
      expect(await said()).toBe(
        '1 cambio de Ana Torres está pendiente en este navegador. Se enviará cuando Ana Torres inicie sesión aquí.' +
          '2 cambios de usuario n.º 9 están pendientes en este navegador. Se enviarán cuando usuario n.º 9 inicie sesión aquí.',
      ),
    )
  })
})
