import type { ValidationText } from './validationText.ts'

/** The issue keys the offline repayments' schemas raise, with their texts. */
export const offlineRepaymentValidationTexts = {
  'offlineRepayment.reference': {
    refusal: {
      en: 'receipt reference cannot be empty',
      es: 'La referencia del comprobante no puede estar vacía',
    },
    underField: {
      en: 'receipt reference cannot be empty',
      es: 'La referencia del comprobante no puede estar vacía',
    },
  },
  'offlineRepayment.receipt': {
    refusal: { en: "please attach the receipt's image", es: 'Por favor adjunte la imagen del comprobante' },
    underField: {
      en: "please attach the receipt's image",
      es: 'Por favor adjunte la imagen del comprobante',
    },
  },
  'offlineRepayment.receiptTooBig': {
    refusal: { en: 'the image must be at most 5 MB', es: 'La imagen debe pesar 5 MB como máximo' },
    underField: { en: 'the image must be at most 5 MB', es: 'La imagen debe pesar 5 MB como máximo' },
  },
  'offlineRepayment.receiptType': {
    refusal: {
      en: 'the receipt must be a JPEG, PNG or WebP image',
      es: 'El comprobante debe ser una imagen JPEG, PNG o WebP',
    },
    underField: {
      en: 'the receipt must be a JPEG, PNG or WebP image',
      es: 'El comprobante debe ser una imagen JPEG, PNG o WebP',
    },
  },
} as const satisfies Record<string, ValidationText>
