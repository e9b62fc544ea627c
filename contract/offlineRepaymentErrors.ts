import type { ErrorCatalogue } from './errorCatalogue.ts'

/** The refusals of the offline repayments' calls (contract/offlineRepayments.ts). */
export const offlineRepaymentErrors = {
  'offlineRepayment.notFound': {
    type: 'notFound',
    status: 404,
    respMsg: { en: 'The offline repayment does not exist.', es: 'El pago fuera de línea no existe.' },
  },
  'offlineRepayment.notYours': {
    type: 'forbidden',
    status: 403,
    respMsg: {
      en: 'This offline repayment is of a team you do not reach.',
      es: 'Este pago fuera de línea es de un equipo fuera de su alcance.',
    },
  },
  'offlineRepayment.ownRequest': {
    type: 'forbidden',
    status: 403,
    respMsg: {
      en: 'You recorded this repayment: someone else must review it.',
      es: 'Usted registró este pago: otra persona debe revisarlo.',
    },
  },
  'offlineRepayment.pendingAlready': {
    type: 'conflict',
    status: 409,
    respMsg: {
      en: 'An offline repayment is already waiting for review on this case.',
      es: 'Ya hay un pago fuera de línea pendiente de revisión en este caso.',
    },
  },
  'offlineRepayment.answered': {
    type: 'conflict',
    status: 409,
    respMsg: {
      en: 'This offline repayment was reviewed already or has expired; refresh the list.',
      es: 'Este pago fuera de línea ya fue revisado o venció; actualice la lista.',
    },
  },
  'offlineRepayment.aboveDue': {
    type: 'business',
    status: 422,
    respMsg: {
      en: 'Amount: the repayment is more than the case still owes plus the margin allowed.',
      es: 'Monto: el pago es mayor que lo que el caso aún debe más el margen permitido.',
    },
  },
  'offlineRepayment.beforeDisbursal': {
    type: 'business',
    status: 422,
    respMsg: {
      en: 'Paid on: the repayment is dated before the loan was disbursed.',
      es: 'Pagado el: el pago tiene fecha anterior al desembolso del préstamo.',
    },
  },
  'offlineRepayment.debtMoved': {
    type: 'conflict',
    status: 409,
    respMsg: {
      en: 'The case no longer owes this much (a payment or a cut came meanwhile, or it closed); it cannot be passed. Reject it with a reason.',
      es: 'El caso ya no debe tanto (llegó un pago o una quita mientras tanto, o se cerró); no se puede aprobar. Recházelo con un motivo.',
    },
  },
  'offlineRepayment.notAnImage': {
    type: 'invalid',
    status: 422,
    respMsg: {
      en: 'Receipt image: the file is not a JPEG, PNG or WebP image.',
      es: 'Imagen del comprobante: el archivo no es una imagen JPEG, PNG o WebP.',
    },
  },
} as const satisfies ErrorCatalogue
