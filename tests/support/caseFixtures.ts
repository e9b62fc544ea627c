import { randomUUID } from 'node:crypto'
import { and, asc, eq, inArray, notInArray, type SQL } from 'drizzle-orm'
import { expect } from 'vitest'
import type { z } from 'zod'
import {
  type CaseRow,
  type CaseView,
  type caseListInput,
  caseListsByView,
  type newCollectionRecord,
} from '../../contract/cases.ts'
import type { StoredLifecycle } from '../../machines/caseDecisions.ts'
import type { CaseLifecycleEvent } from '../../machines/caseLifecycle.ts'
import { users } from '../../server/database/schema/accounts.ts'
import { cases } from '../../server/database/schema/cases.ts'
import { applyCaseEvent } from '../../server/services/cases/caseLifecycleWrites.ts'
import type { TestServer } from './testServer.ts'

export type ListInput = z.input<typeof caseListInput>

export interface WalkedList {
  rows: CaseRow[]
  pinned: CaseRow[]
  pages: number
}

/** Every page of a list view, following nextCursor until it runs out; fails on any refused page. */
export async function walkList(
  server: TestServer,
  view: CaseView,
  input: ListInput,
  token: string,
): Promise<WalkedList> {
  const rows: CaseRow[] = []
  let pinned: CaseRow[] = []
  let after: string | undefined
  let pages = 0
  do {
    const { status, body } = await server.call(
      caseListsByView[view].list,
      { limit: 25, ...input, ...(after ? { after } : {}) },
      { token },
    )
    expect(body.respCode, body.respMsg).toBe('000000')
    expect(status).toBe(200)
    if (pages === 0) pinned = body.data.pinned
    else expect(body.data.pinned).toEqual([])
    rows.push(...body.data.rows)
    after = body.data.nextCursor ?? undefined
    pages += 1
    if (pages > 1000) throw new Error('the cursor never ran out')
  } while (after)
  return { rows, pinned, pages }
}

export async function userIdOf(server: TestServer, username: string): Promise<number> {
  const [row] = await server.db.select({ id: users.id }).from(users).where(eq(users.username, username))
  if (!row) throw new Error(`no user ${username}`)
  return row.id
}

/** Ids of the cases matching a condition, in id order. */
export async function caseIdsWhere(
  server: TestServer,
  ...conditions: (SQL | undefined)[]
): Promise<number[]> {
  const rows = await server.db
    .select({ id: cases.id })
    .from(cases)
    .where(and(...conditions))
    .orderBy(asc(cases.id))
  return rows.map((row) => row.id)
}

/**
 * Hands out distinct cases to tests of one file, so no test sees another's writes: each call gives
 * cases nobody took yet among those matching the conditions.
 */
export function caseSupply(server: TestServer) {
  const taken = new Set<number>()
  return async function take(count: number, ...conditions: (SQL | undefined)[]): Promise<number[]> {
    const ids = await caseIdsWhere(
      server,
      ...conditions,
      taken.size > 0 ? notInArray(cases.id, [...taken]) : undefined,
    )
    if (ids.length < count) throw new Error(`only ${ids.length} cases left of the ${count} asked for`)
    const chosen = ids.slice(0, count)
    for (const id of chosen) taken.add(id)
    return chosen
  }
}

/** Allocates cases to a user, as a team leader's allocation would. */
export async function allocateTo(server: TestServer, userId: number, caseIds: number[]): Promise<void> {
  await server.db.update(cases).set({ ownerId: userId }).where(inArray(cases.id, caseIds))
}

/** An event applied the way a service without a route applies it: the case locked, the machine deciding. */
export async function applyAsService(
  server: TestServer,
  caseId: number,
  actorId: number,
  event: CaseLifecycleEvent,
): Promise<void> {
  await server.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: cases.id, lifecycle: cases.lifecycle, ownerId: cases.ownerId, teamId: cases.teamId })
      .from(cases)
      .where(eq(cases.id, caseId))
      .for('update')
    await applyCaseEvent(tx, { ...row!, lifecycle: row!.lifecycle as StoredLifecycle }, event, {
      userId: actorId,
      clientMutationId: null,
    })
  })
}

/** The case is closed by someone else meanwhile (say, retrieved by the office), through the machine. */
export async function closeMeanwhile(server: TestServer, caseId: number, actorId: number): Promise<void> {
  await applyAsService(server, caseId, actorId, { type: 'CLOSE', reason: 'retrieved' })
}

export async function storedPhoneOf(server: TestServer, caseId: number): Promise<string> {
  const [row] = await server.db.select({ phone: cases.customerPhone }).from(cases).where(eq(cases.id, caseId))
  return row!.phone
}

/** A complete collection record that passes every rule: a connected call with a promise to pay. */
export function aRecord(
  overrides: Partial<z.input<typeof newCollectionRecord>> = {},
): z.input<typeof newCollectionRecord> {
  const dialled = Date.now() - 10 * 60_000
  return {
    diallingTime: new Date(dialled).toISOString(),
    connectionStatus: 'connected',
    contact: 'self',
    contactNumber: '',
    dateItem: 'none',
    connectionTime: new Date(dialled + 20_000).toISOString(),
    hangUpTime: new Date(dialled + 200_000).toISOString(),
    dangerous: false,
    recordText: 'Customer says salary arrives on Friday.',
    ...overrides,
  }
}

export const newMutationId = () => randomUUID()

/**
 * Where a row stands in the work queue, as text that sorts in the queue's order: open before paid
 * off or closed, then the appointment soonest first (none after all), then the earliest due date.
 */
export function workQueueKey(row: Pick<CaseRow, 'status' | 'closed' | 'appointment' | 'dueDate'>): string {
  const finished = row.closed || row.status === 'paidOff' ? 1 : 0
  return `${finished} ${row.appointment ?? '~'} ${row.dueDate}`
}
