import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { formatMoney, formatNumber } from '../i18n/format.ts'
import { messages as english } from '../locales/en/messages.po'
import { messages as spanish } from '../locales/es/messages.po'
import { Chart } from './Chart.tsx'

afterEach(() => act(() => i18n.loadAndActivate({ locale: 'en', messages: english })))

function renderChart(categories: string[] = ['24 Nov', '25 Nov']) {
  render(
    <I18nProvider i18n={i18n}>
      <Chart
        label="Daily performance"
        categoryHeader="Day"
        categories={categories}
        series={[
          { label: 'Finished cases', values: [3, 12_500], kind: 'bar', write: formatNumber },
          {
            label: 'Repaid',
            values: [150_000, null],
            kind: 'line',
            axis: 'end',
            write: (value) => formatMoney(value, 'NGN'),
          },
        ]}
      />
    </I18nProvider>,
  )
}

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent))

describe('a chart', () => {
  it('shows its figures as a table named like the chart, written as the screen writes them', () => {
    renderChart()
    expect(rowsOf(screen.getByRole('table', { name: 'Daily performance' }))).toEqual([
      ['Day', 'Finished cases', 'Repaid'],
      ['24 Nov', '3', '₦1,500.00'],
      ['25 Nov', '12,500', '—'],
    ])
  })

  it('is its table alone where nothing can be drawn (no canvas)', () => {
    renderChart()
    expect(screen.queryByRole('img', { name: 'Daily performance' })).toBeNull()
    expect(screen.getByRole('figure', { name: 'Daily performance' })).toBeTruthy()
  })

  it('writes its figures and says it has none in the screen’s language', () => {
    act(() => i18n.loadAndActivate({ locale: 'es', messages: spanish }))
    renderChart([])
    expect(screen.getByText('No hay cifras para estos días.')).toBeTruthy()
  })

  it('groups thousands the Spanish way on a Spanish screen', () => {
    act(() => i18n.loadAndActivate({ locale: 'es', messages: spanish }))
    renderChart()
    expect(rowsOf(screen.getByRole('table', { name: 'Daily performance' }))[2]).toEqual([
      '25 Nov',
      '12.500',
      '—',
    ])
  })
})
