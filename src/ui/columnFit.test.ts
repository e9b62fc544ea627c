import { describe, expect, it } from 'vitest'
import { type ColumnNeed, fitColumnWidths } from './columnFit.ts'

const need = (id: string, content: number, headerLine: number, headerTwoLines = headerLine): ColumnNeed => ({
  id,
  content,
  headerLine,
  headerTwoLines,
})

const sum = (widths: Record<string, number>) => Object.values(widths).reduce((a, b) => a + b, 0)

describe('fitting columns to their content', () => {
  it('gives each column what its widest value needs and shares the room left evenly', () => {
    const widths = fitColumnWidths([need('name', 150, 60), need('amount', 100, 70)], 300, 'name')
    expect(widths).toEqual({ name: 175, amount: 125 })
  })

  it('keeps a header on one line while there is room, and wraps the cheapest ones last', () => {
    const needs = [need('due', 80, 140, 70), need('paid', 80, 100, 60), need('name', 200, 50)]
    // 80 + 80 + 200 = 360; one line for 'paid' costs 20, for 'due' 60: only 'paid' fits in 390.
    const widths = fitColumnWidths(needs, 390, 'name')
    expect(widths.paid).toBeGreaterThanOrEqual(100)
    expect(widths.due).toBeLessThan(140)
    expect(sum(widths)).toBe(390)
  })

  it('cuts the long names only when the values do not fit, never below their header', () => {
    const widths = fitColumnWidths([need('name', 300, 60), need('amount', 120, 80)], 330, 'name')
    expect(widths).toEqual({ name: 210, amount: 120 })
    const narrow = fitColumnWidths([need('name', 300, 60), need('amount', 120, 80)], 150, 'name')
    expect(narrow.name).toBe(96)
    expect(narrow.amount).toBe(120)
  })

  it('gives the names the room a column keeps only for its header before cutting them', () => {
    // Mexico City in Spanish: 'Fecha de vencimiento' needs 112 on two lines over dates of 62, 'Días de
    // atraso' 64 over 31; the names need 206 in what is left.
    const needs = [need('name', 206, 67), need('overdue', 31, 111, 64), need('due', 62, 175, 112)]
    const widths = fitColumnWidths(needs, 340, 'name')
    expect(widths.name).toBe(206)
    expect(widths.due).toBeGreaterThanOrEqual(62)
    expect(widths.overdue).toBeGreaterThanOrEqual(40)
    expect(sum(widths)).toBe(340)
    // Narrower: the headers keep 40 while that is enough for the names.
    const tight = fitColumnWidths(needs, 308, 'name')
    expect(tight).toEqual({ name: 206, overdue: 40, due: 62 })
    // Narrower still: the headers give way to the names down to the values, then the names are cut.
    const narrow = fitColumnWidths(needs, 299, 'name')
    expect(narrow).toEqual({ name: 206, overdue: 31, due: 62 })
    const narrowest = fitColumnWidths(needs, 260, 'name')
    expect(narrowest).toEqual({ name: 167, overdue: 31, due: 62 })
  })

  it('never cuts a figure or a date: without a column of names the table scrolls instead', () => {
    const widths = fitColumnWidths([need('amount', 120, 80), need('due', 110, 60)], 200)
    expect(widths).toEqual({ amount: 120, due: 110 })
  })
})
