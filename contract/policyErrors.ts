import type { ErrorCatalogue } from './errorCatalogue.ts'

/**
 * The refusals of the one policy (contract/policy.ts) that are the same in every area. A row out of
 * reach is refused in the area's own words (WhoMay.outOfReach).
 */
export const policyErrors = {
  'policy.roleAbove': {
    type: 'forbidden',
    status: 403,
    respMsg: {
      en: 'You may give, change or disable only roles below your own, and never your own role or team.',
      es: 'Solo puede dar, cambiar o desactivar roles por debajo del suyo, y nunca su propio rol o equipo.',
    },
  },
  'policy.ownRow': {
    type: 'forbidden',
    status: 403,
    respMsg: {
      en: 'You cannot decide your own request: someone else in charge must.',
      es: 'No puede decidir su propia solicitud: debe hacerlo otra persona a cargo.',
    },
  },
  'policy.ownerReachesFurther': {
    type: 'forbidden',
    status: 403,
    respMsg: {
      en: 'It acts for its owner, who reaches teams you do not: only they, or someone over the teams, may change it.',
      es: 'Actúa por su propietario, que alcanza equipos que usted no: solo él, o alguien por encima de los equipos, puede cambiarlo.',
    },
  },
} as const satisfies ErrorCatalogue
