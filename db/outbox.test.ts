import { beforeEach, describe, expect, it } from 'vitest'
import { caseDetailKey } from './caseCache.ts'
import { clearBrowserDatabase, consoleDb } from './database.ts'
import {
  discard,
  discardNamedOf,
  enqueue,
  markNotLookedAt,
  markSending,
  markSendingAll,
  markSent,
  markSentAll,
  markUnsent,
  type NewOutboxEntry,
  nextBatchToSend,
  nextToSend,
  outboxOf,
  park,
  parkAsFailing,
  retryParked,
} from './outbox.ts'
import { writesByUser } from './outboxWatch.ts'

const write = (id: string, userId = 7, createdAt = 1): NewOutboxEntry => ({
  id,
  userId,
  area: 'cases',
  action: 'markDeal',
  path: '/collection/case/mark',
  payload: { caseId: 370, clientMutationId: id, mark: 'MARK_DEAL' },
  subject: { key: 'case:370', title: 'C00000370 · Camila Pérez Reyes', openPath: '/cases/detail/370' },
  createdAt,
})

beforeEach(async () => {
  await clearBrowserDatabase()
  await consoleDb.outbox.clear()
})

describe('the outbox', () => {
  it('sends a user’s writes in the order they were made, and never another user’s', async () => {
    await enqueue(write('b', 7, 5))
    await enqueue(write('other', 8, 1))
    await enqueue(write('a', 7, 1))
    expect((await outboxOf(7)).map((entry) => entry.id)).toEqual(['b', 'a'])
    expect((await nextToSend(7))?.id).toBe('b')
    expect((await outboxOf(8)).map((entry) => entry.id)).toEqual(['other'])
  })

  it('refuses the same id twice, and then keeps no part of the second write', async () => {
    await enqueue(write('a'))
    const key = caseDetailKey(7, 370)
    const changeOfSecond = () =>
      consoleDb.caseDetails.put({ key, detail: {} as never, savedAt: 1 }).then(() => {})
    await expect(enqueue(write('a'), changeOfSecond)).rejects.toThrow()
    expect(await consoleDb.caseDetails.get(key)).toBeUndefined()
    expect(await consoleDb.outbox.count()).toBe(1)
  })

  it('counts each send, keeps the entry after a failed send, and drops it once sent', async () => {
    await enqueue(write('a'))
    await markSending('a')
    await markUnsent('a', { code: 'offline', message: 'no network' })
    await markSending('a')
    const [entry] = await outboxOf(7)
    expect(entry).toMatchObject({ state: 'sending', attempts: 2, lastError: { code: 'offline' } })
    await markSent('a')
    expect(await outboxOf(7)).toEqual([])
  })

  it('a send that never left the browser is no attempt: its count is taken back, the last try kept', async () => {
    await enqueue(write('a'))
    await markSending('a')
    await markUnsent('a', { code: 'network', message: 'no answer' })
    await markSending('a')
    await markUnsent('a', { code: 'network', message: 'the browser is offline' }, { left: false })
    const [entry] = await outboxOf(7)
    expect(entry).toMatchObject({ state: 'queued', attempts: 1, lastError: { message: 'no answer' } })
  })

  it('a parked write is passed over, comes back on retry, and goes only when discarded', async () => {
    await enqueue(write('a'))
    await enqueue(write('b'))
    await park('a', { code: 'case.closed', message: 'The case is closed' })
    expect((await nextToSend(7))?.id).toBe('b')
    await retryParked('a')
    expect((await nextToSend(7))?.id).toBe('a')
    await discard('a')
    expect((await outboxOf(7)).map((entry) => entry.id)).toEqual(['b'])
  })

  it('a record refused as made in the future is not retried: sent again as it is, it is refused again', async () => {
    await enqueue(write('ahead'))
    await park('ahead', {
      code: 'request.invalid',
      message: 'Time the record was made: the time the record was made cannot be in the future',
    })
    expect(await retryParked('ahead')).toBe(false)
    expect(await outboxOf(7)).toMatchObject([{ id: 'ahead', state: 'parked' }])
  })

  it('a write parked as failing on the server holds back the later ones on its case, not others; a refused one holds back none', async () => {
    const onCase = (id: string, caseId: number): NewOutboxEntry => ({
      ...write(id),
      subject: { key: `case:${caseId}`, title: `C${caseId}`, openPath: `/cases/detail/${caseId}` },
    })
    await enqueue(onCase('failing', 370))
    await enqueue(onCase('behind', 370))
    await enqueue(onCase('elsewhere', 371))
    const failure = { code: 'server.failure', message: 'Something went wrong on the server.' }
    await parkAsFailing('failing', failure, 5)
    expect((await nextToSend(7))?.id).toBe('elsewhere')
    await park('failing', { code: 'case.closed', message: 'Case closed already' })
    expect((await nextToSend(7))?.id).toBe('behind')
    // Retried, it is the oldest again, with its tries counted afresh.
    await parkAsFailing('failing', failure, 5)
    expect(await retryParked('failing')).toBe(true)
    expect(await nextToSend(7)).toMatchObject({ id: 'failing', state: 'queued', serverFailures: 0 })
  })

  it('a failing write a later one replaced holds nothing back: it is not retried, so the newer goes', async () => {
    await enqueue(write('dealFailing'))
    await parkAsFailing('dealFailing', { code: 'server.failure', message: 'Failed.' }, 5)
    // The collector marks "no deal" since: it replaces the failing "deal" (the cases area's rule).
    await enqueue(
      { ...write('noDeal'), payload: { caseId: 370, clientMutationId: 'noDeal', mark: 'MARK_NO_DEAL' } },
      undefined,
      () => true,
    )
    expect((await outboxOf(7)).find((entry) => entry.id === 'dealFailing')?.supersededBy).toBe('noDeal')
    expect((await nextToSend(7))?.id).toBe('noDeal')
  })

  it('the sign-in page counts what waits for a user, not a write given up at a sign-out', async () => {
    await enqueue(write('waiting'))
    await enqueue(write('refused'))
    await park('refused', { code: 'case.closed', message: 'Case closed already' })
    await enqueue(write('givenUp'))
    await consoleDb.outbox.where('id').equals('givenUp').modify({ givenUp: true })
    expect(await writesByUser()).toEqual([{ userId: 7, userName: null, waiting: 1, refused: 1 }])
  })

  it('survives signing out; only its own user discards it', async () => {
    await enqueue(write('a', 7))
    await enqueue(write('z', 8))
    await clearBrowserDatabase()
    expect(await consoleDb.outbox.count()).toBe(2)
    await discardNamedOf(7, ['a'])
    expect((await consoleDb.outbox.toArray()).map((entry) => entry.id)).toEqual(['z'])
  })

  it('giving up at sign-out gives up only the writes named, and none while one was not named', async () => {
    await enqueue(write('named'))
    await enqueue(write('queuedSince'))
    expect(await discardNamedOf(7, ['named'])).toBeNull()
    expect((await outboxOf(7)).map((entry) => entry.id)).toEqual(['named', 'queuedSince'])
    expect(await discardNamedOf(7, ['named', 'queuedSince'])).toEqual([])
    expect(await outboxOf(7)).toEqual([])
  })

  it('giving everything up at sign-out keeps the write on its way, to be settled by its answer', async () => {
    await enqueue(write('onItsWay'))
    await enqueue(write('waiting'))
    expect(await markSending('onItsWay')).toBe(true)
    expect(await discardNamedOf(7, ['onItsWay', 'waiting'])).toEqual(['onItsWay'])
    expect(await outboxOf(7)).toMatchObject([{ id: 'onItsWay', state: 'sending', givenUp: true }])
    await markSent('onItsWay')
    expect(await outboxOf(7)).toEqual([])
  })

  it('a write given up on its way that does not get through is discarded, never queued again', async () => {
    for (const fails of [
      (id: string) => markUnsent(id, { code: 'network', message: 'no answer' }),
      (id: string) => park(id, { code: 'case.closed', message: 'The case is closed' }),
    ]) {
      await enqueue(write('onItsWay'))
      await markSending('onItsWay')
      await discardNamedOf(7, ['onItsWay'])
      await fails('onItsWay')
      expect(await outboxOf(7)).toEqual([])
      expect(await nextToSend(7)).toBeUndefined()
    }
  })

  it('a write given up on its way whose tab closed under the send is never sent again', async () => {
    await enqueue(write('onItsWay'))
    await markSending('onItsWay')
    await discardNamedOf(7, ['onItsWay'])
    expect(await markSending('onItsWay')).toBe(false)
    expect(await outboxOf(7)).toEqual([])
  })

  it('a write given up before it is taken for sending is not taken', async () => {
    await enqueue(write('a'))
    await discard('a')
    expect(await markSending('a')).toBe(false)
    expect(await outboxOf(7)).toEqual([])
  })

  it('a batch takes its writes in order, leaving out one discarded and one given up on its way since it was read', async () => {
    for (const id of ['a', 'givenUp', 'discarded', 'b', 'c']) await enqueue(write(id))
    // Its tab closed under the send: still on its way, so read again with the queue.
    await markSending('givenUp')
    const batch = await nextBatchToSend(7, 100)
    expect(batch.map((entry) => entry.id)).toEqual(['a', 'givenUp', 'discarded', 'b', 'c'])
    await discard('discarded')
    // Given up at a sign-out (discardNamedOf) while on its way.
    await consoleDb.outbox.where('id').equals('givenUp').modify({ givenUp: true })
    expect(await markSendingAll(batch)).toEqual(['a', 'b', 'c'])
    expect(await outboxOf(7)).toMatchObject([
      { id: 'a', state: 'sending', attempts: 1 },
      { id: 'b', state: 'sending', attempts: 1 },
      { id: 'c', state: 'sending', attempts: 1 },
    ])
    // The server took the first and stopped before the last two: taken goes, the rest wait untried.
    const [first, , , second, third] = batch
    await markSentAll([first!])
    await markNotLookedAt([second!, third!])
    expect(await outboxOf(7)).toMatchObject([
      { id: 'b', state: 'queued', attempts: 0 },
      { id: 'c', state: 'queued', attempts: 0 },
    ])
    expect((await nextBatchToSend(7, 100)).map((entry) => entry.id)).toEqual(['b', 'c'])
  })

  it('a write of a batch given up on its way and not looked at by the server goes, never queued again', async () => {
    await enqueue(write('a'))
    await enqueue(write('b'))
    const batch = await nextBatchToSend(7, 100)
    await markSendingAll(batch)
    expect(await discardNamedOf(7, ['a', 'b'])).toEqual(['a', 'b'])
    await markNotLookedAt(batch)
    expect(await outboxOf(7)).toEqual([])
  })

  describe('a later write that replaces a refused one', () => {
    // As an area might say: a later write of the same action on the same subject replaces an earlier one.
    const sameAction = (older: { action: string }, newer: { action: string }) => older.action === newer.action
    const refusal = { code: 'case.closed', message: 'The case is closed' }

    it('marks the refused write replaced, and it is never retried', async () => {
      await enqueue(write('deal'))
      await park('deal', refusal)
      await enqueue(write('later'), undefined, sameAction)
      expect(await retryParked('deal')).toBe(false)
      expect(await outboxOf(7)).toMatchObject([
        { id: 'deal', state: 'parked', supersededBy: 'later' },
        { id: 'later', state: 'queued' },
      ])
      expect((await nextToSend(7))?.id).toBe('later')
    })

    it('a write replaced while still waiting is sent in its turn, but once refused is not retried', async () => {
      await enqueue(write('deal'))
      await enqueue(write('later'), undefined, sameAction)
      expect((await nextToSend(7))?.id).toBe('deal')
      await markSending('deal')
      await park('deal', refusal)
      expect(await retryParked('deal')).toBe(false)
      expect((await outboxOf(7))[0]).toMatchObject({ id: 'deal', state: 'parked' })
    })

    it('what the area does not call a replacement, another subject or another user’s write replace nothing', async () => {
      await enqueue(write('deal'))
      await park('deal', refusal)
      await enqueue({ ...write('record'), action: 'addCollectionRecord' }, undefined, sameAction)
      await enqueue(
        { ...write('elsewhere'), subject: { ...write('x').subject!, key: 'case:371' } },
        undefined,
        sameAction,
      )
      await enqueue(write('theirs', 8), undefined, sameAction)
      await enqueue(write('noRule'))
      expect((await outboxOf(7))[0]?.supersededBy).toBeUndefined()
      expect(await retryParked('deal')).toBe(true)
      expect((await nextToSend(7))?.id).toBe('deal')
    })
  })
})
