import type { ValidationText } from './validationText.ts'

/** The issue keys the amount cuts' schemas raise, in the spec's words (section 5). */
export const amountCutValidationTexts = {
  'amountCut.amountEmpty': {
    refusal: { en: 'amount cannot be empty', es: 'El monto no puede estar vacío' },
    underField: { en: 'amount cannot be empty', es: 'El monto no puede estar vacío' },
  },
  'amountCut.amountValue': {
    refusal: { en: 'amount value is error', es: 'El valor del monto es incorrecto' },
    underField: { en: 'amount value is error', es: 'El valor del monto es incorrecto' },
  },
  'amountCut.kind': {
    refusal: { en: 'please select a deduction type', es: 'Por favor seleccione un tipo de quita' },
    underField: { en: 'please select a deduction type', es: 'Por favor seleccione un tipo de quita' },
  },
  'amountCut.rejection': {
    refusal: { en: 'please give the reason', es: 'Por favor indique el motivo' },
    underField: { en: 'please give the reason', es: 'Por favor indique el motivo' },
  },
} as const satisfies Record<string, ValidationText>
