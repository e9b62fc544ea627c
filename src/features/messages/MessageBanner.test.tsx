import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { MessageItem } from '../../../contract/messages.ts'
import { bannerTurnMs, MessageBanner } from './MessageBanner.tsx'

const unread = (id: number, text: string): MessageItem => ({
  id,
  name: 'REPAY_SUCCESS_MESSAGE',
  subject: null,
  content: `[Message]REPAY_SUCCESS_MESSAGE$C${id}$${text}`,
  alreadyRead: '0',
  link: null,
  collectionOrderId: null,
  createdAt: '2026-11-25T08:00:00.000Z',
})

beforeEach(() => vi.useFakeTimers())
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

const shownText = () => screen.getByRole('button').textContent

describe('the banner of unread messages', () => {
  it('shows one at a time, moving up 40 px to the next each turn, and back to the first after the last', () => {
    const opened: number[] = []
    render(
      <I18nProvider i18n={i18n}>
        <MessageBanner
          unread={[unread(1, 'Ana paid'), unread(2, 'Luis paid')]}
          onOpen={(item) => opened.push(item.id)}
        />
      </I18nProvider>,
    )
    const list = screen.getByTestId('message-banner').querySelector('ul')!
    expect(list.style.transform).toBe('translateY(0px)')
    expect(shownText()).toContain('Ana paid')
    act(() => vi.advanceTimersByTime(bannerTurnMs))
    expect(list.style.transform).toBe('translateY(-40px)')
    expect(shownText()).toContain('Luis paid')
    fireEvent.click(screen.getByRole('button'))
    expect(opened).toEqual([2])
    act(() => vi.advanceTimersByTime(bannerTurnMs))
    expect(list.style.transform).toBe('translateY(0px)')
  })

  it('says so when nothing is unread', () => {
    render(
      <I18nProvider i18n={i18n}>
        <MessageBanner unread={[]} onOpen={() => {}} />
      </I18nProvider>,
    )
    expect(screen.getByText('No unread messages')).toBeTruthy()
  })
})
