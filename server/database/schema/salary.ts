// Salary (issue 24): the adjustments the finance office imports from a workbook, each batch once.
import { bigint, bigserial, date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import type { UniqueRefusals } from '../databaseErrors.ts'
import { users } from './accounts.ts'
import { createdAt, money } from './columns.ts'

/** One imported workbook: who imported it, when, and its bytes' hash, so the same file is saved once. */
export const salaryImportBatches = pgTable(
  'salary_import_batches',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Hex SHA-256 of the workbook's bytes. */
    fileHash: text('file_hash').notNull(),
    importedBy: integer('imported_by')
      .notNull()
      .references(() => users.id),
    rows: integer('rows').notNull(),
    saved: integer('saved').notNull(),
    importedAt: createdAt(),
  },
  (t) => [uniqueIndex('salary_import_batches_file_key').on(t.fileHash)],
)

/** A signed amount added to a member's salary for one period: a bonus, a deduction or a correction. */
export const salaryAdjustments = pgTable(
  'salary_adjustments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => users.id),
    /** The first day of the salary period it belongs to. */
    periodStart: date('period_start').notNull(),
    kind: text('kind', { enum: ['bonus', 'deduction', 'correction'] }).notNull(),
    /** Signed, in the currency's minor units: a deduction is negative. */
    amount: money('amount'),
    currency: text('currency').notNull(),
    note: text('note').notNull(),
    /** The row of the workbook it came from. */
    sheetRow: integer('sheet_row').notNull(),
    batchId: bigint('batch_id', { mode: 'number' })
      .notNull()
      .references(() => salaryImportBatches.id),
    importedBy: integer('imported_by')
      .notNull()
      .references(() => users.id),
    importedAt: createdAt(),
  },
  // A period's salaries add up each member's adjustments of the period.
  (t) => [index('salary_adjustments_period_idx').on(t.periodStart, t.memberId)],
)

export const salaryUniqueRefusals: UniqueRefusals = {
  salary_import_batches_file_key: () => ({ code: 'salary.fileImported', params: { at: '—' } }),
}
