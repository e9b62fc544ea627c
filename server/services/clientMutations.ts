import { createHash } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Database, Transaction } from '../database/connect.ts'
import { clientMutations } from '../database/schema/audit.ts'
import { AppError } from '../http/errors.ts'

/**
 * Applies a client-made write once. The first call does the work and keeps its answer in the same
 * transaction; a replay with the same id gets that answer back and changes nothing. A refused write
 * rolls back with its id, so a retry is judged afresh. The same id with other content is refused.
 */
export async function applyOnce<T>(
  db: Database,
  mutation: { id: string; userId: number; path: string; input: unknown },
  work: (tx: Transaction) => Promise<T>,
): Promise<T> {
  const requestHash = createHash('sha256').update(JSON.stringify(mutation.input)).digest('hex')
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(clientMutations)
      .values({ id: mutation.id, userId: mutation.userId, path: mutation.path, requestHash })
      .onConflictDoNothing()
      .returning({ id: clientMutations.id })
    if (claimed.length === 0) {
      const [first] = await tx.select().from(clientMutations).where(eq(clientMutations.id, mutation.id))
      if (
        !first ||
        first.userId !== mutation.userId ||
        first.path !== mutation.path ||
        first.requestHash !== requestHash
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
