import { type AreaProbes, type Caller, type ProbeContext, type ProbesOf, teamsAround } from './probeKit.ts'

/** The sellers' figures for no team named (the caller's reach), for the caller's team and for another. */
const aroundTheCaller: ProbesOf = async (caller: Caller, context: ProbeContext) => [
  { label: 'no team named', input: { period: 'today' }, rows: [] },
  ...(await teamsAround(caller, context)).map((teamId) => ({
    label: teamId === caller.teamId ? `their team ${teamId}` : `another team ${teamId}`,
    input: { period: 'today', teamId },
    rows: [{ teamId }],
  })),
]

/** The sellers against their targets (Cases): the current salary period, for no team, theirs and another. */
const targetsAroundTheCaller: ProbesOf = async (caller: Caller, context: ProbeContext) => [
  { label: 'no team named', input: {}, rows: [] },
  ...(await teamsAround(caller, context)).map((teamId) => ({
    label: teamId === caller.teamId ? `their team ${teamId}` : `another team ${teamId}`,
    input: { teamId },
    rows: [{ teamId }],
  })),
]

/** The sellers' performance (contract/sellersPerformanceActions.ts), for the authorization matrix. */
export const sellersPerformanceProbes: AreaProbes = {
  byPath: {
    '/dashboard/sellersperformance': aroundTheCaller,
    '/collection/case/sellersperformance': targetsAroundTheCaller,
  },
}
