import { and, eq, isNotNull, like } from 'drizzle-orm'
import { z } from 'zod'
import { roleIds } from '../../../contract/menus.ts'
import type {
  SimCollectionRecord,
  SimCollectionRecordFilters,
  SimCollectionRecordSort,
  simCollectionRecords,
} from '../../../contract/simCards.ts'
import type { Database } from '../../database/connect.ts'
import { users } from '../../database/schema/accounts.ts'
import { cases, collectionRecords } from '../../database/schema/cases.ts'
import { simCards } from '../../database/schema/simCards.ts'
import { byColumn, conditionsOf, type FilterConditions, type KeysetList, pageQuery } from '../lists/index.ts'
import type { SignedInUser } from '../sessions.ts'

/**
 * The calls and WhatsApp messages made with each card: the collection records that kept the card their
 * author held when saving them (cardHeld.ts), with the card, the author and the case.
 */
export function selectSimCollectionRecords(db: Database) {
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
    .$dynamic()
}

type RawRecord = Awaited<ReturnType<ReturnType<typeof selectSimCollectionRecords>['execute']>>[number]

/** The record as it leaves the server: the call's length in whole seconds, none when it did not connect. */
export const toSimCollectionRecord = ({ connectedAt, hungUpAt, ...row }: RawRecord): SimCollectionRecord => ({
  ...row,
  diallingAt: row.diallingAt.toISOString(),
  durationSeconds:
    connectedAt && hungUpAt
      ? Math.max(0, Math.round((hungUpAt.getTime() - connectedAt.getTime()) / 1000))
      : null,
})

const instantInCursor = z.iso.datetime().refine((at) => at >= '1900')

export const simCollectionRecordKeyset: KeysetList<SimCollectionRecordSort, RawRecord> = {
  tiebreak: collectionRecords.id,
  tiebreakOf: (row) => row.id,
  sorts: {
    diallingAt: byColumn(collectionRecords.diallingAt, instantInCursor, (row) =>
      row.diallingAt.toISOString(),
    ),
  },
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`)

const filters: FilterConditions<SimCollectionRecordFilters, null> = {
  cardId: (cardId) => eq(collectionRecords.simCardId, cardId),
  // The last digits people read off a card are enough to find it.
  cardNumber: (cardNumber) => like(simCards.cardNumber, `%${escapeLike(cardNumber)}`),
  memberId: (memberId) => eq(collectionRecords.authorId, memberId),
  channel: (channel) => eq(collectionRecords.channel, channel),
}

/**
 * The records a user may see, narrowed by the filters in force: a collector or seller her own, an
 * office manager or leader in a team the team's, a user without a team everyone's.
 */
export function simCollectionRecordWhere(user: SignedInUser, input: SimCollectionRecordFilters) {
  const own = user.roleId === roleIds.collector || user.roleId === roleIds.seller
  const scope = own
    ? eq(collectionRecords.authorId, user.userId)
    : user.teamId !== null
      ? eq(users.teamId, user.teamId)
      : undefined
  // Said although the join implies it: the index of every card's records holds these rows only.
  return and(scope, isNotNull(collectionRecords.simCardId), ...conditionsOf(filters, input, null))
}

export async function listSimCollectionRecords(
  db: Database,
  user: SignedInUser,
  input: z.output<typeof simCollectionRecords.input>,
) {
  const { query, pageOf } = pageQuery(
    simCollectionRecordKeyset,
    () => selectSimCollectionRecords(db),
    input,
    simCollectionRecordWhere(user, input),
  )
  const page = pageOf(await query)
  return { rows: page.rows.map(toSimCollectionRecord), nextCursor: page.nextCursor }
}
