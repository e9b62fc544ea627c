import { z } from 'zod'
import type { Bilingual } from './bilingual.ts'
import { endpoint, xlsxFile } from './endpoint.ts'
import { isoDate } from './fields.ts'
import { menuIds } from './menus.ts'
import { clientMutationId, writeEndpoint } from './writes.ts'

/**
 * Salary (spec section 2, Financial: salary, menu 91, and salary/import; issue 24): each team member's
 * pay for a salary period, drawn from the figures the dashboards keep and the salary settings, with
 * the adjustments the finance office imports from an Excel workbook. docs/decisions/0051 says how.
 */

/** What an imported adjustment is: a bonus adds, a deduction takes off, a correction is signed. */
export const salaryAdjustmentKinds = ['bonus', 'deduction', 'correction'] as const
export type SalaryAdjustmentKind = (typeof salaryAdjustmentKinds)[number]

export const salaryKindWords: Readonly<Record<SalaryAdjustmentKind, Bilingual>> = {
  bonus: { en: 'Bonus', es: 'Bono' },
  deduction: { en: 'Deduction', es: 'Deducción' },
  correction: { en: 'Correction', es: 'Corrección' },
}

/** The largest workbook the import reads, and the most rows it checks in one file. */
export const salaryFileMaxBytes = 5 * 1024 * 1024
export const salaryFileMaxRows = 20_000
export const salaryNoteMax = 200
/** The most problems one check answers with; the failed rows' workbook holds them all. */
export const salaryProblemsShownMax = 1000

/** The import workbook's columns, in order, with the headers it is written and read with in either language. */
export const salaryImportColumns = ['member', 'period', 'kind', 'amount', 'note'] as const
export type SalaryImportColumn = (typeof salaryImportColumns)[number]
export const salaryImportColumnWords: Readonly<Record<SalaryImportColumn, Bilingual>> = {
  member: { en: 'Member', es: 'Miembro' },
  period: { en: 'Period', es: 'Periodo' },
  kind: { en: 'Kind', es: 'Tipo' },
  amount: { en: 'Amount', es: 'Monto' },
  note: { en: 'Note', es: 'Nota' },
}
/** The column the failed rows' workbook adds, saying why each row was not taken. */
export const salaryReasonWord: Bilingual = { en: 'Reason', es: 'Motivo' }

/** One salary period: its first and last day (yyyy-MM-dd), both included. */
export const salaryPeriodSchema = z.object({ from: z.string(), to: z.string() })
export type SalaryPeriod = z.infer<typeof salaryPeriodSchema>

/** A member's salary in one currency for a period: every part in that currency's minor units. */
export const salaryRowSchema = z.object({
  memberId: z.number(),
  memberName: z.string(),
  username: z.string(),
  teamId: z.number(),
  teamName: z.string(),
  /** The team's type (collection, sales): its base pay and commission rate are the settings'. */
  teamType: z.string(),
  currency: z.string(),
  finishedCases: z.number(),
  /** Money repaid on the cases the member held, on their own days of the period. */
  collected: z.number(),
  base: z.number(),
  /** collected × the team type's rate (basis points), rounded down to a minor unit. */
  commission: z.number(),
  /** finished cases × the bonus per finished case. */
  caseBonus: z.number(),
  /** The imported adjustments of the period, signed. */
  adjustments: z.number(),
  net: z.number(),
})
export type SalaryRow = z.infer<typeof salaryRowSchema>

/** A period's salaries added up per currency: never across currencies. */
export const salaryTotalSchema = z.object({
  currency: z.string(),
  members: z.number(),
  base: z.number(),
  commission: z.number(),
  caseBonus: z.number(),
  adjustments: z.number(),
  net: z.number(),
})
export type SalaryTotal = z.infer<typeof salaryTotalSchema>

const periodInput = z.object({
  /** Any day of the period wanted; the current period on the caller's clock when left out. */
  period: isoDate.optional(),
})
const periodLabels = { period: { en: 'Salary period', es: 'Periodo de salario' } } as const

export const salaryList = endpoint({
  method: 'GET',
  path: '/financial/salary/list',
  access: menuIds.salary,
  encoding: 'form',
  summary:
    "The salary of each team member the caller reaches for one salary period, per currency: base pay, commission on what they collected, the bonus for finished cases, the imported adjustments and the net, with totals per currency; and the periods the picker offers. Figures are read from the dashboards' kept person-day figures.",
  input: periodInput,
  labels: periodLabels,
  answer: z.object({
    period: salaryPeriodSchema,
    /** The current period and the ones before it, newest first. */
    periods: z.array(salaryPeriodSchema),
    rows: z.array(salaryRowSchema),
    totals: z.array(salaryTotalSchema),
  }),
})
export type SalaryList = z.infer<typeof salaryList.answer>

export const salaryExport = endpoint({
  method: 'GET',
  path: '/financial/salary/export',
  access: menuIds.salary,
  encoding: 'form',
  download: 'xlsx',
  summary:
    "A salary period's salaries as an Excel workbook (.xlsx), scoped as the list is: a row per member and currency with every part in major units beside the currency, and the totals per currency; headers in the request's language.",
  input: periodInput,
  labels: periodLabels,
  answer: xlsxFile,
})

/** A body a little over the largest file, for the form's own parts: a larger file is refused by name. */
const uploadBodyMax = salaryFileMaxBytes + 1024 * 1024

/** The uploaded workbook: its bytes on the server, the chosen file in the browser. */
const salaryFile = z.custom<Blob>(
  (value) =>
    value instanceof Uint8Array || (typeof Blob !== 'undefined' && value instanceof Blob && value.size >= 0),
  'salary.file',
)
const fileLabels = { file: { en: 'Excel file', es: 'Archivo de Excel' } } as const

/** One problem a row of the workbook has: its row number in the sheet, the column, and why. */
export const salaryRowProblemSchema = z.object({
  row: z.number(),
  field: z.enum(salaryImportColumns),
  /** An issue key of contract/salaryValidationTexts.ts. */
  key: z.string(),
  /** The reason in the request's language. */
  message: z.string(),
})
export type SalaryRowProblem = z.infer<typeof salaryRowProblemSchema>

/** What the valid rows of a file bring, per currency and kind (signed, minor units). */
export const salaryImportTotalSchema = z.object({
  currency: z.string(),
  kind: z.enum(salaryAdjustmentKinds),
  rows: z.number(),
  amount: z.number(),
})

const importDescription =
  `The workbook's first sheet, its first row the headers (${salaryImportColumns.join(', ')}, in English or Spanish), ` +
  `one adjustment a row: the member's username, a day of the salary period, the kind (${salaryAdjustmentKinds.join(', ')}), ` +
  'the amount in major units of the currency the member is paid in (a deduction written positive), and a note. ' +
  `At most ${salaryFileMaxBytes / 1024 / 1024} MB and ${salaryFileMaxRows} rows; a file that is not an .xlsx workbook is refused naming the file.`

export const checkSalaryImport = endpoint({
  method: 'POST',
  path: '/financial/salary/import/check',
  access: menuIds.salary,
  encoding: 'multipart',
  maxBodyBytes: uploadBodyMax,
  summary:
    'Checks a workbook of salary adjustments without saving anything: how many rows it has, how many are valid, what the valid ones bring per currency, and each problem of the others (row number, column, reason in the request language).',
  description: importDescription,
  input: z.object({ file: salaryFile }),
  labels: fileLabels,
  answer: z.object({
    rows: z.number(),
    valid: z.number(),
    failed: z.number(),
    validTotals: z.array(salaryImportTotalSchema),
    /** The first problems, row by row (at most salaryProblemsShownMax). */
    problems: z.array(salaryRowProblemSchema),
  }),
})
export type SalaryImportCheck = z.infer<typeof checkSalaryImport.answer>

export const confirmSalaryImport = writeEndpoint({
  method: 'POST',
  path: '/financial/salary/import/confirm',
  access: menuIds.salary,
  encoding: 'multipart',
  maxBodyBytes: uploadBodyMax,
  summary:
    'Saves the valid rows of a checked workbook, all in one transaction, checked again as they are saved; rows with problems are left out. A workbook already imported is refused (409 salary.fileImported).',
  description: importDescription,
  input: z.object({ file: salaryFile, clientMutationId }),
  labels: { ...fileLabels, clientMutationId: { en: 'Change id', es: 'Id del cambio' } },
  answer: z.object({ batchId: z.number(), saved: z.number(), failed: z.number() }),
})

export const salaryImportFailures = endpoint({
  method: 'POST',
  path: '/financial/salary/import/failed',
  access: menuIds.salary,
  encoding: 'multipart',
  maxBodyBytes: uploadBodyMax,
  download: 'xlsx',
  summary:
    "The rows of a workbook that cannot be imported, as a workbook with the same columns and one more saying why, in the request's language: fixed, it can be imported again.",
  description: importDescription,
  input: z.object({ file: salaryFile }),
  labels: fileLabels,
  answer: xlsxFile,
})
