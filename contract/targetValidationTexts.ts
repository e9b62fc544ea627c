import type { ValidationText } from './validationText.ts'

/** The issue keys the targets' schemas raise, with their texts; one line in validationTexts (docs/adding-an-area.md). */
export const targetValidationTexts = {
  'target.currency': {
    refusal: { en: 'please select the currency', es: 'Por favor seleccione la moneda' },
    underField: { en: 'please select the currency', es: 'Por favor seleccione la moneda' },
  },
  'target.amountEmpty': {
    refusal: { en: 'target amount cannot be empty', es: 'El monto meta no puede estar vacío' },
    underField: { en: 'target amount cannot be empty', es: 'El monto meta no puede estar vacío' },
  },
  'target.amount': {
    refusal: {
      en: 'must be an amount of 0 or more, to the cent',
      es: 'debe ser un monto de 0 o más, al centavo',
    },
    underField: {
      en: 'Type an amount of 0 or more, to the cent',
      es: 'Escriba un monto de 0 o más, al centavo',
    },
  },
  'target.casesEmpty': {
    refusal: { en: 'target cases cannot be empty', es: 'Los casos meta no pueden estar vacíos' },
    underField: { en: 'target cases cannot be empty', es: 'Los casos meta no pueden estar vacíos' },
  },
  'target.cases': {
    refusal: { en: 'must be a whole number of 0 or more', es: 'debe ser un número entero de 0 o más' },
    underField: { en: 'Type a whole number of 0 or more', es: 'Escriba un número entero de 0 o más' },
  },
  'target.memberTwice': {
    refusal: { en: 'names a member twice', es: 'nombra a un miembro dos veces' },
    underField: { en: 'A member is listed twice', es: 'Un miembro aparece dos veces' },
  },
} as const satisfies Record<string, ValidationText>
