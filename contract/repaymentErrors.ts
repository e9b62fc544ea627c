import type { ErrorCatalogue } from './errorCatalogue.ts'

/** The refusals of the repayment notification and of the repayment records (contract/repayments.ts). */
export const repaymentErrors = {
  'repayment.badSignature': {
    type: 'forbidden',
    status: 401,
    respMsg: {
      en: 'The repayment notification is not signed with the shared secret.',
      es: 'La notificación de pago no está firmada con el secreto compartido.',
    },
  },
  'repayment.notConfigured': {
    type: 'business',
    status: 503,
    respMsg: {
      en: 'Repayment notifications are not set up on this server (REPAYMENT_NOTIFY_SECRET).',
      es: 'Las notificaciones de pago no están configuradas en este servidor (REPAYMENT_NOTIFY_SECRET).',
    },
  },
  'repayment.caseNotFound': {
    type: 'notFound',
    status: 404,
    respMsg: { en: 'No case has this case number.', es: 'Ningún caso tiene este número.' },
  },
  'repayment.reused': {
    type: 'conflict',
    status: 409,
    respMsg: {
      en: 'This repayment id was already told with other content.',
      es: 'Este id de pago ya se notificó con otro contenido.',
    },
  },
  'repayment.aboveDue': {
    type: 'business',
    status: 422,
    respMsg: {
      en: 'Amount: the repayment is more than the case still owes plus the margin allowed; it was not recorded.',
      es: 'Monto: el pago es mayor que lo que el caso aún debe más el margen permitido; no se registró.',
    },
  },
  'repayment.beforeDisbursal': {
    type: 'business',
    status: 422,
    respMsg: {
      en: 'Paid at: the repayment is dated before the loan was disbursed; it was not recorded.',
      es: 'Pagado el: el pago tiene fecha anterior al desembolso del préstamo; no se registró.',
    },
  },
  'repayment.teamOutOfReach': {
    type: 'forbidden',
    status: 403,
    respMsg: {
      en: "You may see your own team's repayments only.",
      es: 'Solo puede ver los pagos de su propio equipo.',
    },
  },
} as const satisfies ErrorCatalogue
