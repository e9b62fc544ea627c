import type { ValidationText } from './validationText.ts'

/** The issue keys the blacklist's schemas raise, with their texts; one line in validationTexts (docs/adding-an-area.md). */
export const blacklistValidationTexts = {
  'blacklist.app': {
    refusal: { en: 'please select the app', es: 'Por favor seleccione la app' },
    underField: { en: 'please select the app', es: 'Por favor seleccione la app' },
  },
  'blacklist.idCard': {
    refusal: { en: 'id card cannot be empty', es: 'La cédula de identidad no puede estar vacía' },
    underField: { en: 'id card cannot be empty', es: 'La cédula de identidad no puede estar vacía' },
  },
  'blacklist.phone': {
    refusal: { en: 'phone number cannot be empty', es: 'El número de teléfono no puede estar vacío' },
    underField: { en: 'phone number cannot be empty', es: 'El número de teléfono no puede estar vacío' },
  },
  'blacklist.reason': {
    refusal: { en: 'reason cannot be empty', es: 'El motivo no puede estar vacío' },
    underField: { en: 'reason cannot be empty', es: 'El motivo no puede estar vacío' },
  },
} as const satisfies Record<string, ValidationText>
