import type { ErrorCatalogue } from './errorCatalogue.ts'

/** The refusals of the amount cuts' calls (contract/amountCuts.ts); the bounds' in the spec's words. */
export const amountCutErrors = {
  'amountCut.notFound': {
    type: 'notFound',
    status: 404,
    respMsg: { en: 'The amount cut does not exist.', es: 'La quita no existe.' },
  },
  'amountCut.notYours': {
    type: 'forbidden',
    status: 403,
    respMsg: {
      en: 'This amount cut is of a team you do not reach.',
      es: 'Esta quita es de un equipo fuera de su alcance.',
    },
  },
  'amountCut.ownRequest': {
    type: 'forbidden',
    status: 403,
    respMsg: {
      en: 'You asked for this amount cut: someone else must review it.',
      es: 'Usted pidió esta quita: otra persona debe revisarla.',
    },
  },
  'amountCut.pendingAlready': {
    type: 'conflict',
    status: 409,
    respMsg: {
      en: 'An amount cut is already waiting for review on this case.',
      es: 'Ya hay una quita pendiente de revisión en este caso.',
    },
  },
  'amountCut.answered': {
    type: 'conflict',
    status: 409,
    respMsg: {
      en: 'This amount cut was reviewed already or has expired; refresh the list.',
      es: 'Esta quita ya fue revisada o venció; actualice la lista.',
    },
  },
  'amountCut.belowMaximum': {
    type: 'invalid',
    status: 422,
    respMsg: { en: 'The value must be less than {max}', es: 'El valor debe ser menor que {max}' },
  },
  'amountCut.betweenBounds': {
    type: 'invalid',
    status: 422,
    respMsg: {
      en: 'The value must be between {min} and {max}',
      es: 'El valor debe estar entre {min} y {max}',
    },
  },
  'amountCut.nothingToCut': {
    type: 'business',
    status: 422,
    respMsg: {
      en: 'This case has no charges left to cut.',
      es: 'Este caso no tiene cargos que se puedan quitar.',
    },
  },
  'amountCut.notDelayed': {
    type: 'invalid',
    status: 422,
    respMsg: {
      en: 'A cut for a delayed case is only for a case whose repayment is delayed.',
      es: 'Una quita por caso aplazado es solo para un caso con el pago aplazado.',
    },
  },
  'amountCut.debtMoved': {
    type: 'conflict',
    status: 409,
    respMsg: {
      en: 'The case owes less than this cut now (a payment came meanwhile); it cannot be passed. Reject it with a reason.',
      es: 'El caso debe menos que esta quita ahora (llegó un pago mientras tanto); no se puede aprobar. Recházela con un motivo.',
    },
  },
} as const satisfies ErrorCatalogue
