import { describe, expect, it } from 'vitest'
import { type CsvColumn, type CsvReader, csvChunks, csvLine } from './csvExport.ts'

interface Loan {
  name: string
  amount: number
  currency: string
  at: string
  late: boolean
}

const columns: CsvColumn<Loan>[] = [
  { header: { en: 'Name', es: 'Nombre' }, value: (row) => row.name },
  {
    header: { en: 'Amount', es: 'Monto' },
    value: (row, _, write) => write.money(row.amount, row.currency),
  },
  { header: { en: 'At', es: 'Fecha' }, value: (row, _, write) => write.instant(row.at) },
  { header: { en: 'Late', es: 'Atrasado' }, value: (row, _, write) => write.yesNo(row.late) },
]

const loan: Loan = { name: 'Ana', amount: 123456, currency: 'MXN', at: '2026-03-29T00:30:00Z', late: true }

async function textOf(rows: Loan[][], reader: CsvReader = { language: 'en', timeZone: 'UTC' }) {
  let text = ''
  for await (const chunk of csvChunks(columns, rows, reader)) text += chunk
  return text
}

describe('a CSV line', () => {
  it('quotes what needs quoting, doubling quotes, and leaves the rest bare', () => {
    expect(csvLine(['plain', 'a, b', 'say "hi"', 'two\nlines', 7, null])).toBe(
      'plain,"a, b","say ""hi""","two\nlines",7,\r\n',
    )
  })

  it('a text a spreadsheet would run as a formula is written as text; a negative amount stays a number', () => {
    expect(csvLine(['=HYPERLINK("x")', '+52 55', '@me', '-12.50', -3])).toBe(
      `"'=HYPERLINK(""x"")",'+52 55,'@me,-12.50,-3\r\n`,
    )
  })
})

describe('a file', () => {
  it('starts with a byte-order mark and the header row in the reader’s language', async () => {
    expect(await textOf([])).toBe('\uFEFFName,Amount,At,Late\r\n')
    expect(await textOf([], { language: 'es', timeZone: 'UTC' })).toBe(
      '\uFEFFNombre,Monto,Fecha,Atrasado\r\n',
    )
  })

  it('writes amounts in major units with the currency’s own digits', async () => {
    const rows = [
      { ...loan, amount: 5, currency: 'MXN' },
      { ...loan, amount: -250, currency: 'NGN' },
      { ...loan, amount: 1200, currency: 'JPY' },
    ]
    const amounts = (await textOf([rows]))
      .split('\r\n')
      .slice(1, 4)
      .map((line) => line.split(',')[1])
    expect(amounts).toEqual(['0.05', '-2.50', '1200'])
  })

  it('writes instants on the reader’s wall clock, summer time included', async () => {
    const before = { ...loan, at: '2026-03-29T00:30:00Z' }
    const after = { ...loan, at: '2026-03-29T01:30:00Z' }
    const madrid = await textOf([[before, after]], { language: 'es', timeZone: 'Europe/Madrid' })
    expect(madrid.split('\r\n').slice(1, 3)).toEqual([
      'Ana,1234.56,2026-03-29 01:30,Sí',
      'Ana,1234.56,2026-03-29 03:30,Sí',
    ])
  })

  it('reads the next batch only when the chunk before has been taken', async () => {
    const asked: number[] = []
    async function* batches() {
      for (const n of [1, 2, 3]) {
        asked.push(n)
        yield [loan]
      }
    }
    const chunks = csvChunks(columns, batches(), { language: 'en', timeZone: 'UTC' })
    await chunks.next()
    expect(asked).toEqual([])
    await chunks.next()
    expect(asked).toEqual([1])
  })
})
