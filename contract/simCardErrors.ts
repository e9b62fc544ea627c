import type { ErrorCatalogue } from './errorCatalogue.ts'

/** The refusals of the SIM area's calls (contract/simCards.ts). */
export const simCardErrors = {
  'simCard.notFound': {
    type: 'notFound',
    status: 404,
    respMsg: { en: 'The SIM card does not exist.', es: 'La tarjeta SIM no existe.' },
  },
  'simCard.duplicate': {
    type: 'business',
    status: 422,
    respMsg: {
      en: 'These card numbers are repeated or in the office already: {numbers}',
      es: 'Estos números de tarjeta están repetidos o ya están en la oficina: {numbers}',
    },
  },
  'simCard.notAllowed': {
    type: 'business',
    status: 422,
    respMsg: {
      en: 'This action is not possible for the SIM card as it stands; refresh the page.',
      es: 'Esta acción no es posible en el estado actual de la tarjeta SIM; actualice la página.',
    },
  },
  'simCard.usedAlready': {
    type: 'business',
    status: 422,
    respMsg: {
      en: 'This SIM card was given to a member before, so it is kept in the records: deactivate it instead.',
      es: 'Esta tarjeta SIM ya se entregó a un miembro, así que se conserva en los registros: desactívela.',
    },
  },
  'simCard.cardLimit': {
    type: 'business',
    status: 422,
    respMsg: {
      en: 'This member already holds as many SIM cards as allowed ({limit}).',
      es: 'Este miembro ya tiene tantas tarjetas SIM como se permite ({limit}).',
    },
  },
  'simCard.memberNotInTeam': {
    type: 'business',
    status: 422,
    respMsg: {
      en: 'The member is not in the selected team.',
      es: 'El miembro no pertenece al equipo seleccionado.',
    },
  },
  'simCard.notYourTeam': {
    type: 'forbidden',
    status: 403,
    respMsg: {
      en: 'This SIM card or member is not in your team.',
      es: 'Esta tarjeta SIM o este miembro no es de su equipo.',
    },
  },
  'simApplication.pendingAlready': {
    type: 'conflict',
    status: 409,
    respMsg: {
      en: 'You have an application pending review already; wait for its answer.',
      es: 'Ya tiene una solicitud pendiente de revisión; espere su respuesta.',
    },
  },
  'simApplication.notFound': {
    type: 'notFound',
    status: 404,
    respMsg: { en: 'The application does not exist.', es: 'La solicitud no existe.' },
  },
  'simApplication.answered': {
    type: 'conflict',
    status: 409,
    respMsg: {
      en: 'This application is not pending any more; refresh the page.',
      es: 'Esta solicitud ya no está pendiente; actualice la página.',
    },
  },
  'simApplication.applicantInvalid': {
    type: 'business',
    status: 422,
    respMsg: {
      en: 'The applicant is invalid, so no card can be allocated to them; reject the application instead.',
      es: 'El solicitante es inválido, así que no se le puede asignar una tarjeta; rechace la solicitud.',
    },
  },
  'otpApplication.notYourCard': {
    type: 'forbidden',
    status: 403,
    respMsg: {
      en: 'This SIM card is not allocated to you.',
      es: 'Esta tarjeta SIM no está asignada a usted.',
    },
  },
  'otpApplication.pendingAlready': {
    type: 'conflict',
    status: 409,
    respMsg: {
      en: 'You asked for the code of SIM {card} already and the request is waiting for an answer: the code will reach you in your messages.',
      es: 'Ya solicitó el código de la SIM {card} y la solicitud espera respuesta: el código le llegará en sus mensajes.',
    },
  },
  'otpApplication.tooMany': {
    type: 'tooMany',
    status: 429,
    respMsg: {
      en: 'You have asked for too many codes; try again later.',
      es: 'Ha solicitado demasiados códigos; intente de nuevo más tarde.',
    },
  },
  'otpApplication.notFound': {
    type: 'notFound',
    status: 404,
    respMsg: { en: 'The code request does not exist.', es: 'La solicitud de código no existe.' },
  },
  'otpApplication.cardLeft': {
    type: 'conflict',
    status: 409,
    respMsg: {
      en: 'The member who asked no longer holds this SIM card, so no code was sent; the request has ended.',
      es: 'Quien la solicitó ya no tiene esta tarjeta SIM, así que no se envió ningún código; la solicitud terminó.',
    },
  },
  'otpApplication.answered': {
    type: 'conflict',
    status: 409,
    respMsg: {
      en: 'This code request is not pending any more; refresh the page.',
      es: 'Esta solicitud de código ya no está pendiente; actualice la página.',
    },
  },
} as const satisfies ErrorCatalogue
