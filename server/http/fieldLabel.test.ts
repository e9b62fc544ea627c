import { describe, expect, it } from 'vitest'
import { fieldLabel } from './messages.ts'

const labels = {
  cardNumbers: { en: 'Card number', es: 'Número de tarjeta' },
  changes: { en: 'Days changed', es: 'Días cambiados' },
  'record.recordText': { en: 'Record', es: 'Registro' },
}

describe('a refusal’s field, as the failed call labels it', () => {
  it('a line of a list is the list’s label with its line, counted from 1, in the reader’s language', () => {
    expect(fieldLabel(labels, 'cardNumbers.0', 'en')).toBe('Card number (line 1)')
    expect(fieldLabel(labels, 'cardNumbers.11', 'es')).toBe('Número de tarjeta (línea 12)')
    expect(fieldLabel(labels, 'changes.3.date', 'es')).toBe('Días cambiados (línea 4)')
  })

  it('a field labelled itself keeps its label; one the labels do not know keeps its name', () => {
    expect(fieldLabel(labels, 'cardNumbers', 'en')).toBe('Card number')
    expect(fieldLabel(labels, 'record.recordText', 'es')).toBe('Registro')
    expect(fieldLabel(labels, 'teamIds.0', 'en')).toBe('teamIds.0')
    expect(fieldLabel(undefined, 'cardNumbers.0', 'en')).toBe('cardNumbers.0')
  })
})
