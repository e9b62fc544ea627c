/**
 * The case allocation area's public module: all that other server areas may use of it
 * (dependency-cruiser's `server-area-only-through-its-public-module`). It reads staffs and cases
 * through theirs. The automatic rules plan and move cases through here, so a rule deals as an
 * allocator does and records the same transitions.
 */
export {
  type Deal,
  type DealTeam,
  dealTeamOf,
  type MoveActor,
  planDeal,
  writeAllocation,
  writeRetrieval,
} from './caseAllocation.ts'
export { allocatorScope, type SelectedCase } from './caseAllocationSelection.ts'
