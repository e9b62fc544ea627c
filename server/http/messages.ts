import type { Bilingual, Language } from '../../contract/bilingual.ts'
import type { FieldLabels, RequestLocale } from '../../contract/endpoint.ts'
import { type ErrorCode, errorCodes, type ValidationKey } from '../../contract/errors.ts'
import { listLineOf } from '../../contract/validation.ts'

// The server's code names the language it answers in through here.

export function languageOf(locale: RequestLocale | undefined): Language {
  return locale === 'es-ES' ? 'es' : 'en'
}

/** What a refusal says of each problem a schema finds; the glossary test reads it too. */
export const validationMessages: Record<ValidationKey, Bilingual> = {
  required: { en: 'cannot be empty', es: 'no puede estar vacío' },
  completeTheContent: { en: 'please complete the content', es: 'Por favor complete el contenido' },
  tooShort: { en: 'is too short', es: 'es demasiado corto' },
  tooLong: { en: 'is too long', es: 'es demasiado largo' },
  'number.tooSmall': { en: 'is below the smallest number allowed', es: 'es menor que el mínimo permitido' },
  'number.tooBig': { en: 'is above the largest number allowed', es: 'es mayor que el máximo permitido' },
  invalidValue: { en: 'is not a valid value', es: 'no es un valor válido' },
  'text.forbiddenCharacter': {
    en: 'contains a character that is not allowed',
    es: 'contiene un carácter que no está permitido',
  },
  'password.rules': {
    en: 'must be 8 to 32 characters with upper and lower case letters and numbers',
    es: 'debe tener de 8 a 32 caracteres con mayúsculas, minúsculas y números',
  },
  'password.simple': { en: 'is too simple', es: 'es demasiado simple' },
  'password.mismatch': { en: 'passwords do not match', es: 'Las contraseñas no coinciden' },
  'phone.format': { en: 'enter the correct number', es: 'Ingrese el número correcto' },
  'code.format': { en: 'must be the 6-digit code', es: 'debe ser el código de 6 dígitos' },
  'date.range': {
    en: 'must be a day from 1900 to two years from today',
    es: 'debe ser un día entre 1900 y dentro de dos años',
  },
  'leave.pastDay': {
    en: 'cannot include a day already past on your calendar',
    es: 'No puede incluir un día que ya pasó en su calendario',
  },
  'timeZone.unknown': {
    en: 'choose a time zone from the list',
    es: 'Elija una zona horaria de la lista',
  },
  'countryCode.unknown': {
    en: 'no country has this calling code: choose a country from the list',
    es: 'Ningún país tiene este código: elija un país de la lista',
  },
  'record.diallingTime': {
    en: 'dialling time cannot be empty',
    es: 'La hora de marcación no puede estar vacía',
  },
  'record.connectionStatus': { en: 'select the connection status', es: 'Seleccione el estado de conexión' },
  'record.dateItem': { en: 'date item cannot be empty', es: 'El tipo de compromiso no puede estar vacío' },
  'record.dateTime': { en: 'date time cannot be empty', es: 'La hora del compromiso no puede estar vacía' },
  'record.connectionTime': {
    en: 'connection time cannot be empty',
    es: 'La hora de conexión no puede estar vacía',
  },
  'record.hangUpTime': { en: 'hang-up time cannot be empty', es: 'La hora de colgar no puede estar vacía' },
  'record.dangerousReason': {
    en: 'dangerous customer reason cannot be empty',
    es: 'El motivo de cliente peligroso no puede estar vacío',
  },
  'record.hangUpBeforeConnection': {
    en: 'hang-up time cannot be before the connection time',
    es: 'La hora de colgar no puede ser anterior a la de conexión',
  },
  'record.diallingInFuture': {
    en: 'dialling time cannot be in the future',
    es: 'La hora de marcación no puede estar en el futuro',
  },
  'record.connectionBeforeDialling': {
    en: 'connection time cannot be before the dialling time',
    es: 'La hora de conexión no puede ser anterior a la de marcación',
  },
  'record.dateTimeInPast': {
    en: 'date time cannot be in the past',
    es: 'La hora del compromiso no puede estar en el pasado',
  },
  'record.madeAtInFuture': {
    en: 'the time the record was made cannot be in the future',
    es: 'La hora en que se hizo el registro no puede estar en el futuro',
  },
  'record.madeAtTooOld': {
    en: 'the record was made too long ago to be saved; write it again',
    es: 'El registro se hizo hace demasiado tiempo para guardarlo; escríbalo de nuevo',
  },
  'range.order': { en: 'the start cannot be after the end', es: 'El inicio no puede ser posterior al final' },
  'range.bothEnds': {
    en: 'a range needs both ends, a start and an end',
    es: 'Un rango necesita ambos extremos, un inicio y un final',
  },
  'blacklist.app': { en: 'please select the app', es: 'Por favor seleccione la app' },
  'blacklist.idCard': { en: 'id card cannot be empty', es: 'La cédula de identidad no puede estar vacía' },
  'blacklist.phone': { en: 'phone number cannot be empty', es: 'El número de teléfono no puede estar vacío' },
  'blacklist.reason': { en: 'reason cannot be empty', es: 'El motivo no puede estar vacío' },
  'team.nameEmpty': { en: 'team name should not be empty', es: 'El nombre del equipo no puede estar vacío' },
  'team.select': { en: 'please select a team', es: 'Por favor seleccione un equipo' },
  'member.select': { en: 'please select a member', es: 'Por favor seleccione un miembro' },
  'sim.cardNumber': { en: 'card number cannot be empty', es: 'El número de tarjeta no puede estar vacío' },
  'sim.cardNumberDigits': {
    en: 'a card number has digits only',
    es: 'Un número de tarjeta solo tiene dígitos',
  },
  'sim.cardNumberCountry': {
    en: 'must be the 19 digits printed on the card, starting 89234 (Nigeria) or 8952 (Mexico)',
    es: 'Debe tener los 19 dígitos impresos en la tarjeta, empezando por 89234 (Nigeria) o 8952 (México)',
  },
  'sim.reason': { en: 'a reason must be selected', es: 'Debe seleccionar un motivo' },
  'sim.rejectionReason': {
    en: 'write the reason for rejecting it, for the applicant to read',
    es: 'Escriba el motivo del rechazo, para que lo lea quien la solicitó',
  },
  'sim.descriptionWords': {
    en: 'a deactivation description must have fewer than 150 words',
    es: 'La descripción de la desactivación debe tener menos de 150 palabras',
  },
  'sim.otp': { en: 'OTP cannot be empty', es: 'El OTP no puede estar vacío' },
  'sim.otpFormat': {
    en: 'must be the 6 digits WhatsApp sent, without spaces',
    es: 'Debe tener los 6 dígitos que envió WhatsApp, sin espacios',
  },
  'sim.verificationAnswer': {
    en: 'verification answer cannot be empty',
    es: 'La respuesta de verificación no puede estar vacía',
  },
}

/** The one label no call declares: the body as a whole, when it cannot be read at all. */
const bodyLabel: Bilingual = { en: 'Request body', es: 'Cuerpo de la solicitud' }
const lineWord: Bilingual = { en: 'line', es: 'línea' }

function fill(template: string, params: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  )
}

export function errorMessage(
  code: ErrorCode,
  language: Language,
  params: Record<string, string | number> = {},
): string {
  return fill(errorCodes[code].respMsg[language], params)
}

export function validationMessage(key: ValidationKey, language: Language): string {
  return validationMessages[key][language]
}

/** A field as the failed call's contract entry labels it (`labels`); the field's name if it has none. */
export function fieldLabel(labels: FieldLabels | undefined, field: string, language: Language): string {
  if (field === 'body') return bodyLabel[language]
  const own = labels?.[field]?.[language]
  if (own) return own
  // A line of a list ('cardNumbers.1') is the list's label and its line, counted from 1.
  const line = listLineOf(field)
  const list = line && labels?.[line.list]?.[language]
  return list ? `${list} (${lineWord[language]} ${line.index + 1})` : field
}
