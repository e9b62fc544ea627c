import type { ValidationText } from './validationText.ts'

/** The issue keys the staffs' (teams and leave) schemas raise, with their texts; one line in validationTexts (docs/adding-an-area.md). */
export const staffValidationTexts = {
  'leave.pastDay': {
    refusal: {
      en: 'cannot include a day already past on your calendar',
      es: 'No puede incluir un día que ya pasó en su calendario',
    },
    underField: {
      en: 'cannot include a day already past on your calendar',
      es: 'No puede incluir un día que ya pasó en su calendario',
    },
  },
  'team.nameEmpty': {
    refusal: { en: 'team name should not be empty', es: 'El nombre del equipo no puede estar vacío' },
    underField: { en: 'team name should not be empty', es: 'El nombre del equipo no puede estar vacío' },
  },
} as const satisfies Record<string, ValidationText>
