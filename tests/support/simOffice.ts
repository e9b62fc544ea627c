import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { expect } from 'vitest'
import { roleIds } from '../../contract/menus.ts'
import { addSimCards } from '../../contract/simCards.ts'
import { users } from '../../server/database/schema/accounts.ts'
import { teams, teamTypes } from '../../server/database/schema/system.ts'
import type { TestServer } from './testServer.ts'

/** The client id every write carries; a new one each time, so no write is taken for a replay. */
export const write = () => ({ clientMutationId: randomUUID() })

let teamCount = 0
let cardSerial = 0

/** A card number no other test of the run has added. */
export const newCardNumber = () => `89520999${String(++cardSerial).padStart(11, '0')}`

/** A new collection team, with no one in it yet. */
export async function freshTeam(server: TestServer): Promise<number> {
  teamCount += 1
  const [type] = await server.db
    .select({ id: teamTypes.id })
    .from(teamTypes)
    .where(eq(teamTypes.code, 'collection'))
  const [team] = await server.db
    .insert(teams)
    .values({ name: `SIM team ${teamCount}`, teamTypeId: type!.id, dutyDays: [1, 2, 3, 4, 5] })
    .returning({ id: teams.id })
  return team!.id
}

/** A fresh, signed-in collector in the given team. */
export async function collectorIn(server: TestServer, teamId: number) {
  const account = await server.newAccount({ roleId: roleIds.collector })
  await server.db.update(users).set({ teamId }).where(eq(users.id, account.userId))
  return { ...account, token: await server.signInAs(account.username) }
}

/** One unallocated card, added by the given card keeper; answers its id. */
export async function addCard(server: TestServer, keeper: string): Promise<number> {
  const { body } = await server.call(
    addSimCards,
    { cardNumbers: [newCardNumber()], ...write() },
    { token: keeper },
  )
  expect(body.respCode).toBe('000000')
  return body.data.added[0]!.id
}
