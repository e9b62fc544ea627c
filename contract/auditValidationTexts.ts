import type { ValidationText } from './validationText.ts'

/** The issue keys the audit's schemas raise, with their texts; one line in validationTexts (docs/adding-an-area.md). */
export const auditValidationTexts = {
  'audit.kind': {
    refusal: {
      en: 'please choose what kind of object to look for',
      es: 'Por favor elija qué tipo de objeto buscar',
    },
    underField: { en: 'choose what kind of object to look for', es: 'Elija qué tipo de objeto buscar' },
  },
  'audit.search': {
    refusal: { en: 'type a number or an id to look for', es: 'Escriba un número o un id para buscar' },
    underField: { en: 'type a number or an id', es: 'Escriba un número o un id' },
  },
} as const satisfies Record<string, ValidationText>
