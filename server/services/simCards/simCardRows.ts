import { eq, sql } from 'drizzle-orm'
import type { SimCardRow } from '../../../contract/simCards.ts'
import type { Database, Transaction } from '../../database/connect.ts'
import { users } from '../../database/schema/accounts.ts'
import { simCards } from '../../database/schema/simCards.ts'
import { teams } from '../../database/schema/system.ts'

const iso = (value: Date | null) => (value === null ? null : value.toISOString())

/** The columns of a card row: the card, its holder's name and the team it was allocated in. */
export const simCardColumns = {
  id: simCards.id,
  cardNumber: simCards.cardNumber,
  currentNumber: simCards.currentNumber,
  status: simCards.status,
  holderId: simCards.holderId,
  holderName: users.displayName,
  teamId: simCards.teamId,
  teamName: teams.name,
  deactivationReason: simCards.deactivationReason,
  deactivationDescription: simCards.deactivationDescription,
  addedAt: simCards.addedAt,
  allocatedAt: simCards.allocatedAt,
  updatedAt: simCards.updatedAt,
}

export function selectSimCardRows(db: Database | Transaction) {
  return db
    .select(simCardColumns)
    .from(simCards)
    .leftJoin(users, eq(users.id, simCards.holderId))
    .leftJoin(teams, eq(teams.id, simCards.teamId))
    .$dynamic()
}

export type RawSimCardRow = Awaited<ReturnType<ReturnType<typeof selectSimCardRows>['execute']>>[number]

export function toSimCardRow(row: RawSimCardRow): SimCardRow {
  return {
    ...row,
    addedAt: row.addedAt.toISOString(),
    allocatedAt: iso(row.allocatedAt),
    updatedAt: row.updatedAt.toISOString(),
  }
}

export async function simCardRowOf(db: Database | Transaction, cardId: number): Promise<SimCardRow> {
  const [row] = await selectSimCardRows(db).where(eq(simCards.id, cardId))
  if (!row) throw new Error(`card ${cardId} vanished inside its own write`)
  return toSimCardRow(row)
}

/** The cards a member holds now. */
export async function cardsOf(db: Database, userId: number): Promise<SimCardRow[]> {
  const rows = await selectSimCardRows(db).where(eq(simCards.holderId, userId)).orderBy(simCards.id)
  return rows.map(toSimCardRow)
}

/** Cards held by each member: the allocation guard's count. */
export const cardsHeldBy = async (tx: Transaction, memberId: number): Promise<number> => {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(simCards)
    .where(eq(simCards.holderId, memberId))
  return row?.n ?? 0
}
