import type { ValidationText } from './validationText.ts'

/** The issue keys the cases' (a collection record's) schemas raise, with their texts; one line in validationTexts (docs/adding-an-area.md). */
export const caseValidationTexts = {
  'record.diallingTime': {
    refusal: { en: 'dialling time cannot be empty', es: 'La hora de marcación no puede estar vacía' },
    underField: { en: 'dialling time cannot be empty', es: 'La hora de marcación no puede estar vacía' },
  },
  'record.connectionStatus': {
    refusal: { en: 'select the connection status', es: 'Seleccione el estado de conexión' },
    underField: { en: 'select the connection status', es: 'Seleccione el estado de conexión' },
  },
  'record.dateItem': {
    refusal: { en: 'date item cannot be empty', es: 'El tipo de compromiso no puede estar vacío' },
    underField: { en: 'date item cannot be empty', es: 'El tipo de compromiso no puede estar vacío' },
  },
  'record.dateTime': {
    refusal: { en: 'date time cannot be empty', es: 'La hora del compromiso no puede estar vacía' },
    underField: { en: 'date time cannot be empty', es: 'La hora del compromiso no puede estar vacía' },
  },
  'record.connectionTime': {
    refusal: { en: 'connection time cannot be empty', es: 'La hora de conexión no puede estar vacía' },
    underField: { en: 'connection time cannot be empty', es: 'La hora de conexión no puede estar vacía' },
  },
  'record.hangUpTime': {
    refusal: { en: 'hang-up time cannot be empty', es: 'La hora de colgar no puede estar vacía' },
    underField: { en: 'hang-up time cannot be empty', es: 'La hora de colgar no puede estar vacía' },
  },
  'record.dangerousReason': {
    refusal: {
      en: 'dangerous customer reason cannot be empty',
      es: 'El motivo de cliente peligroso no puede estar vacío',
    },
    underField: {
      en: 'dangerous customer reason cannot be empty',
      es: 'El motivo de cliente peligroso no puede estar vacío',
    },
  },
  'record.hangUpBeforeConnection': {
    refusal: {
      en: 'hang-up time cannot be before the connection time',
      es: 'La hora de colgar no puede ser anterior a la de conexión',
    },
    underField: {
      en: 'hang-up time cannot be before the connection time',
      es: 'La hora de colgar no puede ser anterior a la de conexión',
    },
  },
  'record.diallingInFuture': {
    refusal: {
      en: 'dialling time cannot be in the future',
      es: 'La hora de marcación no puede estar en el futuro',
    },
    underField: {
      en: 'dialling time cannot be in the future',
      es: 'La hora de marcación no puede estar en el futuro',
    },
  },
  'record.connectionBeforeDialling': {
    refusal: {
      en: 'connection time cannot be before the dialling time',
      es: 'La hora de conexión no puede ser anterior a la de marcación',
    },
    underField: {
      en: 'connection time cannot be before the dialling time',
      es: 'La hora de conexión no puede ser anterior a la de marcación',
    },
  },
  'record.dateTimeInPast': {
    refusal: {
      en: 'date time cannot be in the past',
      es: 'La hora del compromiso no puede estar en el pasado',
    },
    underField: {
      en: 'date time cannot be in the past',
      es: 'La hora del compromiso no puede estar en el pasado',
    },
  },
  'record.madeAtInFuture': {
    refusal: {
      en: 'the time the record was made cannot be in the future',
      es: 'La hora en que se hizo el registro no puede estar en el futuro',
    },
    underField: {
      en: 'the time the record was made cannot be in the future',
      es: 'La hora en que se hizo el registro no puede estar en el futuro',
    },
  },
  'record.madeAtTooOld': {
    refusal: {
      en: 'the record was made too long ago to be saved; write it again',
      es: 'El registro se hizo hace demasiado tiempo para guardarlo; escríbalo de nuevo',
    },
    underField: {
      en: 'the record was made too long ago to be saved; write it again',
      es: 'El registro se hizo hace demasiado tiempo para guardarlo; escríbalo de nuevo',
    },
  },
} as const satisfies Record<string, ValidationText>
