import type { ErrorCatalogue } from './errorCatalogue.ts'

/** The refusals of the loan platform's sale order telling (contract/saleOrderEntries.ts). */
export const saleOrderErrors = {
  'saleOrder.badSignature': {
    type: 'forbidden',
    status: 401,
    respMsg: {
      en: 'The sale order notification is not signed with the shared secret.',
      es: 'La notificación de la orden de venta no está firmada con el secreto compartido.',
    },
  },
  'saleOrder.caseNotFound': {
    type: 'notFound',
    status: 404,
    respMsg: {
      en: 'Case number: no case has this case number.',
      es: 'Número de caso: ningún caso tiene este número.',
    },
  },
  'saleOrder.notSale': {
    type: 'invalid',
    status: 400,
    respMsg: {
      en: 'Case number: this is a collection case, not a sale order; nothing was recorded.',
      es: 'Número de caso: es un caso de cobranza, no una orden de venta; no se registró nada.',
    },
  },
  'saleOrder.currency': {
    type: 'invalid',
    status: 400,
    respMsg: {
      en: "Currency: the amount is not in the currency of the case's loan; nothing was recorded.",
      es: 'Moneda: el monto no está en la moneda del préstamo del caso; no se registró nada.',
    },
  },
  'saleOrder.reused': {
    type: 'conflict',
    status: 409,
    respMsg: {
      en: 'This platform order id was already told with other content.',
      es: 'Este id de orden de la plataforma ya se notificó con otro contenido.',
    },
  },
} as const satisfies ErrorCatalogue
