import { amountCutValidationTexts } from './amountCutValidationTexts.ts'
import { auditValidationTexts } from './auditValidationTexts.ts'
import { automaticRuleValidationTexts } from './automaticRuleValidationTexts.ts'
import { blacklistValidationTexts } from './blacklistValidationTexts.ts'
import { caseValidationTexts } from './caseValidationTexts.ts'
import { dashboardValidationTexts } from './dashboardValidationTexts.ts'
import { offlineRepaymentValidationTexts } from './offlineRepaymentValidationTexts.ts'
import { paymentLinkValidationTexts } from './paymentLinkValidationTexts.ts'
import { payoutValidationTexts } from './payoutValidationTexts.ts'
import { salaryValidationTexts } from './salaryValidationTexts.ts'
import { simCardValidationTexts } from './simCardValidationTexts.ts'
import { staffValidationTexts } from './staffValidationTexts.ts'
import { targetValidationTexts } from './targetValidationTexts.ts'
import type { ValidationText } from './validationText.ts'

/**
 * Every issue key a schema may raise (`.refine(..., { message: 'sim.otp' })`, `.min(1, 'required')`)
 * with its texts: one entry per key, read by the server's refusals (server/http/messages.ts) and the
 * client's forms (src/i18n/validationMessages.ts) alike (docs/adding-an-area.md). A key any field
 * may raise is one word (`required`); one of a single kind of field names it (`sim.otp`).
 */
export const validationTexts = {
  required: {
    refusal: { en: 'cannot be empty', es: 'no puede estar vacío' },
    underField: { en: 'This field cannot be empty', es: 'Este campo no puede estar vacío' },
  },
  completeTheContent: {
    refusal: { en: 'please complete the content', es: 'Por favor complete el contenido' },
    underField: { en: 'please complete the content', es: 'Por favor complete el contenido' },
  },
  tooShort: {
    refusal: { en: 'is too short', es: 'es demasiado corto' },
    underField: { en: 'This is too short', es: 'Es demasiado corto' },
  },
  tooLong: {
    refusal: { en: 'is too long', es: 'es demasiado largo' },
    underField: { en: 'This is too long', es: 'Es demasiado largo' },
  },
  'number.tooSmall': {
    refusal: { en: 'is below the smallest number allowed', es: 'es menor que el mínimo permitido' },
    underField: {
      en: 'This number is below the smallest allowed',
      es: 'Este número es menor que el mínimo permitido',
    },
  },
  'number.tooBig': {
    refusal: { en: 'is above the largest number allowed', es: 'es mayor que el máximo permitido' },
    underField: {
      en: 'This number is above the largest allowed',
      es: 'Este número es mayor que el máximo permitido',
    },
  },
  invalidValue: {
    refusal: { en: 'is not a valid value', es: 'no es un valor válido' },
    underField: { en: 'This value is not valid', es: 'Este valor no es válido' },
  },
  'text.forbiddenCharacter': {
    refusal: {
      en: 'contains a character that is not allowed',
      es: 'contiene un carácter que no está permitido',
    },
    underField: {
      en: 'This contains a character that is not allowed',
      es: 'Contiene un carácter que no está permitido',
    },
  },
  'password.rules': {
    refusal: {
      en: 'must be 8 to 32 characters with upper and lower case letters and numbers',
      es: 'debe tener de 8 a 32 caracteres con mayúsculas, minúsculas y números',
    },
    underField: {
      en: '8 to 32 characters with upper and lower case letters and numbers',
      es: 'De 8 a 32 caracteres con mayúsculas, minúsculas y números',
    },
  },
  'password.simple': {
    refusal: { en: 'is too simple', es: 'es demasiado simple' },
    underField: { en: 'This password is too simple', es: 'Esta contraseña es demasiado simple' },
  },
  'password.mismatch': {
    refusal: { en: 'passwords do not match', es: 'Las contraseñas no coinciden' },
    underField: { en: 'passwords do not match', es: 'Las contraseñas no coinciden' },
  },
  'phone.format': {
    refusal: { en: 'enter the correct number', es: 'Ingrese el número correcto' },
    underField: { en: 'enter the correct number', es: 'Ingrese el número correcto' },
  },
  'code.format': {
    refusal: { en: 'must be the 6-digit code', es: 'debe ser el código de 6 dígitos' },
    underField: { en: 'Enter the 6-digit code', es: 'Ingrese el código de 6 dígitos' },
  },
  'timeZone.unknown': {
    refusal: { en: 'choose a time zone from the list', es: 'Elija una zona horaria de la lista' },
    underField: { en: 'choose a time zone from the list', es: 'Elija una zona horaria de la lista' },
  },
  'countryCode.unknown': {
    refusal: {
      en: 'no country has this calling code: choose a country from the list',
      es: 'Ningún país tiene este código: elija un país de la lista',
    },
    underField: {
      en: 'no country has this calling code: choose a country from the list',
      es: 'Ningún país tiene este código: elija un país de la lista',
    },
  },
  'date.range': {
    refusal: {
      en: 'must be a day from 1900 to two years from today',
      es: 'debe ser un día entre 1900 y dentro de dos años',
    },
    underField: {
      en: 'Choose a day from 1900 to two years from today',
      es: 'Elija un día entre 1900 y dentro de dos años',
    },
  },
  'range.order': {
    refusal: { en: 'the start cannot be after the end', es: 'El inicio no puede ser posterior al final' },
    underField: { en: 'the start cannot be after the end', es: 'El inicio no puede ser posterior al final' },
  },
  'range.bothEnds': {
    refusal: {
      en: 'a range needs both ends, a start and an end',
      es: 'Un rango necesita ambos extremos, un inicio y un final',
    },
    underField: {
      en: 'a range needs both ends, a start and an end',
      es: 'Un rango necesita ambos extremos, un inicio y un final',
    },
  },
  'team.select': {
    refusal: { en: 'please select a team', es: 'Por favor seleccione un equipo' },
    underField: { en: 'please select a team', es: 'Por favor seleccione un equipo' },
  },
  'member.select': {
    refusal: { en: 'please select a member', es: 'Por favor seleccione un miembro' },
    underField: { en: 'please select a member', es: 'Por favor seleccione un miembro' },
  },
  ...caseValidationTexts,
  ...staffValidationTexts,
  ...simCardValidationTexts,
  ...blacklistValidationTexts,
  ...amountCutValidationTexts,
  ...offlineRepaymentValidationTexts,
  ...dashboardValidationTexts,
  ...salaryValidationTexts,
  ...payoutValidationTexts,
  ...paymentLinkValidationTexts,
  ...targetValidationTexts,
  ...automaticRuleValidationTexts,
  ...auditValidationTexts,
} as const satisfies Record<string, ValidationText>

export type ValidationKey = keyof typeof validationTexts
export const validationKeys = Object.keys(validationTexts) as ValidationKey[]
