import { type AreaProbes, noRow } from './probeKit.ts'

/** The system's calls (contract/systemActions.ts), for the authorization matrix. */
export const systemProbes: AreaProbes = {
  byPath: {
    '/sys/menu/allApp': noRow(() => ({ teamId: '' })),
  },
}
