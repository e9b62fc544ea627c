import {
  type AllocationPreview,
  allocateCases,
  allocationTeams,
  previewAllocation,
  retrieveCases,
} from '../../../contract/caseAllocation.ts'
import type { CaseFilters } from '../../../contract/cases.ts'
import { request } from '../../api/request.ts'
import { useKeptRead } from '../../api/useKeptRead.ts'
import type { RowSelectionState } from '../../ui/useRowSelection.ts'

/**
 * The cases an allocation takes, as the calls take them: the rows chosen by id, or, when every case
 * the filter finds is chosen, the filter itself (the server finds them, up to its maximum).
 */
export type CaseChoice = CaseFilters | { caseIds: number[] }

export function caseChoiceOf(state: RowSelectionState, filters: CaseFilters): CaseChoice {
  return state.kind === 'allMatching' ? filters : { caseIds: [...state.ids].map(Number) }
}

/** Who cases may go to: the teams the user may allocate to, each with its members who hold cases. */
export function useAllocationTeams(userId: number) {
  return useKeptRead(`cases:${userId}:allocationTeams`, allocationTeams, undefined)
}

export interface AllocationTargetDraft {
  teamId: number
  memberIds: number[]
}

const targetOf = ({ teamId, memberIds }: AllocationTargetDraft) => ({
  teamId,
  memberIds,
  way: memberIds.length > 0 ? ('manual' as const) : ('evenSplit' as const),
})

/** The server's calls of an allocation: what it would do, doing it (one request), taking cases back. */
export const caseAllocationCalls = {
  preview: (cases: CaseChoice, target: AllocationTargetDraft): Promise<AllocationPreview> =>
    request(previewAllocation, { ...cases, ...targetOf(target) }),
  /** With `skipUnallocatable`, the cases the preview named as not allocatable are left out, not refused. */
  allocate: (
    cases: CaseChoice,
    target: AllocationTargetDraft,
    clientMutationId: string,
    skipUnallocatable = false,
  ) => request(allocateCases, { ...cases, ...targetOf(target), skipUnallocatable, clientMutationId }),
  retrieve: (cases: CaseChoice, clientMutationId: string) =>
    request(retrieveCases, { ...cases, clientMutationId }),
}
