import { and, desc, eq, gte, isNull, lt, or, sql } from 'drizzle-orm'
import type { z } from 'zod'
import { roleIds } from '../../../contract/menus.ts'
import type { SimCollectionRecord, simCollectionRecords } from '../../../contract/simCards.ts'
import type { Database } from '../../database/connect.ts'
import { users } from '../../database/schema/accounts.ts'
import { transitions } from '../../database/schema/audit.ts'
import { cases, collectionRecords } from '../../database/schema/cases.ts'
import { simCards } from '../../database/schema/simCards.ts'
import type { SignedInUser } from '../sessions.ts'

type Filters = z.output<typeof simCollectionRecords.input>
/** Where a batch of the export starts: after the last call of the previous one. */
type After = { diallingAt: Date; id: number }
const batchSize = 2000

/**
 * The calls made with each card. Which card a record was made with is read from the cards' recorded
 * transitions: each ALLOCATE opens a holding of the card by its member, the card's next transition
 * closes it, and a record its author dialled within one of her holdings was made with that card.
 * Nothing in the case area changes for it, and a card's history answers for any past moment.
 */
function selectSimCollectionRecords(db: Database, user: SignedInUser, input: Filters, after?: After) {
  const holdings = db.$with('holdings').as(
    db
      .select({
        cardId: sql<number>`${transitions.entityId}`.as('card_id'),
        memberId: sql<number | null>`(${transitions.eventPayload}->>'memberId')::int`.as('member_id'),
        eventType: sql<string>`${transitions.eventType}`.as('event_type'),
        fromAt: sql<string>`${transitions.at}`.as('from_at'),
        toAt: sql<
          string | null
        >`lead(${transitions.at}) over (partition by ${transitions.entityId} order by ${transitions.id})`.as(
          'to_at',
        ),
      })
      .from(transitions)
      .where(eq(transitions.entityType, 'simCard')),
  )
  const own = user.roleId === roleIds.collector || user.roleId === roleIds.seller
  const scope = own
    ? eq(collectionRecords.authorId, user.userId)
    : user.teamId !== null
      ? eq(users.teamId, user.teamId)
      : undefined
  return db
    .with(holdings)
    .select({
      id: collectionRecords.id,
      cardId: holdings.cardId,
      cardNumber: simCards.cardNumber,
      memberId: collectionRecords.authorId,
      memberName: users.displayName,
      caseId: collectionRecords.caseId,
      caseNo: cases.caseNo,
      diallingAt: collectionRecords.diallingAt,
      connectedAt: collectionRecords.connectedAt,
      hungUpAt: collectionRecords.hungUpAt,
      connectionStatus: collectionRecords.connectionStatus,
    })
    .from(collectionRecords)
    .innerJoin(
      holdings,
      and(
        eq(holdings.eventType, 'ALLOCATE'),
        eq(holdings.memberId, collectionRecords.authorId),
        gte(collectionRecords.diallingAt, holdings.fromAt),
        or(isNull(holdings.toAt), lt(collectionRecords.diallingAt, holdings.toAt)),
      ),
    )
    .innerJoin(simCards, eq(simCards.id, holdings.cardId))
    .innerJoin(users, eq(users.id, collectionRecords.authorId))
    .innerJoin(cases, eq(cases.id, collectionRecords.caseId))
    .where(
      and(
        scope,
        input.cardId ? eq(holdings.cardId, input.cardId) : undefined,
        input.memberId ? eq(collectionRecords.authorId, input.memberId) : undefined,
        after
          ? sql`(${collectionRecords.diallingAt}, ${collectionRecords.id}) < (${after.diallingAt}, ${after.id})`
          : undefined,
      ),
    )
    .orderBy(desc(collectionRecords.diallingAt), desc(collectionRecords.id))
}

type RawRecord = Awaited<ReturnType<typeof selectSimCollectionRecords>>[number]

const toRecord = ({ connectedAt, hungUpAt, ...row }: RawRecord): SimCollectionRecord => ({
  ...row,
  diallingAt: row.diallingAt.toISOString(),
  durationSeconds:
    connectedAt && hungUpAt
      ? Math.max(0, Math.round((hungUpAt.getTime() - connectedAt.getTime()) / 1000))
      : null,
})

/** The newest calls of the filter, at most 200, as the screen lists them. */
export async function listSimCollectionRecords(
  db: Database,
  user: SignedInUser,
  input: Filters,
): Promise<SimCollectionRecord[]> {
  const rows = await selectSimCollectionRecords(db, user, input).limit(200)
  return rows.map(toRecord)
}

/** Every call of the filter, newest first, a batch at a time: each batch starts after the last one read. */
export async function* simCollectionRecordBatches(db: Database, user: SignedInUser, input: Filters) {
  let after: After | undefined
  for (;;) {
    const rows = await selectSimCollectionRecords(db, user, input, after).limit(batchSize)
    if (rows.length > 0) yield rows.map(toRecord)
    if (rows.length < batchSize) return
    const last = rows.at(-1)!
    after = { diallingAt: last.diallingAt, id: last.id }
  }
}
