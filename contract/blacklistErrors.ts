import type { ErrorCatalogue } from './errorCatalogue.ts'

/** The refusals of the blacklist's calls (contract/blacklist.ts). */
export const blacklistErrors = {
  'blacklist.duplicate': {
    type: 'conflict',
    status: 409,
    respMsg: {
      en: 'This ID card is on the blacklist of this app already.',
      es: 'Esta cédula de identidad ya está en la lista negra de esta app.',
    },
  },
  'blacklist.notFound': {
    type: 'notFound',
    status: 404,
    respMsg: {
      en: 'The blacklist entry does not exist.',
      es: 'La entrada de la lista negra no existe.',
    },
  },
  'blacklist.appNotFound': {
    type: 'invalid',
    status: 400,
    respMsg: { en: 'The app does not exist.', es: 'La app no existe.' },
  },
} as const satisfies ErrorCatalogue
