import { AsyncLocalStorage } from 'node:async_hooks'
import type { SignedInUser } from '../services/sessions.ts'

/**
 * Who sent the batch of queued writes being applied (server/routes/writeBatches.ts): its session was
 * looked up once, for the batch's own call, and each of its writes, made as its own call inside it,
 * is that same caller. It lives only while the batch is applied and only reaches the calls the batch
 * makes (an async context, not a header a caller could send), and only for the batch's own token.
 */
const batchCaller = new AsyncLocalStorage<{ token: string; user: SignedInUser }>()

/** Runs the writes of a batch as the caller whose session the batch's call looked up. */
export function asBatchCaller<T>(token: string, user: SignedInUser, apply: () => Promise<T>): Promise<T> {
  return batchCaller.run({ token, user }, apply)
}

/** The batch's caller when this call is one of its writes with its token; undefined otherwise. */
export function batchCallerOf(token: string): SignedInUser | undefined {
  const caller = batchCaller.getStore()
  return caller?.token === token ? caller.user : undefined
}
