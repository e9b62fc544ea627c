import type { ErrorCatalogue } from './errorCatalogue.ts'

/** The refusals of the day's call (contract/workday.ts). */
export const workdayErrors = {
  'workday.notYourMember': {
    type: 'forbidden',
    status: 403,
    respMsg: {
      en: 'You may see only your own day, or the days of your team.',
      es: 'Solo puede ver su propio día o los días de su equipo.',
    },
  },
} as const satisfies ErrorCatalogue
