import { bigint, boolean, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'

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

/** Per holder, first in the key: a collector's own list, the owner filter and the owner choices. */
export const caseListHolderFigures = pgTable(
  'case_list_holder_figures',
  { ownerId: integer('owner_id').notNull(), ...keptShape },
  (t) => [
    primaryKey({
      name: 'case_list_holder_figures_pk',
      columns: [
        t.ownerId,
        t.kind,
        t.closed,
        t.teamId,
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
