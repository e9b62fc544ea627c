import type { ErrorCatalogue } from './errorCatalogue.ts'

/** The refusals of the audit's calls (contract/audit.ts). */
export const auditErrors = {
  'audit.notFound': {
    type: 'notFound',
    status: 404,
    respMsg: {
      en: 'No recorded object of this kind has this id.',
      es: 'Ningún objeto registrado de este tipo tiene este id.',
    },
  },
  'audit.everyTeam': {
    type: 'forbidden',
    status: 403,
    respMsg: {
      en: 'The audit reads every team’s records: only someone who sees every team may open it.',
      es: 'La auditoría lee los registros de todos los equipos: solo quien ve todos los equipos puede abrirla.',
    },
  },
} as const satisfies ErrorCatalogue
