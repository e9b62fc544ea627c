import { type AreaProbes, onCasesAround, type ProbesOf, write } from './probeKit.ts'

/** Allocating and retrieving a case within its own team: the case and the team are the rows. */
const allocationProbes = (extra: () => Record<string, unknown>): ProbesOf =>
  onCasesAround((row) => ({ caseIds: [row.id], teamId: row.teamId, way: 'evenSplit', ...extra() }))

/** The case allocation's calls (contract/caseAllocationActions.ts), for the authorization matrix. */
export const caseAllocationProbes: AreaProbes = {
  byPath: {
    '/collection/case/allocation/preview': allocationProbes(() => ({})),
    '/collection/case/allocation/allocate': allocationProbes(write),
    '/collection/case/allocation/retrieve': allocationProbes(write),
  },
}
