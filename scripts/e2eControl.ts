// The browser tests' door into the e2e server process, for what no product route does: hand out cases
// no other spec works on, and close a case "in the office" while a collector's writes wait offline.
// Only scripts/e2eServer.ts starts it, on 127.0.0.1 at E2E_PORT + 1000; the product server never does.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { and, asc, eq, gte, isNull, notInArray, sql } from 'drizzle-orm'
import type { StoredLifecycle } from '../machines/caseDecisions.ts'
import type { Database } from '../server/database/connect.ts'
import { users } from '../server/database/schema/accounts.ts'
import { cases, collectionRecords, todos } from '../server/database/schema/cases.ts'
import { applyCaseEvent } from '../server/services/cases/caseLifecycleWrites.ts'
import {
  type MessageEvent,
  notifyRepaymentOf,
  notifySaleOrderEnteredOf,
  type RepaymentDoor,
  raiseMessageEvent,
  readEveryMessage,
} from './e2eMessages.ts'
import { setTargetOf, setTeamTargetOf } from './e2eTargets.ts'

/** The port of the control door beside the e2e server's own (tests/e2e/workerServer.ts chooses it). */
export const e2eControlPort = (serverPort: number) => serverPort + 1000

async function userIdOf(db: Database, username: string): Promise<number> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.username, username))
  if (!row) throw new Error(`no user ${username}`)
  return row.id
}

/**
 * Open cases of a user that no spec was handed yet, from the bottom of the lists (the oldest
 * allocations): the other specs work on the first rows, so these are the writing spec's alone.
 */
function caseHandout(db: Database) {
  const taken = new Set<number>()
  return async (owner: string, count: number, owing = 0, untouched = false): Promise<number[]> => {
    const rows = await db
      .select({ id: cases.id })
      .from(cases)
      .where(
        and(
          eq(cases.ownerId, await userIdOf(db, owner)),
          isNull(cases.closedAt),
          eq(cases.status, 'unpaid'),
          eq(cases.deal, false),
          // A spec that pays a case in full takes one that owes at least that much.
          owing > 0 ? gte(sql`${cases.amount} - ${cases.paidAmount}`, owing) : undefined,
          taken.size > 0 ? notInArray(cases.id, [...taken]) : undefined,
          // A spec that reads what was written on its case takes one no other spec of its worker wrote
          // on (some pick cases from a list, not from here), and no appointment the seed gave it: no
          // record, no to-do, no appointment yet.
          untouched
            ? sql`${cases.appointmentAt} is null
                and not exists (select 1 from ${collectionRecords} where ${collectionRecords.caseId} = ${cases.id})
                and not exists (select 1 from ${todos} where ${todos.caseId} = ${cases.id})`
            : undefined,
        ),
      )
      .orderBy(asc(cases.allocatedAt), asc(cases.id))
      .limit(count)
    const ids = rows.map((row) => row.id)
    if (ids.length < count) throw new Error(`only ${ids.length} open cases of ${owner} left`)
    for (const id of ids) taken.add(id)
    return ids
  }
}

/** Closes a case as the office would (retrieved), through the lifecycle machine, recorded as the manager's. */
async function closeAsOffice(db: Database, caseId: number): Promise<void> {
  const managerId = await userIdOf(db, 'manager')
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: cases.id, lifecycle: cases.lifecycle, ownerId: cases.ownerId, teamId: cases.teamId })
      .from(cases)
      .where(eq(cases.id, caseId))
      .for('update')
    if (!row) throw new Error(`no case ${caseId}`)
    const locked = { ...row, lifecycle: row.lifecycle as StoredLifecycle }
    await applyCaseEvent(
      tx,
      locked,
      { type: 'CLOSE', reason: 'retrieved' },
      {
        userId: managerId,
        clientMutationId: null,
      },
    )
  })
}

async function bodyOf(request: IncomingMessage): Promise<Record<string, unknown>> {
  let text = ''
  for await (const chunk of request) text += chunk
  return text ? (JSON.parse(text) as Record<string, unknown>) : {}
}

function answer(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
}

/**
 * POST /cases/take {owner, count, owing?, untouched?} → {caseIds}; POST /cases/close {caseId} → {closed: caseId};
 * POST /repayments/notify {caseId, amount, linkReference?} → the notify route's answer (naming a
 * payment link when given); POST /sales/entered
 * {username, amount} → {caseNo, answer}: one of the seller's orders entered the app; POST /messages/raise
 * {username, event} → {raised: event}; POST /messages/readAll {username} → {read: username}. A
 * failure answers 500 with its message, for the test's own failure to show.
 */
export function startE2eControl(db: Database, port: number, repayments: RepaymentDoor): Promise<Server> {
  const take = caseHandout(db)
  const server = createServer(async (request, response) => {
    try {
      const body = await bodyOf(request)
      if (request.method === 'POST' && request.url === '/cases/take') {
        answer(response, 200, {
          caseIds: await take(
            String(body.owner),
            Number(body.count ?? 1),
            Number(body.owing ?? 0),
            body.untouched === true,
          ),
        })
      } else if (request.method === 'POST' && request.url === '/cases/close') {
        await closeAsOffice(db, Number(body.caseId))
        answer(response, 200, { closed: Number(body.caseId) })
      } else if (request.method === 'POST' && request.url === '/repayments/notify') {
        answer(
          response,
          200,
          await notifyRepaymentOf(
            db,
            repayments,
            Number(body.caseId),
            Number(body.amount),
            typeof body.linkReference === 'string' ? body.linkReference : undefined,
          ),
        )
      } else if (request.method === 'POST' && request.url === '/sales/entered') {
        answer(
          response,
          200,
          await notifySaleOrderEnteredOf(db, repayments, String(body.username), Number(body.amount)),
        )
      } else if (request.method === 'POST' && request.url === '/messages/raise') {
        await raiseMessageEvent(db, String(body.username), body.event as MessageEvent)
        answer(response, 200, { raised: body.event })
      } else if (request.method === 'POST' && request.url === '/messages/readAll') {
        await readEveryMessage(db, String(body.username))
        answer(response, 200, { read: body.username })
      } else if (request.method === 'POST' && request.url === '/targets/set') {
        await setTargetOf(db, {
          username: String(body.username),
          currency: String(body.currency),
          amount: Number(body.amount),
          cases: Number(body.cases),
        })
        answer(response, 200, { set: body.username })
      } else if (request.method === 'POST' && request.url === '/targets/setTeam') {
        await setTeamTargetOf(db, {
          team: String(body.team),
          currency: String(body.currency),
          amount: Number(body.amount),
          cases: Number(body.cases),
        })
        answer(response, 200, { set: body.team })
      } else {
        answer(response, 404, { error: `no control ${request.method} ${request.url}` })
      }
    } catch (error) {
      answer(response, 500, { error: String(error) })
    }
  })
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)))
}
