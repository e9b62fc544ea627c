import { beforeEach, describe, expect, it } from 'vitest'
import { clearBrowserDatabase, consoleDb } from './database.ts'
import { draftKey, dropDraft, keepDraft, readDraft } from './drafts.ts'

beforeEach(() => consoleDb.drafts.clear())

const adasRecord = draftKey({ userId: 7, form: 'collectionRecord', subject: 'case:370' })

describe('drafts', () => {
  it('are kept per user, form and case, and read back as typed', async () => {
    await keepDraft(adasRecord, { recordText: 'Sister will remind him', dangerous: false })
    expect((await readDraft(adasRecord))?.values).toEqual({
      recordText: 'Sister will remind him',
      dangerous: false,
    })
    expect(await readDraft(draftKey({ userId: 7, form: 'todo', subject: 'case:370' }))).toBeUndefined()
    expect(
      await readDraft(draftKey({ userId: 7, form: 'collectionRecord', subject: 'case:371' })),
    ).toBeUndefined()
  })

  it('another user on the same browser never reads them', async () => {
    await keepDraft(adasRecord, { recordText: 'Sister will remind him' })
    expect(
      await readDraft(draftKey({ userId: 8, form: 'collectionRecord', subject: 'case:370' })),
    ).toBeUndefined()
    expect(await consoleDb.drafts.where('userId').equals(8).count()).toBe(0)
  })

  it('outlive sign-out for their user, and go once saved or discarded', async () => {
    await keepDraft(adasRecord, { recordText: 'Sister will remind him' })
    await clearBrowserDatabase()
    expect((await readDraft(adasRecord))?.values).toEqual({ recordText: 'Sister will remind him' })
    await dropDraft(adasRecord)
    expect(await readDraft(adasRecord)).toBeUndefined()
  })
})
