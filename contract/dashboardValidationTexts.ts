import type { ValidationText } from './validationText.ts'

/** The issue keys the dashboards' schemas raise, with their texts; one line in validationTexts (docs/adding-an-area.md). */
export const dashboardValidationTexts = {
  'dashboard.periodTooLong': {
    refusal: {
      en: 'the period may span at most 92 days',
      es: 'El periodo puede abarcar como máximo 92 días',
    },
    underField: {
      en: 'At most 92 days: choose a later start or an earlier end.',
      es: 'Como máximo 92 días: elija un inicio posterior o un final anterior.',
    },
  },
} as const satisfies Record<string, ValidationText>
