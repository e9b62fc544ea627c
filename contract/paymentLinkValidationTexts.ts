import type { ValidationText } from './validationText.ts'

/** The issue keys the payment links' schemas raise, in the spec's words (section 5). */
export const paymentLinkValidationTexts = {
  'paymentLink.amountEmpty': {
    refusal: { en: 'amount cannot be empty', es: 'El monto no puede estar vacío' },
    underField: { en: 'amount cannot be empty', es: 'El monto no puede estar vacío' },
  },
  'paymentLink.amountValue': {
    refusal: { en: 'amount value is error', es: 'El valor del monto es incorrecto' },
    underField: { en: 'amount value is error', es: 'El valor del monto es incorrecto' },
  },
} as const satisfies Record<string, ValidationText>
