import { type SQL, sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'
import { nameKeyOf, nameKeys, reversedPhone } from '../searchKeys.ts'
import { users } from './accounts.ts'
import { createdAt, instant, money } from './columns.ts'
import { simCards } from './simCards.ts'
import { apps, teams, teamTypes } from './system.ts'

export const customers = pgTable(
  'customers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    idCard: text('id_card').notNull(),
    gender: text('gender', { enum: ['female', 'male', 'unspecified'] }).notNull(),
    birthYear: integer('birth_year').notNull(),
    profileImage: text('profile_image'),
    customerType: text('customer_type', { enum: ['new', 'returning'] }).notNull(),
    paymentCycle: text('payment_cycle', { enum: ['weekly', 'biweekly', 'monthly'] }).notNull(),
    nextPayday: date('next_payday'),
    bankName: text('bank_name').notNull(),
    bankAccount: text('bank_account').notNull(),
    registeredAt: instant('registered_at').notNull(),
    lastLoginAt: instant('last_login_at'),
  },
  (t) => [index('customers_phone_idx').on(t.phone)],
)

/**
 * A case: one overdue loan worked by a collector (kind collection) or offered again by a seller
 * (kind sale). The customer's name and phone are copied in so list queries at a million rows need no
 * join. `lifecycle` is the stored snapshot of machines/caseLifecycle.ts; the columns beside it are
 * derived from it in the same transaction, for filtering.
 */
export const cases = pgTable(
  'cases',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    caseNo: text('case_no').notNull().unique(),
    kind: text('kind', { enum: ['collection', 'sale'] }).notNull(),
    customerId: bigint('customer_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id),
    customerName: text('customer_name').notNull(),
    customerPhone: text('customer_phone').notNull(),
    /** The name folded for search (lower case, no accents); PostgreSQL computes it on every write. */
    nameKey: text('name_key')
      .notNull()
      .generatedAlwaysAs((): SQL => nameKeyOf(cases.customerName)),
    appId: integer('app_id')
      .notNull()
      .references(() => apps.id),
    teamTypeId: integer('team_type_id')
      .notNull()
      .references(() => teamTypes.id),
    teamId: integer('team_id').references(() => teams.id),
    ownerId: integer('owner_id').references(() => users.id),
    allocatedById: integer('allocated_by_id').references(() => users.id),
    allocationWay: text('allocation_way', { enum: ['manual', 'automatic', 'evenSplit'] }),
    /** When the case was last allocated; never null, so it can order a keyset-paged list. */
    allocatedAt: instant('allocated_at').notNull(),
    retrievedAt: instant('retrieved_at'),
    orderNo: text('order_no').notNull(),
    product: text('product').notNull(),
    applicationAt: instant('application_at').notNull(),
    disbursedAt: instant('disbursed_at').notNull(),
    loanTimes: integer('loan_times').notNull(),
    principal: money('principal'),
    rateBasisPoints: integer('rate_basis_points').notNull(),
    penalty: money('penalty'),
    cuts: money('cuts'),
    amount: money('amount'),
    paidAmount: money('paid_amount'),
    lastAmount: bigint('last_amount', { mode: 'number' }),
    tenureDays: integer('tenure_days').notNull(),
    loanDate: date('loan_date').notNull(),
    dueDate: date('due_date').notNull(),
    cleanDate: date('clean_date'),
    status: text('status', { enum: ['unpaid', 'paidOff', 'delayed'] }).notNull(),
    deal: boolean('deal').notNull().default(false),
    appointmentAt: instant('appointment_at'),
    extensionActive: boolean('extension_active').notNull().default(false),
    delayedRepaymentOffered: boolean('delayed_repayment_offered').notNull().default(false),
    connectionStatus: text('connection_status'),
    lastConnectionAt: instant('last_connection_at'),
    finishedAt: instant('finished_at'),
    /** Who held the case when it was finished: its finished figure is theirs, whoever holds it later. */
    finishedById: integer('finished_by_id').references(() => users.id),
    closedAt: instant('closed_at'),
    lifecycle: jsonb('lifecycle').notNull(),
    loanAgreement: text('loan_agreement').notNull(),
    /**
     * The work queue's first key: 0 for a case still to work, 1 once it is paid off or closed, so
     * finished cases follow every open one. PostgreSQL computes it (and queue_at) on every write.
     */
    queueRank: smallint('queue_rank')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`case when ${cases.closedAt} is null and ${cases.status} <> 'paidOff' then 0 else 1 end`,
      ),
    /**
     * The work queue's second key: the appointment, or 'infinity' for a case without one, so cases with
     * an appointment come first (soonest first, the overdue ones ahead) and a row comparison on the
     * queue's keys never meets a null. Read as text: 'infinity' is no JavaScript date.
     */
    queueAt: timestamp('queue_at', { withTimezone: true, mode: 'string' })
      .notNull()
      .generatedAlwaysAs((): SQL => sql`coalesce(${cases.appointmentAt}, 'infinity'::timestamptz)`),
  },
  (t) => [
    index('cases_owner_allocated_idx').on(t.ownerId, t.kind, t.allocatedAt, t.id),
    index('cases_team_allocated_idx').on(t.teamId, t.kind, t.allocatedAt, t.id),
    index('cases_kind_allocated_idx').on(t.kind, t.allocatedAt, t.id),
    index('cases_kind_due_idx').on(t.kind, t.dueDate, t.id),
    index('cases_kind_amount_idx').on(t.kind, t.amount, t.id),
    index('cases_owner_due_idx').on(t.ownerId, t.kind, t.dueDate, t.id),
    // The work queue (open first, soonest appointment, most overdue): a collector's own, and everyone's.
    index('cases_owner_queue_idx').on(t.ownerId, t.kind, t.queueRank, t.queueAt, t.dueDate, t.id),
    index('cases_kind_queue_idx').on(t.kind, t.queueRank, t.queueAt, t.dueDate, t.id),
    // The open cases by appointment with their holder, read from the index alone: the expiring figures
    // count the cases of the partial hours at their windows' edges from it (docs/decisions/0048).
    index('cases_open_appointment_idx').on(t.queueAt, t.ownerId, t.id).where(sql`${t.queueRank} = 0`),
    // text_pattern_ops: byte order, so a prefix is one range of the index whatever the collation.
    index('cases_phone_idx').on(sql`${t.customerPhone} text_pattern_ops`),
    index('cases_phone_reversed_idx').on(sql`${reversedPhone(t.customerPhone)} text_pattern_ops`),
    ...Object.entries(nameKeys(t.nameKey)).map(([start, key]) =>
      index(`cases_name_${start}_idx`).on(sql`${key} text_pattern_ops`),
    ),
    index('cases_customer_idx').on(t.customerId),
    // Who finished which cases, for rebuilding the dashboards' kept figures a batch of people at a time.
    index('cases_finished_by_idx').on(t.finishedById, t.finishedAt).where(sql`${t.finishedAt} is not null`),
  ],
)

export const collectionRecords = pgTable(
  'collection_records',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    caseId: bigint('case_id', { mode: 'number' })
      .notNull()
      .references(() => cases.id),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id),
    diallingAt: instant('dialling_at').notNull(),
    channel: text('channel', { enum: ['call', 'whatsapp'] })
      .notNull()
      .default('call'),
    /** The SIM card its author held when the record was saved: the call or message was made with it. */
    simCardId: integer('sim_card_id').references(() => simCards.id),
    connectionStatus: text('connection_status').notNull(),
    contact: text('contact').notNull(),
    contactNumber: text('contact_number').notNull().default(''),
    dateItem: text('date_item').notNull(),
    dateAt: instant('date_at'),
    connectedAt: instant('connected_at'),
    hungUpAt: instant('hung_up_at'),
    dangerousReason: text('dangerous_reason'),
    recordText: text('record_text').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('collection_records_case_idx').on(t.caseId, t.createdAt),
    // The SIM collection records (menu 99) of one card, newest first.
    index('collection_records_sim_card_idx').on(t.simCardId, sql`${t.diallingAt} desc`, sql`${t.id} desc`),
    // Every card's records, newest first, and one member's.
    index('collection_records_sim_dialled_idx')
      .on(sql`${t.diallingAt} desc`, sql`${t.id} desc`)
      .where(sql`${t.simCardId} is not null`),
    index('collection_records_author_idx').on(t.authorId, sql`${t.diallingAt} desc`),
  ],
)

export const todos = pgTable(
  'todos',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    caseId: bigint('case_id', { mode: 'number' })
      .notNull()
      .references(() => cases.id),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id),
    text: text('text').notNull(),
    dueAt: instant('due_at').notNull(),
    doneAt: instant('done_at'),
    createdAt: createdAt(),
  },
  (t) => [index('todos_case_idx').on(t.caseId)],
)

export const repayments = pgTable(
  'repayments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    caseId: bigint('case_id', { mode: 'number' })
      .notNull()
      .references(() => cases.id),
    kind: text('kind', { enum: ['normal', 'delay', 'offline', 'customized'] }).notNull(),
    amount: money('amount'),
    paidAt: instant('paid_at').notNull(),
    reference: text('reference').notNull(),
    /** The loan platform's id of a notified repayment: told twice, it is recorded once. */
    notifiedId: text('notified_id').unique(),
    /** Who held the case when the money came: the ranking credits them, whoever holds it later. */
    collectorId: integer('collector_id').references(() => users.id),
  },
  (t) => [
    index('repayments_case_idx').on(t.caseId),
    // A collector's repayments by day, for rebuilding their kept figures.
    index('repayments_collector_idx').on(t.collectorId, t.paidAt),
    // The repayment records' sorts, newest first by default: each ends with the tiebreak, so a page
    // (and the days of payment) is read from the index without a sort step.
    index('repayments_paid_at_idx').on(t.paidAt, t.id),
    index('repayments_amount_idx').on(t.amount, t.id),
  ],
)

export const loanHistory = pgTable(
  'loan_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: bigint('customer_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id),
    appId: integer('app_id')
      .notNull()
      .references(() => apps.id),
    loanNo: text('loan_no').notNull(),
    principal: money('principal'),
    borrowedAt: instant('borrowed_at').notNull(),
    dueDate: date('due_date').notNull(),
    repaidAt: instant('repaid_at'),
  },
  (t) => [index('loan_history_customer_idx').on(t.customerId)],
)

export const pins = pgTable(
  'pins',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    caseId: bigint('case_id', { mode: 'number' })
      .notNull()
      .references(() => cases.id),
    pinnedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.caseId] })],
)

/** Every look at a customer's full phone number, granted or refused. */
export const phoneReveals = pgTable(
  'phone_reveals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    caseId: bigint('case_id', { mode: 'number' })
      .notNull()
      .references(() => cases.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    granted: boolean('granted').notNull(),
    address: text('address').notNull(),
    at: createdAt(),
  },
  (t) => [index('phone_reveals_user_idx').on(t.userId, t.at)],
)

/**
 * A sale order's customer entered the app (issue 25), as the loan platform told it: once per the
 * platform's order id. The seller holding the sale case at that moment is credited, whoever holds it later.
 */
export const saleOrderEntries = pgTable(
  'sale_order_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The loan platform's id of the telling: told twice, it is recorded once. */
    platformOrderId: text('platform_order_id').notNull().unique(),
    caseId: bigint('case_id', { mode: 'number' })
      .notNull()
      .references(() => cases.id),
    orderNo: text('order_no').notNull(),
    /** The loan amount applied for, in the currency's minor units. */
    appliedAmount: money('applied_amount'),
    currency: text('currency').notNull(),
    enteredAt: instant('entered_at').notNull(),
    sellerId: integer('seller_id').references(() => users.id),
  },
  (t) => [
    index('sale_order_entries_case_idx').on(t.caseId),
    index('sale_order_entries_seller_idx').on(t.sellerId, t.enteredAt),
  ],
)
