import { type AreaProbes, noRow } from './probeKit.ts'

/** The session's calls (contract/sessionActions.ts), for the authorization matrix. */
export const sessionProbes: AreaProbes = {
  byPath: {
    '/sys/user/password': noRow(() => ({ password: 'not-the-password', newPassword: 'Harbor2027x' })),
  },
}
