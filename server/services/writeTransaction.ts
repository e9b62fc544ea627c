import type { Database, Transaction } from '../database/connect.ts'
import { databaseRefusalOf, isUniqueViolation, isWorthRetrying } from '../database/databaseErrors.ts'
import { uniqueRefusalOf } from './uniqueRefusals.ts'

/**
 * Runs a write's transaction, judged afresh once when another transaction got in its way: a deadlock
 * or a serialization failure (40P01, 40001), or a unique violation (23505), which means another
 * write committed the same username, phone or card number after this one had checked for it; run
 * again, the write's own check sees it and refuses naming the field. A unique violation left after
 * the second run is answered as its field's refusal (server/services/uniqueRefusals.ts). Only for
 * work whose every effect is inside the transaction: it may run twice.
 */
export async function inWriteTransaction<T>(db: Database, work: (tx: Transaction) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(work)
  } catch (error) {
    const refusal = databaseRefusalOf(error)
    if (!isWorthRetrying(refusal) && !isUniqueViolation(refusal)) throw error
  }
  try {
    return await db.transaction(work)
  } catch (error) {
    throw uniqueRefusalOf(databaseRefusalOf(error)) ?? error
  }
}
