import { eq } from 'drizzle-orm'
import type { Database, Transaction } from '../database/connect.ts'
import { clientMutations } from '../database/schema/audit.ts'
import { AppError } from '../http/errors.ts'
import { isSameRequest, requestHashOf } from './requestHashes.ts'
import { inWriteTransaction } from './writeTransaction.ts'

/** Thrown inside the transaction when the id was claimed before: what the work did is rolled back. */
class AppliedBefore extends Error {}

/**
 * Applies a client-made write once. The first call does the work and keeps its id and answer in the
 * same transaction; a replay with the same id gets that answer back and changes nothing. A refused
 * write rolls back with its id, so a retry is judged afresh. The same id with other content is refused.
 * The body is kept only as a keyed hash (requestHashes.ts); the transaction runs again once when
 * another write got in its way (writeTransaction.ts).
 *
 * The id is claimed after the work, with its answer, in one statement: a write is one statement
 * shorter than claiming first and keeping the answer after (issue 28, the outbox drained at 5 ms a
 * write on PGlite). A replay is rare (an answer lost on the way): it runs the work again, inside the
 * transaction only (the rule of writeTransaction.ts), finds the id claimed and rolls back, or is
 * refused by what its first time changed; either way the first answer is read and given back.
 */
export async function applyOnce<T>(
  db: Database,
  mutation: { id: string; userId: number; path: string; input: unknown },
  work: (tx: Transaction) => Promise<T>,
): Promise<T> {
  const hash = await requestHashOf(db, mutation.input)
  try {
    return await inWriteTransaction(db, async (tx) => {
      const answer = await work(tx)
      const claimed = await tx
        .insert(clientMutations)
        .values({
          id: mutation.id,
          userId: mutation.userId,
          path: mutation.path,
          ...hash,
          answer: answer as object,
        })
        .onConflictDoNothing()
        .returning({ id: clientMutations.id })
      if (claimed.length === 0) throw new AppliedBefore()
      return answer
    })
  } catch (error) {
    // A database that cannot answer this either leaves the work's own failure to be told.
    const [first] = await db
      .select()
      .from(clientMutations)
      .where(eq(clientMutations.id, mutation.id))
      .catch(() => [])
    if (!first) {
      if (error instanceof AppliedBefore) throw new AppError('mutation.reused')
      throw error
    }
    if (
      first.userId !== mutation.userId ||
      first.path !== mutation.path ||
      !(await isSameRequest(db, first, mutation.input))
    )
      throw new AppError('mutation.reused')
    return first.answer as T
  }
}
