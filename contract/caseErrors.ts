import type { ErrorCatalogue } from './errorCatalogue.ts'

/** The refusals of the case calls (contract/cases.ts). */
export const caseErrors = {
  'case.closed': {
    type: 'conflict',
    status: 409,
    respMsg: {
      en: 'Case closed already, please refresh this page',
      es: 'El caso ya está cerrado, actualice esta página',
    },
  },
  'case.notAllowed': {
    type: 'business',
    status: 422,
    respMsg: {
      en: 'This action is not possible for the case as it stands.',
      es: 'Esta acción no es posible en el estado actual del caso.',
    },
  },
  'case.notFound': {
    type: 'notFound',
    status: 404,
    respMsg: { en: 'The case does not exist.', es: 'El caso no existe.' },
  },
  'case.notYours': {
    type: 'forbidden',
    status: 403,
    respMsg: {
      en: 'This case is not allocated to you or your team.',
      es: 'Este caso no está asignado a usted ni a su equipo.',
    },
  },
  'case.pinLimit': {
    type: 'business',
    status: 422,
    respMsg: {
      en: 'You can pin up to 5 cases; cancel a pin first.',
      es: 'Puede fijar hasta 5 casos; quite primero un fijado.',
    },
  },
  'case.revealRefused': {
    type: 'business',
    status: 422,
    respMsg: {
      en: 'The password is not correct; the number stays hidden.',
      es: 'La contraseña no es correcta; el número sigue oculto.',
    },
  },
  'todo.notFound': {
    type: 'notFound',
    status: 404,
    respMsg: { en: 'The to-do does not exist.', es: 'La tarea no existe.' },
  },
} as const satisfies ErrorCatalogue
