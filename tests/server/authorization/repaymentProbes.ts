import { type AreaProbes, type ProbesOf, teamsAround } from './probeKit.ts'

/** A read of the records over the caller's own reach, and narrowed to their team and to another one. */
const onTeamsAround =
  (input: Record<string, unknown> = {}): ProbesOf =>
  async (caller, context) => [
    { label: 'no team named', input, rows: [] },
    ...(await teamsAround(caller, context)).map((teamId) => ({
      label: `team ${teamId}`,
      input: { ...input, teamId: String(teamId) },
      rows: [{ teamId: teamId! }],
    })),
  ]

/** The repayment records' reads (contract/repaymentActions.ts), for the authorization matrix. */
export const repaymentProbes: AreaProbes = {
  byPath: {
    '/financial/repayment/list': onTeamsAround({ limit: 5 }),
    '/financial/repayment/summary': onTeamsAround(),
    '/financial/repayment/export': onTeamsAround({ kind: 'normal' }),
  },
}
