import { type AreaProbes, noRow } from './probeKit.ts'

/**
 * The targets at a glance (contract/targetActions.ts `targetReads.progress`), for the authorization
 * matrix: it names no row, the caller's reach narrows what it answers.
 */
export const targetsAtAGlanceProbes: AreaProbes = {
  byPath: {
    '/target/progress': noRow(() => ({})),
  },
}
