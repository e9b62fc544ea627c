import { i18n } from '@lingui/core'
import { cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { formatDay, formatInstant, noValue } from '../i18n/format.ts'
import { tableDates } from './tableDates.tsx'

afterEach(() => {
  cleanup()
  i18n.activate('en')
})

/** A cell's shown text and its hover text. */
function cell(node: ReturnType<ReturnType<typeof tableDates>['day']>) {
  const { container } = render(<div>{node}</div>)
  const span = container.querySelector('span')
  return { shown: container.textContent, hover: span?.getAttribute('title') ?? null }
}

// A dense table's dates: short in the cell, whole on hover, as the rest of the console writes them.
describe('a table’s dates', () => {
  // This year where the user is, as the table reads it (on New Year's night UTC may be a year ahead).
  const thisYear = new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: 'America/Mexico_City' }).format(
    Date.now(),
  )

  for (const language of ['en', 'es'] as const) {
    it(`show the whole date on hover, as the console writes it elsewhere (${language})`, () => {
      i18n.activate(language)
      const { instant, day } = tableDates(language, 'America/Mexico_City')
      const at = '2025-03-04T18:05:00Z'
      expect(cell(instant(at)).hover).toBe(formatInstant(at, 'America/Mexico_City'))
      expect(cell(day('2025-03-04')).hover).toBe(formatDay('2025-03-04'))
      // A date of another year says its year in the cell; one of this year does not.
      expect(cell(day('2025-03-04')).shown).toContain('2025')
      expect(cell(day(`${thisYear}-03-04`)).shown).not.toContain(thisYear)
    })
  }

  it('show a missing date as no value, with nothing to hover', () => {
    const { instant, day } = tableDates('en', 'UTC')
    expect(cell(instant(null))).toEqual({ shown: noValue, hover: null })
    expect(cell(day(null))).toEqual({ shown: noValue, hover: null })
  })
})
