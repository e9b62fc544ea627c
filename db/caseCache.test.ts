import { beforeEach, describe, expect, it } from 'vitest'
import { sampleCaseDetail } from '../tests/support/caseSamples.ts'
import { caseDetailKey, saveCaseDetail, updateCaseDetail } from './caseCache.ts'
import { clearBrowserDatabase, consoleDb } from './database.ts'

beforeEach(() => clearBrowserDatabase())

describe('the kept case details', () => {
  it('apply a write to the kept copy and go with the rest on sign-out', async () => {
    const key = caseDetailKey(7, 12)
    await saveCaseDetail(key, sampleCaseDetail(12))
    await updateCaseDetail(key, (detail) => ({ ...detail, row: { ...detail.row, pinned: true } }))
    expect((await consoleDb.caseDetails.get(key))?.detail.row.pinned).toBe(true)
    await clearBrowserDatabase()
    expect(await consoleDb.caseDetails.get(key)).toBeUndefined()
  })
})
