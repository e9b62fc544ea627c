import { and, desc, eq, isNotNull, like, sql } from 'drizzle-orm'
import type { z } from 'zod'
import { roleIds } from '../../../contract/menus.ts'
import {
  type SimCollectionRecord,
  type simCollectionRecords,
  simCollectionRecordsShown,
} from '../../../contract/simCards.ts'
import type { Database } from '../../database/connect.ts'
import { users } from '../../database/schema/accounts.ts'
import { cases, collectionRecords } from '../../database/schema/cases.ts'
import { simCards } from '../../database/schema/simCards.ts'
import type { SignedInUser } from '../sessions.ts'

type Filters = z.output<typeof simCollectionRecords.input>
/** Where a batch of the export starts: after the last call of the previous one. */
type After = { diallingAt: Date; id: number }
const batchSize = 2000

/**
 * The calls and WhatsApp messages made with each card: the collection records that kept the card their
 * author held when saving them (cardHeld.ts). A collector or seller sees her own, an office manager
 * or leader in a team the team's, a manager everyone's; newest first.
 */
function selectSimCollectionRecords(db: Database, user: SignedInUser, input: Filters, after?: After) {
  const own = user.roleId === roleIds.collector || user.roleId === roleIds.seller
  const scope = own
    ? eq(collectionRecords.authorId, user.userId)
    : user.teamId !== null
      ? eq(users.teamId, user.teamId)
      : undefined
  const cardNumber = input.cardNumber?.trim()
  return db
    .select({
      id: collectionRecords.id,
      cardId: simCards.id,
      cardNumber: simCards.cardNumber,
      memberId: collectionRecords.authorId,
      memberName: users.displayName,
      caseId: collectionRecords.caseId,
      caseNo: cases.caseNo,
      channel: collectionRecords.channel,
      diallingAt: collectionRecords.diallingAt,
      connectedAt: collectionRecords.connectedAt,
      hungUpAt: collectionRecords.hungUpAt,
      connectionStatus: collectionRecords.connectionStatus,
    })
    .from(collectionRecords)
    .innerJoin(simCards, eq(simCards.id, collectionRecords.simCardId))
    .innerJoin(users, eq(users.id, collectionRecords.authorId))
    .innerJoin(cases, eq(cases.id, collectionRecords.caseId))
    .where(
      and(
        scope,
        isNotNull(collectionRecords.simCardId),
        input.cardId ? eq(collectionRecords.simCardId, input.cardId) : undefined,
        // The last digits people read off a card are enough to find it.
        cardNumber ? like(simCards.cardNumber, `%${escapeLike(cardNumber)}`) : undefined,
        input.memberId ? eq(collectionRecords.authorId, input.memberId) : undefined,
        input.channel ? eq(collectionRecords.channel, input.channel) : undefined,
        after
          ? sql`(${collectionRecords.diallingAt}, ${collectionRecords.id}) < (${after.diallingAt}, ${after.id})`
          : undefined,
      ),
    )
    .orderBy(desc(collectionRecords.diallingAt), desc(collectionRecords.id))
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`)

type RawRecord = Awaited<ReturnType<typeof selectSimCollectionRecords>>[number]

const toRecord = ({ connectedAt, hungUpAt, ...row }: RawRecord): SimCollectionRecord => ({
  ...row,
  diallingAt: row.diallingAt.toISOString(),
  durationSeconds:
    connectedAt && hungUpAt
      ? Math.max(0, Math.round((hungUpAt.getTime() - connectedAt.getTime()) / 1000))
      : null,
})

/** The newest records of the filter, at most `simCollectionRecordsShown`, as the screen lists them. */
export async function listSimCollectionRecords(
  db: Database,
  user: SignedInUser,
  input: Filters,
): Promise<SimCollectionRecord[]> {
  const rows = await selectSimCollectionRecords(db, user, input).limit(simCollectionRecordsShown)
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
