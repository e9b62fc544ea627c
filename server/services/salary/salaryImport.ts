import { createHash } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import type { Language } from '../../../contract/bilingual.ts'
import { minorDigitsOf, minorUnitsOfTyped } from '../../../contract/money.ts'
import {
  type SalaryAdjustmentKind,
  type SalaryImportCheck,
  type SalaryImportColumn,
  type SalaryRowProblem,
  salaryAdjustmentKinds,
  salaryImportColumnWords,
  salaryKindWords,
  salaryNoteMax,
  salaryProblemsShownMax,
} from '../../../contract/salary.ts'
import type { SalaryRowReason } from '../../../contract/salaryValidationTexts.ts'
import type { SalarySettings } from '../../config.ts'
import type { Database, Transaction } from '../../database/connect.ts'
import { users } from '../../database/schema/accounts.ts'
import { salaryAdjustments, salaryImportBatches } from '../../database/schema/salary.ts'
import { AppError } from '../../http/errors.ts'
import { validationMessage } from '../../http/messages.ts'
import { applyOnce } from '../clientMutations.ts'
import { salaryPeriodHolding } from '../dashboards/index.ts'
import { memberToday } from '../localDays.ts'
import type { SignedInUser } from '../sessions.ts'
import { payCurrencyOf, reachesMember } from './salaryFigures.ts'
import { readImportSheet, type SheetCell, type SheetRow } from './salaryWorkbooks.ts'

/** A row the import would save: its member, period, kind and signed amount in the member's currency. */
export interface CheckedAdjustment {
  row: number
  memberId: number
  periodStart: string
  kind: SalaryAdjustmentKind
  amount: number
  currency: string
  note: string
}

/** A row that cannot be saved, with every problem it has (one per column). */
export interface FailedRow {
  source: SheetRow
  problems: { field: SalaryImportColumn; key: SalaryRowReason }[]
}

export interface CheckedFile {
  rows: number
  valid: CheckedAdjustment[]
  failed: FailedRow[]
  fileHash: string
}

interface ImportMember {
  id: number
  username: string
  teamId: number | null
  cc: string
}

/** An amount above this (a hundred billion minor units) is a typing mistake, not an adjustment. */
const largestAmount = 100_000_000_000

const kindOfWord = new Map<string, SalaryAdjustmentKind>(
  salaryAdjustmentKinds.flatMap((kind) =>
    [kind, ...Object.values(salaryKindWords[kind])].map((word) => [plainKindWord(word), kind] as const),
  ),
)
function plainKindWord(word: string): string {
  return word
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .trim()
    .toLowerCase()
}

const asText = (cell: SheetCell): string =>
  cell === null ? '' : cell instanceof Date ? cell.toISOString().slice(0, 10) : String(cell).trim()

/** A day of the period: a date cell, or text written yyyy-mm-dd. */
function dayOf(cell: SheetCell): string | undefined {
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? undefined : cell.toISOString().slice(0, 10)
  if (typeof cell !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(cell)) return undefined
  const parsed = new Date(`${cell}T00:00:00Z`)
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(cell) ? cell : undefined
}

/** An amount in minor units, signed: a number cell, or text ("1,725.50", "-300"); NaN when it is none. */
function minorUnitsOf(cell: SheetCell, currency: string): number {
  const digits = minorDigitsOf(currency)
  if (typeof cell === 'number') {
    const scaled = cell * 10 ** digits
    const whole = Math.round(scaled)
    return Number.isFinite(cell) && Math.abs(scaled - whole) < 1e-6 ? whole : Number.NaN
  }
  const written = asText(cell)
  const negative = written.startsWith('-')
  const minor = minorUnitsOfTyped(negative ? written.slice(1) : written, currency)
  return minor === undefined ? Number.NaN : negative ? -minor : minor
}

async function membersNamed(db: Database, names: string[]): Promise<Map<string, ImportMember>> {
  if (names.length === 0) return new Map()
  const found = await db
    .select({ id: users.id, username: users.username, teamId: users.teamId, cc: users.cc })
    .from(users)
    .where(
      sql`lower(${users.username}) in (select jsonb_array_elements_text(${JSON.stringify(names)}::jsonb))`,
    )
  return new Map(found.map((member) => [member.username.toLowerCase(), member]))
}

/**
 * Checks every row of a workbook against the members, the periods and the rules of each kind, without
 * saving: the rows that would be saved, and each problem of the others.
 */
export async function checkFile(
  db: Database,
  settings: SalarySettings,
  startDay: number,
  user: SignedInUser,
  file: Uint8Array,
  now = new Date(),
): Promise<CheckedFile> {
  const sheet = await readImportSheet(file)
  const currentPeriod = salaryPeriodHolding(memberToday(now, user.timeZone), startDay)
  const members = await membersNamed(db, [
    ...new Set(sheet.map((row) => asText(row.cells.member).toLowerCase()).filter(Boolean)),
  ])
  const valid: CheckedAdjustment[] = []
  const failed: FailedRow[] = []
  for (const source of sheet) {
    const problems: FailedRow['problems'] = []
    const problem = (field: SalaryImportColumn, key: SalaryRowReason) => problems.push({ field, key })
    const { cells } = source

    const name = asText(cells.member)
    const member = name ? members.get(name.toLowerCase()) : undefined
    if (!name) problem('member', 'salary.row.empty')
    else if (!member) problem('member', 'salary.row.memberUnknown')
    else if (member.teamId === null) problem('member', 'salary.row.memberNoTeam')
    else if (!reachesMember(user, member)) problem('member', 'salary.row.memberOutOfReach')

    const day = dayOf(cells.period)
    const periodStart = day ? salaryPeriodHolding(day, startDay).from : undefined
    if (cells.period === null) problem('period', 'salary.row.empty')
    else if (!periodStart) problem('period', 'salary.row.periodInvalid')
    else if (periodStart > currentPeriod.from) problem('period', 'salary.row.periodFuture')

    const kind = kindOfWord.get(plainKindWord(asText(cells.kind)))
    if (cells.kind === null) problem('kind', 'salary.row.empty')
    else if (!kind) problem('kind', 'salary.row.kindInvalid')

    const currency = payCurrencyOf(settings, member?.cc ?? '')
    const written = minorUnitsOf(cells.amount, currency)
    if (cells.amount === null) problem('amount', 'salary.row.empty')
    else if (!Number.isSafeInteger(written)) problem('amount', 'salary.row.amountInvalid')
    else if (Math.abs(written) > largestAmount) problem('amount', 'salary.row.amountTooBig')
    else if (kind === 'correction' && written === 0) problem('amount', 'salary.row.amountZero')
    else if (kind && kind !== 'correction' && written <= 0) problem('amount', 'salary.row.amountNotPositive')

    const note = asText(cells.note)
    if (!note) problem('note', 'salary.row.empty')
    else if (note.length > salaryNoteMax) problem('note', 'salary.row.noteTooLong')

    if (problems.length > 0 || !member || !periodStart || !kind) failed.push({ source, problems })
    else
      valid.push({
        row: source.row,
        memberId: member.id,
        periodStart,
        kind,
        amount: kind === 'deduction' ? -written : written,
        currency,
        note,
      })
  }
  const fileHash = createHash('sha256').update(file).digest('hex')
  return { rows: sheet.length, valid, failed, fileHash }
}

/** A row's problem as the screen shows it: its column and the reason in the language. */
export const problemText = (
  problem: FailedRow['problems'][number],
  language: Language,
): { label: string; message: string } => ({
  label: salaryImportColumnWords[problem.field][language],
  message: validationMessage(problem.key, language),
})

/** What the check answers: the counts, what the valid rows bring, and the first problems. */
export function checkAnswer(checked: CheckedFile, language: Language): SalaryImportCheck {
  const totals = new Map<string, SalaryImportCheck['validTotals'][number]>()
  for (const row of checked.valid) {
    const key = `${row.currency}:${row.kind}`
    const total = totals.get(key) ?? { currency: row.currency, kind: row.kind, rows: 0, amount: 0 }
    total.rows += 1
    total.amount += row.amount
    totals.set(key, total)
  }
  const problems: SalaryRowProblem[] = []
  for (const { source, problems: found } of checked.failed) {
    for (const problem of found) {
      if (problems.length >= salaryProblemsShownMax) break
      problems.push({
        row: source.row,
        field: problem.field,
        key: problem.key,
        message: problemText(problem, language).message,
      })
    }
  }
  return {
    rows: checked.rows,
    valid: checked.valid.length,
    failed: checked.failed.length,
    validTotals: [...totals.values()].sort(
      (a, b) => a.currency.localeCompare(b.currency) || a.kind.localeCompare(b.kind),
    ),
    problems,
  }
}

/** How many rows one INSERT carries: 7 parameters a row, well under PostgreSQL's 65,535. */
const insertBatch = 1000

async function saveRows(tx: Transaction, user: SignedInUser, checked: CheckedFile) {
  const [earlier] = await tx
    .select({ at: sql<string>`to_char(${salaryImportBatches.importedAt}, 'YYYY-MM-DD HH24:MI "UTC"')` })
    .from(salaryImportBatches)
    .where(eq(salaryImportBatches.fileHash, checked.fileHash))
  if (earlier) throw new AppError('salary.fileImported', { params: { at: earlier.at } })
  if (checked.valid.length === 0) throw new AppError('salary.nothingValid')
  const [batch] = await tx
    .insert(salaryImportBatches)
    .values({
      fileHash: checked.fileHash,
      importedBy: user.userId,
      rows: checked.rows,
      saved: checked.valid.length,
    })
    .returning({ id: salaryImportBatches.id })
  for (let at = 0; at < checked.valid.length; at += insertBatch) {
    await tx.insert(salaryAdjustments).values(
      checked.valid.slice(at, at + insertBatch).map((row) => ({
        memberId: row.memberId,
        periodStart: row.periodStart,
        kind: row.kind,
        amount: row.amount,
        currency: row.currency,
        note: row.note,
        sheetRow: row.row,
        batchId: batch!.id,
        importedBy: user.userId,
      })),
    )
  }
  return { batchId: batch!.id, saved: checked.valid.length, failed: checked.failed.length }
}

/**
 * Saves the valid rows of a workbook, checked again now, in one transaction with its batch: all of
 * them or none. Sent again with the same client id it answers the first answer; the same file under
 * another id is refused as imported already.
 */
export async function confirmFile(
  db: Database,
  settings: SalarySettings,
  startDay: number,
  user: SignedInUser,
  input: { file: Uint8Array; clientMutationId: string },
) {
  const checked = await checkFile(db, settings, startDay, user, input.file)
  return applyOnce(
    db,
    {
      id: input.clientMutationId,
      userId: user.userId,
      path: 'salary.import.confirm',
      input: { fileHash: checked.fileHash },
    },
    (tx) => saveRows(tx, user, checked),
  )
}
