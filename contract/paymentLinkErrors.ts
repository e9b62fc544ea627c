import type { ErrorCatalogue } from './errorCatalogue.ts'

/** The refusals of the payment links' calls (contract/paymentLinks.ts), the bounds in the spec's words. */
export const paymentLinkErrors = {
  'paymentLink.notFound': {
    type: 'notFound',
    status: 404,
    respMsg: { en: 'The payment link does not exist.', es: 'El enlace de pago no existe.' },
  },
  'paymentLink.activeAlready': {
    type: 'conflict',
    status: 409,
    respMsg: {
      en: 'This case already has an active payment link; cancel it first.',
      es: 'Este caso ya tiene un enlace de pago activo; cancélelo primero.',
    },
  },
  'paymentLink.betweenBounds': {
    type: 'invalid',
    status: 422,
    respMsg: {
      en: 'The value must be between {min} and {max}',
      es: 'El valor debe estar entre {min} y {max}',
    },
  },
  'paymentLink.nothingOwed': {
    type: 'business',
    status: 422,
    respMsg: {
      en: 'This case owes less than the smallest payment link.',
      es: 'Este caso debe menos que el enlace de pago más pequeño.',
    },
  },
  'paymentLink.ended': {
    type: 'conflict',
    status: 409,
    respMsg: {
      en: 'This payment link is no longer active (paid, expired or cancelled); refresh the list.',
      es: 'Este enlace de pago ya no está activo (pagado, vencido o cancelado); actualice la lista.',
    },
  },
  'paymentLink.unknownReference': {
    type: 'invalid',
    status: 422,
    respMsg: {
      en: 'No payment link of this case has this reference.',
      es: 'Ningún enlace de pago de este caso tiene esta referencia.',
    },
  },
  'paymentLink.amountDiffers': {
    type: 'invalid',
    status: 422,
    respMsg: {
      en: 'The amount is not the payment link’s ({amount}).',
      es: 'El monto no es el del enlace de pago ({amount}).',
    },
  },
} as const satisfies ErrorCatalogue
