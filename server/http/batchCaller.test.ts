import { describe, expect, it } from 'vitest'
import type { SignedInUser } from '../services/sessions.ts'
import { asBatchCaller, batchCallerOf } from './batchCaller.ts'

const collector = { userId: 7, username: 'collector' } as SignedInUser

describe('the caller of a batch of queued writes', () => {
  it('is its writes’ user only inside the batch and only for the batch’s own token', async () => {
    expect(batchCallerOf('token-a')).toBeUndefined()
    const seen = await asBatchCaller('token-a', collector, async () => {
      await Promise.resolve()
      return { own: batchCallerOf('token-a'), other: batchCallerOf('token-b') }
    })
    expect(seen).toEqual({ own: collector, other: undefined })
    expect(batchCallerOf('token-a')).toBeUndefined()
  })

  it('does not reach a call running beside the batch', async () => {
    let besideSaw: SignedInUser | undefined | 'not yet' = 'not yet'
    const beside = new Promise<void>((resolve) =>
      setTimeout(() => {
        besideSaw = batchCallerOf('token-a')
        resolve()
      }, 0),
    )
    await asBatchCaller('token-a', collector, () => beside)
    expect(besideSaw).toBeUndefined()
  })
})
