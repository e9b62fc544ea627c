import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { messages as english } from '../../locales/en/messages.po'
import { messages as spanish } from '../../locales/es/messages.po'
import { CountryCodePicker, findCountries } from './CountryCodePicker.tsx'

afterEach(() => {
  cleanup()
  act(() => i18n.loadAndActivate({ locale: 'en', messages: english }))
})

function renderPicker(label: string, value = '52') {
  const onChange = vi.fn()
  render(
    <I18nProvider i18n={i18n}>
      <CountryCodePicker label={label} value={value} onChange={onChange} />
    </I18nProvider>,
  )
  return { onChange, box: screen.getByRole('combobox', { name: label }) as HTMLInputElement }
}

describe('the country code picker of the member form', () => {
  it('shows the code chosen as its country, finds Nigeria by "234" and sets the digits', async () => {
    const { onChange, box } = renderPicker('Country code')
    expect(box.value).toBe('Mexico +52')
    fireEvent.change(box, { target: { value: '234' } })
    const options = await screen.findAllByRole('option')
    expect(options.map((option) => option.textContent)).toEqual(['Nigeria +234'])
    fireEvent.click(options[0]!)
    expect(onChange).toHaveBeenCalledWith('234')
    expect(box.value).toBe('Nigeria +234')
  })

  it('finds Nigeria by "Niger" in English and by "+234" typed as dialled', async () => {
    const { onChange, box } = renderPicker('Country code')
    fireEvent.change(box, { target: { value: 'Niger' } })
    const options = await screen.findAllByRole('option')
    // The country the office works in first, then Niger.
    expect(options.map((option) => option.textContent)).toEqual(['Nigeria +234', 'Niger +227'])
    fireEvent.keyDown(box, { key: 'Enter' })
    expect(onChange).toHaveBeenLastCalledWith('234')
    fireEvent.change(box, { target: { value: '+234' } })
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'Nigeria +234',
    ])
  })

  it('names the countries in Spanish, found by name without its accent or by code', async () => {
    act(() => i18n.loadAndActivate({ locale: 'es', messages: spanish }))
    const { onChange, box } = renderPicker('Código de país')
    expect(box.value).toBe('México +52')
    fireEvent.change(box, { target: { value: 'Niger' } })
    const options = await screen.findAllByRole('option')
    expect(options.map((option) => option.textContent)).toEqual(['Nigeria +234', 'Níger +227'])
    fireEvent.click(options[0]!)
    expect(onChange).toHaveBeenCalledWith('234')
    fireEvent.change(box, { target: { value: '999' } })
    expect(await screen.findByText('Ningún país coincide.')).toBeTruthy()
    expect(screen.queryByRole('option')).toBeNull()
    // A code is needed: there is nothing to clear.
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('lists the countries the office works in first, and takes the whole label as typed', () => {
    expect(findCountries('', 'en').slice(0, 3)).toEqual([
      { value: 'MX', label: 'Mexico +52' },
      { value: 'NG', label: 'Nigeria +234' },
      { value: 'AF', label: 'Afghanistan +93' },
    ])
    expect(findCountries('mexico', 'es')).toEqual([{ value: 'MX', label: 'México +52' }])
    expect(findCountries('Nigeria +234', 'en')).toEqual([{ value: 'NG', label: 'Nigeria +234' }])
    // '1' is shared: each country dialling it is offered, each setting the same digits.
    expect(findCountries('canada', 'en')).toEqual([{ value: 'CA', label: 'Canada +1' }])
  })

  it('renames the chosen country when the language changes with the form open', () => {
    const { box } = renderPicker('Country code')
    expect(box.value).toBe('Mexico +52')
    act(() => i18n.loadAndActivate({ locale: 'es', messages: spanish }))
    expect(box.value).toBe('México +52')
  })

  it('renames a country chosen here too, and shows a code no country has as it is', async () => {
    const { box } = renderPicker('Country code')
    fireEvent.change(box, { target: { value: 'Germany' } })
    fireEvent.click((await screen.findAllByRole('option'))[0]!)
    act(() => i18n.loadAndActivate({ locale: 'es', messages: spanish }))
    expect(box.value).toBe('Alemania +49')
    cleanup()
    expect(renderPicker('Country code', '999').box.value).toBe('+999')
  })
})

/** A member form that keeps the chosen code and hands it back to the picker. */
function KeptForm() {
  const [code, setCode] = useState('52')
  return (
    <I18nProvider i18n={i18n}>
      <CountryCodePicker label="Country code" value={code} onChange={setCode} />
      <output data-testid="kept">{code}</output>
    </I18nProvider>
  )
}

describe('the country code picker in a form that keeps its value', () => {
  it('keeps Canada as chosen, though the United States has the same code', async () => {
    render(<KeptForm />)
    const box = screen.getByRole('combobox', { name: 'Country code' }) as HTMLInputElement
    fireEvent.change(box, { target: { value: 'Canada' } })
    fireEvent.click(await screen.findByRole('option', { name: 'Canada +1' }))
    expect(screen.getByTestId('kept').textContent).toBe('1')
    expect(box.value).toBe('Canada +1')
  })
})
