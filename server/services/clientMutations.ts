import { eq } from 'drizzle-orm'
import type { Database, Transaction } from '../database/connect.ts'
import { clientMutations } from '../database/schema/audit.ts'
import { AppError } from '../http/errors.ts'
import { isSameRequest, requestHashOf } from './requestHashes.ts'
import { inWriteTransaction } from './writeTransaction.ts'

/**
 * Applies a client-made write once. The first call does the work and keeps its answer in the same
 * transaction; a replay with the same id gets that answer back and changes nothing. A refused write
 * rolls back with its id, so a retry is judged afresh. The same id with other content is refused.
 * The body is kept only as a keyed hash (requestHashes.ts); the transaction runs again once when
 * another write got in its way (writeTransaction.ts).
 */
export async function applyOnce<T>(
  db: Database,
  mutation: { id: string; userId: number; path: string; input: unknown },
  work: (tx: Transaction) => Promise<T>,
): Promise<T> {
  const hash = await requestHashOf(db, mutation.input)
  return inWriteTransaction(db, async (tx) => {
    const claimed = await tx
      .insert(clientMutations)
      .values({ id: mutation.id, userId: mutation.userId, path: mutation.path, ...hash })
      .onConflictDoNothing()
      .returning({ id: clientMutations.id })
    if (claimed.length === 0) {
      const [first] = await tx.select().from(clientMutations).where(eq(clientMutations.id, mutation.id))
      if (
        !first ||
        first.userId !== mutation.userId ||
        first.path !== mutation.path ||
        !(await isSameRequest(db, first, mutation.input))
      ) {
        throw new AppError('mutation.reused')
      }
      return first.answer as T
    }
    const answer = await work(tx)
    await tx
      .update(clientMutations)
      .set({ answer: answer as object })
      .where(eq(clientMutations.id, mutation.id))
    return answer
  })
}
