import type { Bilingual, Language } from '../../../contract/bilingual.ts'
import { minorDigitsOf } from '../../../contract/money.ts'
import { type SalaryList, salaryReasonWord } from '../../../contract/salary.ts'
import type { FailedRow } from './salaryImport.ts'
import { problemText } from './salaryImport.ts'
import { cellForSheet, importHeaders, type SheetColumn, workbookOf } from './salaryWorkbooks.ts'

/** Minor units as the major-unit number a spreadsheet adds up: 172550 MXN is 1725.5. */
const major = (minor: number, currency: string) => minor / 10 ** minorDigitsOf(currency)

const columns: { header: Bilingual; width: number; money?: boolean }[] = [
  { header: { en: 'Member', es: 'Miembro' }, width: 24 },
  { header: { en: 'Username', es: 'Usuario' }, width: 16 },
  { header: { en: 'Team', es: 'Equipo' }, width: 24 },
  { header: { en: 'Team type', es: 'Tipo de equipo' }, width: 14 },
  { header: { en: 'Currency', es: 'Moneda' }, width: 10 },
  { header: { en: 'Finished cases', es: 'Casos finalizados' }, width: 12 },
  { header: { en: 'Collected', es: 'Cobrado' }, width: 16, money: true },
  { header: { en: 'Base pay', es: 'Sueldo base' }, width: 14, money: true },
  { header: { en: 'Commission', es: 'Comisión' }, width: 14, money: true },
  { header: { en: 'Finished-case bonus', es: 'Bono por casos finalizados' }, width: 14, money: true },
  { header: { en: 'Adjustments', es: 'Ajustes' }, width: 14, money: true },
  { header: { en: 'Net pay', es: 'Neto' }, width: 16, money: true },
]
const totalWord: Bilingual = { en: 'Total', es: 'Total' }
const membersWord: Bilingual = { en: 'Members', es: 'Miembros' }
const sheetWord: Bilingual = { en: 'Salary', es: 'Salario' }
const failedSheetWord: Bilingual = { en: 'Failed rows', es: 'Filas con errores' }
const rowWord: Bilingual = { en: 'Row', es: 'Fila' }

/** The export's words, for the glossary test. */
export const salaryExportWords: Bilingual[] = [
  ...columns.map((column) => column.header),
  totalWord,
  membersWord,
  sheetWord,
  failedSheetWord,
  rowWord,
  salaryReasonWord,
]

/** A period's salaries as a workbook: a row per member and currency, then the totals per currency. */
export function salaryWorkbook(list: SalaryList, language: Language): Promise<Uint8Array> {
  const rows = list.rows.map((row) => [
    row.memberName,
    row.username,
    row.teamName,
    row.teamType,
    row.currency,
    row.finishedCases,
    major(row.collected, row.currency),
    major(row.base, row.currency),
    major(row.commission, row.currency),
    major(row.caseBonus, row.currency),
    major(row.adjustments, row.currency),
    major(row.net, row.currency),
  ])
  const totals = list.totals.map((total) => [
    `${totalWord[language]} ${total.currency}`,
    `${membersWord[language]}: ${total.members}`,
    null,
    null,
    total.currency,
    null,
    null,
    major(total.base, total.currency),
    major(total.commission, total.currency),
    major(total.caseBonus, total.currency),
    major(total.adjustments, total.currency),
    major(total.net, total.currency),
  ])
  const sheetColumns: SheetColumn[] = columns.map((column) => ({
    ...column,
    header: column.header[language],
  }))
  return workbookOf(`${sheetWord[language]} ${list.period.from}`, sheetColumns, [...rows, [], ...totals])
}

/**
 * The rows that cannot be imported, with the import's own columns (so the fixed file imports again)
 * and two more: why, in the language, and the row's number in the file sent.
 */
export function failedRowsWorkbook(failed: readonly FailedRow[], language: Language): Promise<Uint8Array> {
  const headers = importHeaders(language)
  const sheetColumns: SheetColumn[] = [
    ...headers.map((header) => ({ header, width: 18 })),
    { header: salaryReasonWord[language], width: 60 },
    { header: rowWord[language], width: 8 },
  ]
  const rows = failed.map(({ source, problems }) => [
    cellForSheet(source.cells.member),
    cellForSheet(source.cells.period),
    cellForSheet(source.cells.kind),
    cellForSheet(source.cells.amount),
    cellForSheet(source.cells.note),
    problems
      .map((problem) => {
        const { label, message } = problemText(problem, language)
        return `${label}: ${message}`
      })
      .join('; '),
    source.row,
  ])
  return workbookOf(failedSheetWord[language], sheetColumns, rows)
}
