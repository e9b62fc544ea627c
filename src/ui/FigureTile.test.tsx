import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { FigureTile } from './FigureTile.tsx'

const definition = 'Cases you hold now, not paid off nor closed, allocated to you today.'

function renderTile(tile: Parameters<typeof FigureTile>[0]) {
  render(
    <I18nProvider i18n={i18n}>
      <FigureTile {...tile} />
    </I18nProvider>,
  )
}

describe('a figure tile', () => {
  it('shows its figure under its label, with its definition as tooltip and description', () => {
    renderTile({ label: 'Unfinished today', definition, value: 1234 })
    const tile = screen.getByRole('region', { name: 'Unfinished today' })
    expect(tile.textContent).toContain('1,234')
    expect(tile.getAttribute('title')).toBe(definition)
    expect(document.getElementById(tile.getAttribute('aria-describedby') ?? '')?.textContent).toBe(definition)
  })

  it('opens the list of what it counts when it has one', () => {
    renderTile({
      label: 'Unfinished today',
      definition,
      value: 7,
      href: '/dashboard/collection/cases/hoylist/5',
    })
    const link = screen.getByRole('link', { name: /Unfinished today/ })
    expect(link.getAttribute('href')).toBe('/dashboard/collection/cases/hoylist/5')
    expect(link.getAttribute('title')).toBe(definition)
  })

  it('shows money one line per currency, never summed, each with what it is made of', () => {
    renderTile({
      label: 'Repaid today',
      definition: 'Money repaid…',
      value: [
        { currency: 'MXN', amount: 172_500, note: '2 repayments' },
        { currency: 'NGN', amount: 50_000, note: '1 repayment' },
      ],
    })
    const lines = screen.getAllByRole('listitem').map((line) => line.textContent)
    expect(lines).toEqual(['$1,725.00 MXN2 repayments', '₦500.001 repayment'])
  })

  it('shows a dash for money when nothing came in any currency', () => {
    renderTile({ label: 'Repaid today', definition: 'Money repaid…', value: [] })
    expect(screen.getByRole('region', { name: 'Repaid today' }).textContent).toContain('—')
  })
})
