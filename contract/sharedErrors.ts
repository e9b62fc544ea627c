import type { ErrorCatalogue } from './errorCatalogue.ts'

/** The codes every call may answer, whatever its area: the request, the session, the service itself. */
export const sharedErrors = {
  'request.invalid': {
    type: 'invalid',
    status: 400,
    respMsg: { en: '{field}: {problem}', es: '{field}: {problem}' },
  },
  'request.missingTimestamp': {
    type: 'invalid',
    status: 400,
    respMsg: {
      en: 'The timestamp query parameter is missing or not a number.',
      es: 'Falta el parámetro de consulta timestamp o no es un número.',
    },
  },
  'request.missingLang': {
    type: 'invalid',
    status: 400,
    respMsg: {
      en: 'The lang query parameter must be one of en-US, en-IN or es-ES.',
      es: 'El parámetro de consulta lang debe ser en-US, en-IN o es-ES.',
    },
  },
  'request.bodyTooLarge': {
    type: 'invalid',
    status: 413,
    respMsg: { en: 'The request is too large.', es: 'La solicitud es demasiado grande.' },
  },
  'request.unsupportedMediaType': {
    type: 'invalid',
    status: 415,
    respMsg: {
      en: 'The request body must be form-encoded, JSON or multipart.',
      es: 'El cuerpo de la solicitud debe ser form-encoded, JSON o multipart.',
    },
  },
  'session.signedOut': {
    type: 'signedOut',
    status: 401,
    respMsg: {
      en: 'Your session has ended, please sign in again.',
      es: 'Su sesión ha terminado, inicie sesión de nuevo.',
    },
  },
  'session.forbidden': {
    type: 'forbidden',
    status: 403,
    respMsg: { en: 'You do not have access to this function.', es: 'No tiene acceso a esta función.' },
  },
  'interface.notFound': {
    type: 'notFound',
    status: 404,
    respMsg: {
      en: 'The data interface does not exist, please contact the administrator.',
      es: 'La interfaz de datos no existe, comuníquese con el administrador.',
    },
  },
  'mutation.reused': {
    type: 'conflict',
    status: 409,
    respMsg: {
      en: 'This change was already sent with different content; reload and try again.',
      es: 'Este cambio ya se envió con otro contenido; recargue e inténtelo de nuevo.',
    },
  },
  'server.failure': {
    type: 'business',
    status: 500,
    respMsg: {
      en: 'Something went wrong on the server; the change was not saved. Please try again.',
      es: 'Algo salió mal en el servidor; el cambio no se guardó. Inténtelo de nuevo.',
    },
  },
} as const satisfies ErrorCatalogue
