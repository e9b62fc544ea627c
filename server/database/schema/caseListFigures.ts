import { bigint, boolean, date, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * The case lists' totals and filter choices, kept (docs/decisions/0057): the number of cases and their
 * amounts per combination of what the lists pick rows by with a plain equality (view, scope, the choice
 * filters). A trigger on `cases` adds every write's difference in the write's own statement, so no write
 * path can forget it. No holder and no connection status are kept as 0 and '' (a key has no nulls);
 * no filter asks for them.
 */
const keptShape = {
  kind: text('kind', { enum: ['collection', 'sale'] }).notNull(),
  closed: boolean('closed').notNull(),
  status: text('status', { enum: ['unpaid', 'paidOff', 'delayed'] }).notNull(),
  appId: integer('app_id').notNull(),
  teamTypeId: integer('team_type_id').notNull(),
  teamId: integer('team_id').notNull(),
  deal: boolean('deal').notNull(),
  appointment: boolean('appointment').notNull(),
  connectionStatus: text('connection_status').notNull(),
  cases: bigint('cases', { mode: 'number' }).notNull(),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  paidAmount: bigint('paid_amount', { mode: 'number' }).notNull(),
}

/** Without the holder: a few hundred rows answer every list whose rows no holder narrows. */
export const caseListFigures = pgTable('case_list_figures', keptShape, (t) => [
  primaryKey({
    name: 'case_list_figures_pk',
    columns: [
      t.teamId,
      t.kind,
      t.closed,
      t.status,
      t.appId,
      t.teamTypeId,
      t.deal,
      t.appointment,
      t.connectionStatus,
    ],
  }),
])

/**
 * Per holder, first in the key and their team next: a collector's own list, the owner filter, and the
 * owner choices (an `exists` per user, one step into the key for someone outside the reader's team).
 */
export const caseListHolderFigures = pgTable(
  'case_list_holder_figures',
  { ownerId: integer('owner_id').notNull(), ...keptShape },
  (t) => [
    primaryKey({
      name: 'case_list_holder_figures_pk',
      columns: [
        t.ownerId,
        t.teamId,
        t.kind,
        t.closed,
        t.status,
        t.appId,
        t.teamTypeId,
        t.deal,
        t.appointment,
        t.connectionStatus,
      ],
    }),
  ],
)

/**
 * By due day, without the holder and the marks: the overdue-days filters, whose bounds move with the
 * clock, sum the days in their range (with the status, closed, brand, team type and team filters).
 */
export const caseListDueFigures = pgTable(
  'case_list_due_figures',
  {
    kind: keptShape.kind,
    closed: keptShape.closed,
    status: keptShape.status,
    appId: keptShape.appId,
    teamTypeId: keptShape.teamTypeId,
    teamId: keptShape.teamId,
    dueDate: date('due_date').notNull(),
    cases: keptShape.cases,
    amount: keptShape.amount,
    paidAmount: keptShape.paidAmount,
  },
  (t) => [
    primaryKey({
      name: 'case_list_due_figures_pk',
      columns: [t.kind, t.dueDate, t.teamId, t.closed, t.status, t.appId, t.teamTypeId],
    }),
  ],
)

/**
 * How many cases each holder has per team, kind and closed-ness: the owner choices read a few thousand
 * rows here (a team's first in the key) instead of probing the holder figures once per user.
 */
export const caseListHolders = pgTable(
  'case_list_holders',
  {
    teamId: keptShape.teamId,
    ownerId: integer('owner_id').notNull(),
    kind: keptShape.kind,
    closed: keptShape.closed,
    cases: keptShape.cases,
  },
  (t) => [primaryKey({ name: 'case_list_holders_pk', columns: [t.teamId, t.ownerId, t.kind, t.closed] })],
)

/**
 * By the UTC hour of allocation, without the holder and the marks: a range of allocated days, whole
 * days of the reader's clock, sums the whole hours inside it; a clock off the hour (India's, Nepal's)
 * counts the part-hours at its two ends from the cases (docs/decisions/0057).
 */
export const caseListAllocationHours = pgTable(
  'case_list_allocation_hours',
  {
    kind: keptShape.kind,
    allocatedHour: timestamp('allocated_hour', { withTimezone: true }).notNull(),
    teamId: keptShape.teamId,
    closed: keptShape.closed,
    status: keptShape.status,
    appId: keptShape.appId,
    teamTypeId: keptShape.teamTypeId,
    cases: keptShape.cases,
    amount: keptShape.amount,
    paidAmount: keptShape.paidAmount,
  },
  (t) => [
    primaryKey({
      name: 'case_list_allocation_hours_pk',
      columns: [t.kind, t.allocatedHour, t.teamId, t.closed, t.status, t.appId, t.teamTypeId],
    }),
  ],
)
