import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { MessageItem } from '../../../contract/messages.ts'
import { readCachedList, saveCachedList } from '../../../db/cachedLists.ts'
import { clearBrowserDatabase } from '../../../db/database.ts'
import { outboxOf } from '../../../db/outbox.ts'
import { fakeApi } from '../../../tests/support/fakeApi.ts'
import { keptMessagesName } from './keptMessages.ts'
import { badgeText } from './messageBars.ts'
import { messageOutbox, queueMarkRead } from './messageOutbox.ts'
import { pollBar } from './pollBar.ts'

const userId = 7
const writer = { userId, displayName: 'Chinedu Okafor' }
const unread = (id: number): MessageItem => ({
  id,
  name: 'REPAY_SUCCESS_MESSAGE',
  subject: null,
  content: `[Message]REPAY_SUCCESS_MESSAGE$C1$paid`,
  alreadyRead: '0',
  link: null,
  collectionOrderId: null,
  createdAt: '2026-11-25T08:00:00.000Z',
})
const readStates = async () =>
  (await readCachedList<MessageItem[]>(keptMessagesName(userId)))?.data.map((item) => item.alreadyRead)

beforeEach(async () => {
  await clearBrowserDatabase()
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})

describe('a read mark made offline', () => {
  it('shows read at once, stays read through a poll that does not know it yet, and unread again when given up', async () => {
    await saveCachedList(keptMessagesName(userId), [unread(1), unread(2)])
    await queueMarkRead(writer, unread(1), 'Repayment received', 'mark-1')
    expect(await readStates()).toEqual(['1', '0'])

    fakeApi({ '/collection/message/message': () => ({ data: [unread(1), unread(2)] }) })
    expect(await pollBar(userId, ['messages'], 'day', () => 5)).toEqual({ at: 5, failures: [] })
    expect(await readStates()).toEqual(['1', '0'])

    const [entry] = (await outboxOf(userId)).filter((each) => each.id === 'mark-1')
    expect(entry?.userName).toBe('Chinedu Okafor')
    await messageOutbox.discarded(entry!)
    expect(await readStates()).toEqual(['0', '0'])
  })

  it("an id the server says is not the caller's shows unread again", async () => {
    await saveCachedList(keptMessagesName(userId), [unread(3)])
    await queueMarkRead(writer, unread(3), 'Repayment received', 'mark-3')
    const [entry] = (await outboxOf(userId)).filter((each) => each.id === 'mark-3')
    await messageOutbox.settle(entry!, { read: [], notYours: [3] })
    expect(await readStates()).toEqual(['0'])
  })
})

describe('a poll', () => {
  it('answers which call failed, and keeps the answers of the others', async () => {
    fakeApi({
      '/collection/message/message': () => ({ data: [unread(4)] }),
      '/collection/message/notice': () => 'offline',
    })
    const outcome = await pollBar(userId, ['messages', 'notices'], 'week', () => 9)
    expect(outcome.failures.map((failure) => [failure.call, failure.failure.type])).toEqual([
      ['notices', 'offline'],
    ])
    expect(await readStates()).toEqual(['0'])
  })
})

describe('the badge', () => {
  it('counts up to 10, then says 10+', () => {
    expect([1, 9, 10, 11, 250].map(badgeText)).toEqual(['1', '9', '10', '10+', '10+'])
  })
})

describe('a poll called off while its answer comes', () => {
  it('keeps nothing: a user who signed out meanwhile finds no message of theirs kept', async () => {
    const leaving = new AbortController()
    fakeApi({
      '/collection/message/message': () => {
        leaving.abort()
        return { data: [unread(1)] }
      },
    })
    await pollBar(userId, ['messages'], 'day', () => 5, leaving.signal)
    expect(await readCachedList(keptMessagesName(userId))).toBeUndefined()
  })
})

describe('the kept lists, one per language', () => {
  it('a list kept in English is not the Spanish screen’s, and a read mark reaches both', async () => {
    await saveCachedList(keptMessagesName(userId, 'en'), [unread(5)])
    expect(await readCachedList(keptMessagesName(userId, 'es'))).toBeUndefined()
    await saveCachedList(keptMessagesName(userId, 'es'), [unread(5)])
    await queueMarkRead(writer, unread(5), 'Pago recibido', 'mark-5')
    for (const language of ['en', 'es'] as const)
      expect(
        (await readCachedList<MessageItem[]>(keptMessagesName(userId, language)))?.data[0]?.alreadyRead,
      ).toBe('1')
  })
})
