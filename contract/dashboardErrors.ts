import type { ErrorCatalogue } from './errorCatalogue.ts'

/** The refusals of the dashboards' calls (contract/dashboards.ts). */
export const dashboardErrors = {
  'dashboard.teamOutOfReach': {
    type: 'forbidden',
    status: 403,
    respMsg: {
      en: 'You may see the figures of your own team only, or your own.',
      es: 'Solo puede ver las cifras de su propio equipo, o las suyas.',
    },
  },
  'dashboard.memberOutOfReach': {
    type: 'forbidden',
    status: 403,
    respMsg: {
      en: "This member's figures are not yours to see: they are in another team.",
      es: 'Las cifras de este miembro no le corresponden: está en otro equipo.',
    },
  },
  'dashboard.teamNotFound': {
    type: 'notFound',
    status: 404,
    respMsg: { en: 'The team does not exist.', es: 'El equipo no existe.' },
  },
  'dashboard.memberNotFound': {
    type: 'notFound',
    status: 404,
    respMsg: { en: 'The member does not exist.', es: 'El miembro no existe.' },
  },
} as const satisfies ErrorCatalogue
