import type { PgTable } from 'drizzle-orm/pg-core'
import { lifecycleOf } from '../../machines/caseDecisions.ts'
import type { CaseLifecycleEvent } from '../../machines/caseLifecycle.ts'
import {
  type CaseOwner,
  type GeneratedCase,
  generateCase,
  playHistory,
  randomSource,
} from './caseGenerator.ts'
import type { Database } from './connect.ts'
import { countryCurrencies, type DemoCountry } from './demoCountries.ts'
import { insertJsonRows, reserveIds } from './jsonInsert.ts'
import { type GeneratedRecord, generateRecords } from './recordGenerator.ts'
import { transitions } from './schema/audit.ts'
import { cases, collectionRecords, customers, loanHistory, repayments } from './schema/cases.ts'
import { apps } from './schema/system.ts'

export interface DemoBrand {
  id: number
  code: string
}
export type BrandsByCountry = Record<DemoCountry, readonly DemoBrand[]>

/** The brands that lend in each country, told by the currency they lend in. */
export async function brandsByCountry(db: Database): Promise<BrandsByCountry> {
  const brands = await db
    .select({ id: apps.id, code: apps.code, currency: apps.currency })
    .from(apps)
    .orderBy(apps.id)
  const lendingIn = (country: DemoCountry) =>
    brands.filter((brand) => brand.currency === countryCurrencies[country])
  return { MX: lendingIn('MX'), NG: lendingIn('NG') }
}

/** The rows of one batch, table by table, in the order their references need. */
export type SeedTableRows = Array<[PgTable, Array<Record<string, unknown>>]>

/** Draws a batch's customer and case ids, then writes the rows made from them, all or nothing. */
export type CaseBatchWriter = (
  size: number,
  rowsOf: (customerIds: number[], caseIds: number[]) => SeedTableRows,
) => Promise<void>

/** The batch in one transaction of multi-row inserts: what PGlite (the demo, the tests) takes. */
export const insertBatchWriter =
  (db: Database): CaseBatchWriter =>
  (size, rowsOf) =>
    db.transaction(async (tx) => {
      const customerIds = await reserveIds(tx, customers, size)
      const caseIds = await reserveIds(tx, cases, size)
      for (const [table, rows] of rowsOf(customerIds, caseIds)) await insertJsonRows(tx, table, rows)
    })

export interface SeedCasesOptions {
  /** The brands lending in each country (a case of that country is one of theirs). */
  brandsByCountry: BrandsByCountry
  teamTypeIds: { collection: number; sales: number }
  /** Who the cases go to, round robin; null leaves a case unallocated to a person. */
  owners: Array<CaseOwner | null>
  count: number
  firstIndex?: number
  seed?: number
  /** Record each case's history as transitions (the demo and the bench sets do). */
  withHistory?: boolean
  batchSize?: number
  /** How the batches are written (multi-row inserts by default; the bulk seed's COPY on PostgreSQL). */
  writer?: CaseBatchWriter
  /** Batches written at once: the next is generated while the database takes the last. */
  inFlight?: number
  onProgress?: (done: number) => void
  now?: Date
}

/** Writes generated cases in batches: customers, cases, past loans, records, repayments, history. */
export async function seedCases(db: Database, options: SeedCasesOptions): Promise<number> {
  const random = randomSource(options.seed ?? 20_261_123)
  const now = options.now ?? new Date()
  const batchSize = options.batchSize ?? 500
  const first = options.firstIndex ?? 1
  const writer = options.writer ?? insertBatchWriter(db)
  const writing = new Set<Promise<void>>()
  let failure: unknown = null
  let done = 0
  let written = 0
  while (done < options.count && failure === null) {
    const size = Math.min(batchSize, options.count - done)
    const batch: SeededCase[] = Array.from({ length: size }, (_, offset) => {
      const owner = options.owners[(done + offset) % options.owners.length] ?? null
      // A case nobody holds yet belongs to either country, in turn.
      const country = owner?.country ?? ((done + offset) % 2 === 0 ? 'MX' : 'NG')
      const index = first + done + offset
      const generated = generateCase(random, index, owner, now, country)
      const { loan, history } = generated
      const records = generateRecords(index, { ...loan, hasHistory: history.length > 0 }, now)
      return { ...generated, records }
    })
    const brands = batch.map((item) => random.pick(options.brandsByCountry[item.loan.country]))
    const write = writer(size, (customerIds, caseIds) =>
      batchRows(batch, brands, customerIds, caseIds, options, now),
    )
      .then(() => {
        written += size
        options.onProgress?.(written)
      })
      // A batch that failed, or a progress report that did: the seed stops with the first.
      .catch((error: unknown) => {
        failure ??= error
      })
    writing.add(write)
    void write.finally(() => writing.delete(write))
    done += size
    if (writing.size >= (options.inFlight ?? 1)) await Promise.race(writing)
  }
  await Promise.all(writing)
  if (failure !== null) throw failure
  return done
}

/** A generated case with the calls and messages its holder wrote down before its history happened. */
type SeededCase = GeneratedCase & { records: GeneratedRecord[] }

/** The case's history as played: its records (each one ADD_COLLECTION_RECORD) first, then the rest. */
const historyOf = (item: SeededCase): CaseLifecycleEvent[] => [
  ...item.records.map(() => ({ type: 'ADD_COLLECTION_RECORD' }) as const),
  ...item.history,
]

/** The case's last call or message, as the case's own connection columns keep it (as a saved record sets them). */
function lastConnectionOf(item: SeededCase) {
  const last = item.records.at(-1)
  if (!last)
    return { connectionStatus: item.loan.connectionStatus, lastConnectionAt: item.loan.lastConnectionAt }
  const connected = item.records.filter((record) => record.connectionStatus === 'connected').at(-1)
  return {
    connectionStatus: last.connectionStatus,
    lastConnectionAt: connected ? (connected.connectedAt ?? connected.diallingAt) : null,
  }
}

/** The batch's rows in every table a case needs, under the ids drawn for its customers and cases. */
function batchRows(
  batch: SeededCase[],
  brands: DemoBrand[],
  customerRowIds: number[],
  caseRowIds: number[],
  options: SeedCasesOptions,
  now: Date,
): SeedTableRows {
  const customerIds = customerRowIds.map((id) => ({ id }))
  const caseIds = caseRowIds.map((id) => ({ id }))
  const played = batch.map((item) => playHistory(item.loan.amount, historyOf(item)))
  const tables: SeedTableRows = [
    [customers, batch.map((item, i) => ({ id: customerIds[i]!.id, ...item.customer }))],
    [
      cases,
      batch.map(({ loan, customer }, i) => {
        const { final } = played[i]!
        const summary = lifecycleOf(final)
        const appointment = [...batch[i]!.history]
          .reverse()
          .find((event) => event.type === 'BOOK_APPOINTMENT')
        const paid = final.context.paidAmount
        return {
          id: caseIds[i]!.id,
          caseNo: loan.caseNo,
          kind: loan.kind,
          customerId: customerIds[i]!.id,
          customerName: customer.name,
          customerPhone: customer.phone,
          appId: brands[i]!.id,
          teamTypeId: loan.kind === 'sale' ? options.teamTypeIds.sales : options.teamTypeIds.collection,
          teamId: loan.teamId,
          ownerId: loan.ownerId,
          allocatedById: null,
          allocationWay: loan.allocationWay,
          allocatedAt: loan.allocatedAt,
          orderNo: loan.orderNo,
          product: loan.product,
          applicationAt: loan.applicationAt,
          disbursedAt: loan.disbursedAt,
          loanTimes: loan.loanTimes,
          principal: loan.principal,
          rateBasisPoints: loan.rateBasisPoints,
          penalty: loan.penalty,
          cuts: loan.cuts,
          amount: loan.amount,
          paidAmount: paid,
          lastAmount: paid > 0 ? paid : null,
          tenureDays: loan.tenureDays,
          loanDate: loan.loanDate,
          dueDate: loan.dueDate,
          cleanDate: summary.repayment === 'paidOff' ? now.toISOString().slice(0, 10) : null,
          status: summary.repayment ?? (paid >= loan.amount ? 'paidOff' : 'unpaid'),
          deal: summary.deal,
          appointmentAt:
            summary.appointment && appointment?.type === 'BOOK_APPOINTMENT' ? new Date(appointment.at) : null,
          ...lastConnectionOf(batch[i]!),
          finishedAt: paid >= loan.amount ? now : null,
          finishedById: paid >= loan.amount ? (loan.ownerId ?? null) : null,
          closedAt: summary.closed ? now : null,
          lifecycle: final,
          loanAgreement: `https://docs.${brands[i]!.code.toLowerCase()}.example/agreements/${loan.orderNo}.pdf`,
        }
      }),
    ],
  ]
  const pastLoans = batch.flatMap((item, i) =>
    Array.from({ length: Math.min(item.previousLoans, 3) }, (_, n) => ({
      customerId: customerIds[i]!.id,
      appId: brands[i]!.id,
      loanNo: `${item.loan.orderNo}-${n + 1}`,
      principal: Math.round(item.loan.principal * 0.8),
      borrowedAt: new Date(item.loan.disbursedAt.getTime() - (n + 1) * 45 * 86_400_000),
      dueDate: new Date(item.loan.disbursedAt.getTime() - ((n + 1) * 45 - item.loan.tenureDays) * 86_400_000)
        .toISOString()
        .slice(0, 10),
      repaidAt: new Date(
        item.loan.disbursedAt.getTime() - ((n + 1) * 45 - item.loan.tenureDays - 1) * 86_400_000,
      ),
    })),
  )
  tables.push([loanHistory, pastLoans])
  const records = batch.flatMap((item, i) =>
    item.records.map((record) => ({
      caseId: caseIds[i]!.id,
      authorId: item.loan.ownerId!,
      diallingAt: record.diallingAt,
      channel: record.channel,
      connectionStatus: record.connectionStatus,
      contact: record.contact,
      dateItem: 'none',
      connectedAt: record.connectedAt,
      hungUpAt: record.hungUpAt,
      recordText: record.recordText,
      createdAt: record.hungUpAt ?? record.diallingAt,
    })),
  )
  tables.push([collectionRecords, records])
  const payments = batch.flatMap((item, i) =>
    played[i]!.steps.flatMap(({ event, to }) =>
      event.type === 'REPAYMENT_RECEIVED'
        ? [
            {
              caseId: caseIds[i]!.id,
              kind: event.kind,
              amount: event.amount,
              // The payment that finished a case at the seed's instant, as the case's finishedAt
              // (the same day on everyone's calendar); a part payment the day before.
              paidAt: to.context.paidAmount >= item.loan.amount ? now : new Date(now.getTime() - 86_400_000),
              reference: `PAY-${item.loan.orderNo}`,
              collectorId: item.loan.ownerId ?? null,
            },
          ]
        : [],
    ),
  )
  tables.push([repayments, payments])
  if (options.withHistory) {
    const history = played.flatMap(({ steps }, i) =>
      steps.map(({ event, from, to, machine }) => {
        const { type, ...payload } = event
        return {
          entityType: 'case',
          entityId: caseIds[i]!.id,
          machine,
          fromState: from,
          eventType: type,
          eventPayload: payload,
          toState: to,
          actorId: null,
        }
      }),
    )
    tables.push([transitions, history])
  }
  return tables
}
