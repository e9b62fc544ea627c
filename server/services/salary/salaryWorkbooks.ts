import ExcelJS from 'exceljs'
import type { Language } from '../../../contract/bilingual.ts'
import {
  type SalaryImportColumn,
  salaryFileMaxBytes,
  salaryFileMaxRows,
  salaryImportColumns,
  salaryImportColumnWords,
} from '../../../contract/salary.ts'
import { AppError } from '../../http/errors.ts'

/** Every .xlsx workbook is a zip archive: its first bytes are a zip entry's signature. */
const zipSignature = [0x50, 0x4b, 0x03, 0x04]

/** A cell as the import reads it: its text as shown, and a date or number when it holds one. */
export type SheetCell = string | number | Date | null

/** A data row of the sheet: its row number, and its cells by column. */
export interface SheetRow {
  row: number
  cells: Record<SalaryImportColumn, SheetCell>
}

const fileRefusal = (code: 'salary.notXlsx' | 'salary.fileTooLarge', params = {}) =>
  new AppError(code, { params, data: { field: 'file' } })

/** Lower case without accents or spaces around, so "Deducción " and "deduccion" read alike. */
export const plainWord = (word: string) =>
  word
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .trim()
    .toLowerCase()

const columnOfHeader = new Map<string, SalaryImportColumn>(
  salaryImportColumns.flatMap((column) =>
    Object.values(salaryImportColumnWords[column]).map((word) => [plainWord(word), column] as const),
  ),
)

/** A cell's value reduced to what it shows: rich text joined, a formula's result, a link's text. */
function cellOf(value: ExcelJS.CellValue): SheetCell {
  if (value === null || value === undefined) return null
  if (typeof value === 'string') return value.trim() === '' ? null : value.trim()
  if (typeof value === 'number' || value instanceof Date) return value
  if (typeof value === 'boolean') return String(value)
  if ('richText' in value) return cellOf(value.richText.map((part) => part.text).join(''))
  if ('hyperlink' in value) return cellOf(value.text as ExcelJS.CellValue)
  if ('result' in value) return cellOf((value.result ?? null) as ExcelJS.CellValue)
  return null
}

/**
 * The rows of a workbook's first sheet, refused as a whole (naming the file field) when it is too
 * large, not an .xlsx workbook, without one of the headers, empty or too long. Columns are found by
 * their header in either language, so extra columns (the failed rows' reason) are left aside.
 */
export async function readImportSheet(file: Uint8Array): Promise<SheetRow[]> {
  if (file.byteLength > salaryFileMaxBytes)
    throw fileRefusal('salary.fileTooLarge', { max: salaryFileMaxBytes / 1024 / 1024 })
  if (!zipSignature.every((byte, at) => file[at] === byte)) throw fileRefusal('salary.notXlsx')
  const workbook = new ExcelJS.Workbook()
  try {
    await workbook.xlsx.load(Buffer.from(file.buffer, file.byteOffset, file.byteLength) as never)
  } catch {
    throw fileRefusal('salary.notXlsx')
  }
  const sheet = workbook.worksheets[0]
  if (!sheet) throw fileRefusal('salary.notXlsx')
  const at = new Map<SalaryImportColumn, number>()
  sheet.getRow(1).eachCell((cell, column) => {
    const found = columnOfHeader.get(plainWord(String(cellOf(cell.value) ?? '')))
    if (found && !at.has(found)) at.set(found, column)
  })
  const missing = salaryImportColumns.find((column) => !at.has(column))
  if (missing)
    throw new AppError('salary.missingColumn', {
      params: {
        column: salaryImportColumnWords[missing].en,
        columns: salaryImportColumns.map((column) => salaryImportColumnWords[column].en).join(', '),
      },
      data: { field: 'file' },
    })
  if (sheet.actualRowCount - 1 > salaryFileMaxRows)
    throw new AppError('salary.tooManyRows', { params: { max: salaryFileMaxRows }, data: { field: 'file' } })
  const rows: SheetRow[] = []
  sheet.eachRow((row, number) => {
    if (number === 1) return
    const cells = Object.fromEntries(
      salaryImportColumns.map((column) => [column, cellOf(row.getCell(at.get(column)!).value)]),
    ) as SheetRow['cells']
    if (Object.values(cells).some((cell) => cell !== null)) rows.push({ row: number, cells })
  })
  if (rows.length === 0) throw new AppError('salary.noRows', { data: { field: 'file' } })
  return rows
}

/** A cell written back as the user wrote it: a date as its day, the rest as it came. */
export const cellForSheet = (cell: SheetCell): string | number | null =>
  cell instanceof Date ? cell.toISOString().slice(0, 10) : cell

/** A sheet's columns: header in the language, its width, and a number format for amounts. */
export interface SheetColumn {
  header: string
  width: number
  money?: boolean
}

/** A workbook of one sheet, its header row bold and frozen, as the bytes to send. */
export async function workbookOf(
  sheetName: string,
  columns: readonly SheetColumn[],
  rows: readonly (readonly (string | number | null)[])[],
): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook()
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] })
  sheet.columns = columns.map((column) => ({
    header: column.header,
    width: column.width,
    ...(column.money ? { style: { numFmt: '#,##0.00' } } : {}),
  }))
  sheet.getRow(1).font = { bold: true }
  sheet.addRows(rows.map((row) => [...row]))
  return new Uint8Array(await workbook.xlsx.writeBuffer())
}

/** The headers of the import's columns in a language. */
export const importHeaders = (language: Language) =>
  salaryImportColumns.map((column) => salaryImportColumnWords[column][language])

/** A file to send once, as the download routes take it. */
export async function* once(bytes: Uint8Array): AsyncIterable<Uint8Array> {
  yield bytes
}
