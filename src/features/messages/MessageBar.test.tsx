import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { roleIds } from '../../../contract/menus.ts'
import type { MessageItem, MessageType } from '../../../contract/messages.ts'
import { clearBrowserDatabase } from '../../../db/database.ts'
import { outboxOf } from '../../../db/outbox.ts'
import { readPreference } from '../../../db/preferences.ts'
import { fakeApi } from '../../../tests/support/fakeApi.ts'
import { Toaster } from '../../ui/toast.tsx'
import { MessageBar } from './MessageBar.tsx'

const signedIn = vi.hoisted(() => ({ user: { userId: 7, roleId: 2 } }))
vi.mock('../../api/session.ts', () => ({ useCurrentUser: () => signedIn.user }))

let nextId = 1
const item = (
  name: MessageType,
  text: string,
  read: '0' | '1' = '0',
  caseId: number | null = null,
  subject: MessageItem['subject'] = null,
): MessageItem => ({
  id: nextId++,
  name,
  subject,
  content: `[Message]${name}$C0000012$${text}`,
  alreadyRead: read,
  link: caseId === null ? null : `/cases/all/details/${caseId}`,
  collectionOrderId: caseId,
  createdAt: `2026-11-25T0${nextId % 10}:00:00.000Z`,
})
const rank = { myNum: 2, myAmt: 172_500, teamNum: 9, teamAmt: 1_000_000, myRank: 3, currency: 'MXN' }

function renderBar(path = '/cases/all', roleId: number = roleIds.collector) {
  signedIn.user = { userId: 7, roleId }
  const memory = memoryLocation({ path, record: true })
  render(
    <I18nProvider i18n={i18n}>
      <Router hook={memory.hook}>
        <MessageBar />
      </Router>
      <Toaster />
    </I18nProvider>,
  )
  return memory
}

const badge = () => screen.queryByTestId('message-badge')?.textContent ?? null

beforeEach(async () => {
  await clearBrowserDatabase()
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe("the collector's bar", () => {
  it('shows the ranking, counts the unread, and a click marks the message read, says so and opens its case', async () => {
    const repaid = item('REPAY_SUCCESS_MESSAGE', 'Ana paid $1,725.00 on case C0000012.', '0', 12)
    const { calls } = fakeApi({
      '/collection/message/rank': () => ({ data: rank }),
      '/collection/message/message': () => ({
        data: [repaid, item('LEAVE_APPROVAL_MESSAGE', 'Approved', '1')],
      }),
      '/collection/message/notice': () => ({ data: [item('CASE_STATISTICS_NOTICE', '4 cases due today')] }),
      '/collection/message/alreadyRead': () => ({ data: { read: [repaid.id], notYours: [] } }),
    })
    const memory = renderBar()
    await waitFor(() => expect(badge()).toBe('2'))
    const ranking = screen.getByTestId('ranking')
    expect(ranking.textContent).toContain('2 · $1,725.00 MXN')
    expect(ranking.textContent).toContain('9 · $10,000.00 MXN')
    expect(within(ranking).getByRole('radio', { name: 'Day' }).getAttribute('aria-checked')).toBe('true')

    fireEvent.click(screen.getByRole('button', { name: /Show messages/ }))
    const panel = await screen.findByRole('region', { name: 'Messages and notices' })
    fireEvent.click(within(panel).getByRole('button', { name: /Repayment received/ }))
    await screen.findByText('I got it')
    expect(calls.find((call) => call.path === '/collection/message/alreadyRead')?.body).toMatchObject({
      messageIds: [repaid.id],
    })
    // The case opens, where the collector's bar is not shown; back on a list, one is left unread.
    await waitFor(() => expect(memory.history.at(-1)).toBe('/cases/all/details/12'))
    expect(screen.queryByRole('region', { name: 'Message bar' })).toBeNull()
    act(() => memory.navigate('/cases/all'))
    await waitFor(() => expect(badge()).toBe('1'))
  })

  it("a refused mark shows the server's words and the message stays unread", async () => {
    fakeApi({
      '/collection/message/rank': () => ({ data: rank }),
      '/collection/message/message': () => ({
        data: [item('DIVISION_COMPLETED_MESSAGE', '20 cases are yours')],
      }),
      '/collection/message/notice': () => ({ data: [] }),
      '/collection/message/alreadyRead': () => ({
        code: 'server.failure',
        message: 'The server failed',
        status: 500,
      }),
    })
    renderBar()
    await waitFor(() => expect(badge()).toBe('1'))
    fireEvent.click(screen.getByRole('button', { name: /Cases allocated/ }))
    expect((await screen.findByRole('alert')).textContent).toBe('The server failed')
    expect(badge()).toBe('1')
  })

  it('offline, the mark waits in the outbox and the message shows read at once', async () => {
    const allocated = item('DIVISION_COMPLETED_MESSAGE', '20 cases are yours')
    fakeApi({
      '/collection/message/rank': () => ({ data: rank }),
      '/collection/message/message': () => ({ data: [allocated] }),
      '/collection/message/notice': () => ({ data: [] }),
      '/collection/message/alreadyRead': () => 'offline',
    })
    renderBar()
    await waitFor(() => expect(badge()).toBe('1'))
    fireEvent.click(screen.getByRole('button', { name: /Cases allocated/ }))
    await waitFor(() => expect(badge()).toBeNull())
    const [queued] = await outboxOf(7)
    expect(queued).toMatchObject({
      area: 'messages',
      action: 'markRead',
      payload: { messageIds: [allocated.id] },
    })
  })

  it('counts up to 10 and says "10+" beyond; a failed call is said while the kept copy stays', async () => {
    fakeApi({
      '/collection/message/rank': () => ({
        code: 'server.failure',
        message: 'The server failed',
        status: 500,
      }),
      '/collection/message/message': () => ({
        data: Array.from({ length: 11 }, () => item('REPAY_SUCCESS_MESSAGE', 'paid')),
      }),
      '/collection/message/notice': () => ({ data: [] }),
    })
    renderBar()
    await waitFor(() => expect(badge()).toBe('10+'))
    const bar = screen.getByRole('region', { name: 'Message bar' })
    const notice = await within(bar).findByRole('status')
    expect(notice.textContent).toMatch(
      /^Not refreshed \(Ranking: The server failed\); showing the copy saved /,
    )
    expect(notice.getAttribute('title')).toBe('Ranking: The server failed')
  })

  it('the panel is hidden at first, and shown or hidden as the user left it', async () => {
    fakeApi({
      '/collection/message/rank': () => ({ data: rank }),
      '/collection/message/message': () => ({ data: [] }),
      '/collection/message/notice': () => ({ data: [] }),
    })
    renderBar()
    expect(screen.queryByRole('region', { name: 'Messages and notices' })).toBeNull()
    fireEvent.click(await screen.findByRole('button', { name: 'Show messages' }))
    await screen.findByText('No messages yet')
    expect(await readPreference('messageShow')).toBe('1')
    fireEvent.click(screen.getByRole('button', { name: 'Hide messages' }))
    await waitFor(() => expect(screen.queryByText('No messages yet')).toBeNull())
    expect(await readPreference('messageShow')).toBe('0')
  })

  it('is not on the case details page, and asks nothing there', async () => {
    const askedOn: string[] = []
    let pageOpen = () => ''
    const answer = (data: unknown) => () => {
      askedOn.push(pageOpen())
      return { data }
    }
    fakeApi({
      '/collection/message/rank': answer(rank),
      '/collection/message/message': answer([]),
      '/collection/message/notice': answer([]),
    })
    const memory = renderBar('/cases/all/details/12')
    pageOpen = () => memory.history?.at(-1) ?? ''
    await act(async () => {})
    expect(screen.queryByRole('region', { name: 'Message bar' })).toBeNull()
    // Back on the list, the bar shows and asks: every question went out from the list, none before.
    act(() => memory.navigate('/cases/all'))
    await screen.findByRole('region', { name: 'Message bar' })
    await waitFor(() => expect(askedOn.length).toBeGreaterThan(0))
    expect(new Set(askedOn)).toEqual(new Set(['/cases/all']))
  })
})

describe('the other roles', () => {
  it("a seller sees only the notices of orders entered in the app, and the bar hides on a seller's case", async () => {
    const { calls } = fakeApi({
      '/collection/message/notice': () => ({
        data: [
          item('SELL_ORDER_ENTERED_APP', 'Order S0000044 is in the app'),
          item('CASE_STATISTICS_NOTICE', 'due'),
        ],
      }),
    })
    renderBar('/cases/seller', roleIds.seller)
    await waitFor(() => expect(badge()).toBe('1'))
    expect(screen.getByTestId('message-banner').textContent).toContain('Order entered the app')
    expect(screen.queryByTestId('ranking')).toBeNull()
    expect(new Set(calls.map((call) => call.path))).toEqual(new Set(['/collection/message/notice']))
    cleanup()
    renderBar('/cases/seller/details/44', roleIds.seller)
    await act(async () => {})
    expect(screen.queryByRole('region', { name: 'Message bar' })).toBeNull()
  })

  it('an office manager sees the OTP applications, with content that is not well formed shown as its text', async () => {
    const hostile: MessageItem = {
      ...item('OTP_APPLICATION_MESSAGE', ''),
      content: '<img src=x onerror="alert(1)">no parts here',
    }
    fakeApi({
      '/collection/message/message': () => ({ data: [hostile, item('REPAY_SUCCESS_MESSAGE', 'paid')] }),
    })
    renderBar('/simcard/waotpapplication', roleIds.officeManager)
    await waitFor(() => expect(badge()).toBe('1'))
    const banner = screen.getByTestId('message-banner')
    expect(banner.textContent).toContain('OTP application · <img src=x onerror="alert(1)">no parts here')
    expect(banner.querySelector('img')).toBeNull()
  })

  it("an office manager's 'waiting for your review' opens the code request it names (issue 21)", async () => {
    const waiting: MessageItem = {
      ...item('OTP_APPLICATION_MESSAGE', "Ana's code request for SIM 8952 is waiting for your review."),
      link: '/simcard/waotpapplication?codeRequest=5',
    }
    fakeApi({
      '/collection/message/message': () => ({ data: [waiting] }),
      '/collection/message/alreadyRead': () => ({ data: { read: [waiting.id], notYours: [] } }),
    })
    const memory = renderBar('/cases/all', roleIds.officeManager)
    await waitFor(() => expect(badge()).toBe('1'))
    fireEvent.click(screen.getByRole('button', { name: /OTP application/ }))
    await waitFor(() => expect(memory.history.at(-1)).toBe('/simcard/waotpapplication?codeRequest=5'))
  })

  it('a role without a bar has none', async () => {
    const { calls } = fakeApi({})
    renderBar('/cases/all', 1)
    await act(async () => {})
    // The bar is not drawn, so nothing of it runs: no poller can ask anything later.
    expect(screen.queryByRole('region', { name: 'Message bar' })).toBeNull()
    expect(screen.queryByTestId('message-badge')).toBeNull()
    expect(calls).toEqual([])
  })
})
