import type { ErrorCatalogue } from './errorCatalogue.ts'

/** The refusals of the session calls (contract/session.ts): sign-in and passwords. */
export const sessionErrors = {
  'auth.wrongCredentials': {
    type: 'business',
    status: 401,
    respMsg: { en: 'Wrong username or password.', es: 'Usuario o contraseña incorrectos.' },
  },
  'auth.passwordExpired': {
    type: 'business',
    status: 403,
    respMsg: {
      en: 'Your password has expired, please set a new one.',
      es: 'Su contraseña venció; establezca una nueva.',
    },
  },
  'auth.accountDisabled': {
    type: 'business',
    status: 403,
    respMsg: {
      en: 'This account is disabled, please contact your manager.',
      es: 'Esta cuenta está deshabilitada, comuníquese con su gerente.',
    },
  },
  'auth.tooManyAttempts': {
    type: 'tooMany',
    status: 429,
    respMsg: {
      en: 'Too many attempts, please try again in {seconds} seconds.',
      es: 'Demasiados intentos, inténtelo de nuevo en {seconds} segundos.',
    },
  },
  'auth.wrongOldPassword': {
    type: 'business',
    status: 422,
    respMsg: { en: 'The old password is not correct.', es: 'La contraseña anterior no es correcta.' },
  },
  'auth.samePassword': {
    type: 'business',
    status: 422,
    respMsg: {
      en: 'The new password must differ from the old one.',
      es: 'La nueva contraseña debe ser distinta de la anterior.',
    },
  },
  'auth.codeInvalid': {
    type: 'business',
    status: 422,
    respMsg: {
      en: 'The verification code is wrong or has expired.',
      es: 'El código de verificación es incorrecto o ya venció.',
    },
  },
  'auth.codeTooSoon': {
    type: 'tooMany',
    status: 429,
    respMsg: {
      en: 'A code was just sent; you can ask for another in {seconds} seconds.',
      es: 'Se acaba de enviar un código; puede pedir otro en {seconds} segundos.',
    },
  },
} as const satisfies ErrorCatalogue
