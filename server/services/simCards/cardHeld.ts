import { and, desc, eq } from 'drizzle-orm'
import type { Transaction } from '../../database/connect.ts'
import { simCards } from '../../database/schema/simCards.ts'

/**
 * The SIM card a member calls and writes from now: the one allocated to her (the newest, where the
 * office lets a member hold several), or null when she holds none. A collection record keeps it when
 * saved, so the card's calls (menu 99) never depend on what happens to the card later.
 */
export async function cardHeldBy(tx: Transaction, memberId: number): Promise<number | null> {
  const [card] = await tx
    .select({ id: simCards.id })
    .from(simCards)
    .where(and(eq(simCards.holderId, memberId), eq(simCards.status, 'allocated')))
    .orderBy(desc(simCards.allocatedAt), desc(simCards.id))
    .limit(1)
  return card?.id ?? null
}
