import type { ValidationText } from './validationText.ts'

/** The issue keys the SIM cards area's schemas raise, with their texts; one line in validationTexts (docs/adding-an-area.md). */
export const simCardValidationTexts = {
  'sim.cardNumber': {
    refusal: { en: 'card number cannot be empty', es: 'El número de tarjeta no puede estar vacío' },
    underField: { en: 'card number cannot be empty', es: 'El número de tarjeta no puede estar vacío' },
  },
  'sim.cardNumberDigits': {
    refusal: { en: 'a card number has digits only', es: 'Un número de tarjeta solo tiene dígitos' },
    underField: { en: 'a card number has digits only', es: 'Un número de tarjeta solo tiene dígitos' },
  },
  'sim.cardNumberCountry': {
    refusal: {
      en: 'must be the 19 digits printed on the card, starting 89234 (Nigeria) or 8952 (Mexico)',
      es: 'Debe tener los 19 dígitos impresos en la tarjeta, empezando por 89234 (Nigeria) o 8952 (México)',
    },
    underField: {
      en: 'must be the 19 digits printed on the card, starting 89234 (Nigeria) or 8952 (Mexico)',
      es: 'Debe tener los 19 dígitos impresos en la tarjeta, empezando por 89234 (Nigeria) o 8952 (México)',
    },
  },
  'sim.reason': {
    refusal: { en: 'a reason must be selected', es: 'Debe seleccionar un motivo' },
    underField: { en: 'a reason must be selected', es: 'Debe seleccionar un motivo' },
  },
  'sim.rejectionReason': {
    refusal: {
      en: 'write the reason for rejecting it, for the applicant to read',
      es: 'Escriba el motivo del rechazo, para que lo lea quien la solicitó',
    },
    underField: {
      en: 'write the reason for rejecting it, for the applicant to read',
      es: 'Escriba el motivo del rechazo, para que lo lea quien la solicitó',
    },
  },
  'sim.descriptionWords': {
    refusal: {
      en: 'a deactivation description must have fewer than 150 words',
      es: 'La descripción de la desactivación debe tener menos de 150 palabras',
    },
    underField: {
      en: 'a deactivation description must have fewer than 150 words',
      es: 'La descripción de la desactivación debe tener menos de 150 palabras',
    },
  },
  'sim.otp': {
    refusal: { en: 'OTP cannot be empty', es: 'El OTP no puede estar vacío' },
    underField: { en: 'OTP cannot be empty', es: 'El OTP no puede estar vacío' },
  },
  'sim.otpFormat': {
    refusal: {
      en: 'must be the 6 digits WhatsApp sent, without spaces',
      es: 'Debe tener los 6 dígitos que envió WhatsApp, sin espacios',
    },
    underField: {
      en: 'must be the 6 digits WhatsApp sent, without spaces',
      es: 'Debe tener los 6 dígitos que envió WhatsApp, sin espacios',
    },
  },
  'sim.verificationAnswer': {
    refusal: {
      en: 'verification answer cannot be empty',
      es: 'La respuesta de verificación no puede estar vacía',
    },
    underField: {
      en: 'verification answer cannot be empty',
      es: 'La respuesta de verificación no puede estar vacía',
    },
  },
} as const satisfies Record<string, ValidationText>
