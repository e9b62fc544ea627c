import type { ValidationText } from './validationText.ts'

/** The issue keys the payouts' schemas raise. */
export const payoutValidationTexts = {
  'payout.reference': {
    refusal: {
      en: "please give the bank's transfer reference",
      es: 'Por favor indique la referencia de la transferencia del banco',
    },
    underField: {
      en: "please give the bank's transfer reference",
      es: 'Por favor indique la referencia de la transferencia del banco',
    },
  },
  'payout.reason': {
    refusal: { en: 'please give the reason', es: 'Por favor indique el motivo' },
    underField: { en: 'please give the reason', es: 'Por favor indique el motivo' },
  },
} as const satisfies Record<string, ValidationText>
