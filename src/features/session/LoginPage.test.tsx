import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, expect, it, vi } from 'vitest'
import type { ApiFailure } from '../../../contract/errors.ts'
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
