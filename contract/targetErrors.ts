import type { ErrorCatalogue } from './errorCatalogue.ts'

/** The refusals of the targets' calls (contract/targets.ts). */
export const targetErrors = {
  'target.exists': {
    type: 'conflict',
    status: 409,
    respMsg: {
      en: 'A target in this currency is set for this period already: edit it instead.',
      es: 'Ya hay una meta en esta moneda para este periodo: edítala en su lugar.',
    },
  },
  'target.notFound': {
    type: 'notFound',
    status: 404,
    respMsg: { en: 'The target does not exist.', es: 'La meta no existe.' },
  },
  'target.periodEnded': {
    type: 'conflict',
    status: 409,
    respMsg: {
      en: 'The period of this target has ended: its targets can no longer be changed.',
      es: 'El periodo de esta meta ya terminó: sus metas ya no se pueden cambiar.',
    },
  },
  'target.teamNotFound': {
    type: 'invalid',
    status: 400,
    respMsg: { en: 'The team does not exist.', es: 'El equipo no existe.' },
  },
  'target.memberNotFound': {
    type: 'invalid',
    status: 400,
    respMsg: {
      en: 'The member does not exist or is not in a team.',
      es: 'El miembro no existe o no está en un equipo.',
    },
  },
  'target.outOfReach': {
    type: 'forbidden',
    status: 403,
    respMsg: {
      en: 'This team or member is beyond your reach.',
      es: 'Este equipo o miembro está fuera de tu alcance.',
    },
  },
  'target.ownTarget': {
    type: 'forbidden',
    status: 403,
    respMsg: {
      en: 'Your own target is set by someone above you.',
      es: 'Tu propia meta la fija alguien por encima de ti.',
    },
  },
  'target.splitMismatch': {
    type: 'invalid',
    status: 400,
    respMsg: {
      en: "The members' targets do not add up to the team's: {difference} apart.",
      es: 'Las metas de los miembros no suman la del equipo: difieren en {difference}.',
    },
  },
} as const satisfies ErrorCatalogue
