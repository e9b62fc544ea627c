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
    expect(narrow.name).toBe(88)
    expect(narrow.amount).toBe(120)
  })

  it('never cuts a header to give the names room: the names are cut instead', () => {
    // A manager's All cases in English at 1,280 px: 'Overdue days' needs 71 on two lines over counts of
    // 31, 'Due date' 64 over dates of 63; the names need 183 in what is left.
    const needs = [need('name', 183, 52), need('overdue', 31, 106, 71), need('due', 63, 95, 64)]
    const roomy = fitColumnWidths(needs, 330, 'name')
    expect(roomy.name).toBeGreaterThanOrEqual(183)
    expect(roomy.overdue).toBeGreaterThanOrEqual(71)
    expect(sum(roomy)).toBe(330)
    // Too narrow for all: the headers keep their two lines whole and the names give way.
    const narrow = fitColumnWidths(needs, 260, 'name')
    expect(narrow).toEqual({ name: 125, overdue: 71, due: 64 })
    // Narrower still: the names stop at 88 and the table scrolls rather than cut a header.
    const narrowest = fitColumnWidths(needs, 200, 'name')
    expect(narrowest).toEqual({ name: 88, overdue: 71, due: 64 })
  })

  it('never cuts a figure or a date: without a column of names the table scrolls instead', () => {
    const widths = fitColumnWidths([need('amount', 120, 80), need('due', 110, 60)], 200)
    expect(widths).toEqual({ amount: 120, due: 110 })
  })
})
