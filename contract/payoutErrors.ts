import type { ErrorCatalogue } from './errorCatalogue.ts'

/** The refusals of the company payouts' calls (contract/payouts.ts). */
export const payoutErrors = {
  'payout.notFound': {
    type: 'notFound',
    status: 404,
    respMsg: { en: 'The payout does not exist.', es: 'El pago no existe.' },
  },
  'payout.notYours': {
    type: 'forbidden',
    status: 403,
    respMsg: {
      en: 'This payout line is of a team you do not reach.',
      es: 'Esta línea de pago es de un equipo fuera de su alcance.',
    },
  },
  'payout.ownBatch': {
    type: 'forbidden',
    status: 403,
    respMsg: {
      en: "You made this payout batch: someone else must record the bank's answer.",
      es: 'Usted hizo este lote de pagos: otra persona debe registrar la respuesta del banco.',
    },
  },
  'payout.answered': {
    type: 'conflict',
    status: 409,
    respMsg: {
      en: "The bank's answer for this line was recorded already; refresh the list.",
      es: 'La respuesta del banco para esta línea ya fue registrada; actualice la lista.',
    },
  },
  'payout.periodHasBatch': {
    type: 'conflict',
    status: 409,
    respMsg: {
      en: 'This salary period has its payout batch already.',
      es: 'Este periodo de salario ya tiene su lote de pagos.',
    },
  },
  'payout.nothingToPay': {
    type: 'business',
    status: 422,
    respMsg: {
      en: 'No member has a net salary to pay in this period.',
      es: 'Ningún miembro tiene un salario neto por pagar en este periodo.',
    },
  },
  'payout.noAccount': {
    type: 'business',
    status: 422,
    respMsg: {
      en: 'No company account pays in {currency} (PAYOUT_ACCOUNTS).',
      es: 'Ninguna cuenta de la empresa paga en {currency} (PAYOUT_ACCOUNTS).',
    },
  },
} as const satisfies ErrorCatalogue
