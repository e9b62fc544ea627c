import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act, cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { MessageItem } from '../../../contract/messages.ts'
import { messages as english } from '../../locales/en/messages.po'
import { messages as spanish } from '../../locales/es/messages.po'
import { MessageLine } from './MessageLine.tsx'

const otpMessage = (subject: MessageItem['subject'], text: string): MessageItem => ({
  id: 1,
  name: 'OTP_APPLICATION_MESSAGE',
  subject,
  content: `[Message]OTP_APPLICATION_MESSAGE$8952020000000000003$${text}`,
  alreadyRead: '0',
  link: null,
  collectionOrderId: null,
  createdAt: '2026-11-25T08:00:00.000Z',
})

const lineOf = (item: MessageItem) =>
  render(
    <I18nProvider i18n={i18n}>
      <MessageLine item={item} />
    </I18nProvider>,
  ).container.textContent

afterEach(() => {
  cleanup()
  act(() => i18n.loadAndActivate({ locale: 'en', messages: english }))
})

describe('a message line is titled by what the message is about (issue 21)', () => {
  it('a SIM card application result is titled as one, in both languages; a code request stays an OTP application', () => {
    const passed = otpMessage('simCardApplication', 'Your SIM card application was approved.')
    expect(lineOf(passed)).toBe('SIM card application · Your SIM card application was approved.')
    expect(lineOf(otpMessage(null, 'A code request is waiting'))).toBe(
      'OTP application · A code request is waiting',
    )
    cleanup()
    act(() => i18n.loadAndActivate({ locale: 'es', messages: spanish }))
    expect(lineOf(passed)).toMatch(/^Solicitud de tarjeta SIM · /)
  })
})
