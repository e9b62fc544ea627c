import { useHistoryState } from 'wouter/use-browser-location'

/** What a link to a case carries to its detail: enough to name the case before (or without) its detail. */
export interface CaseLinkState {
  caseNo: string
  name: string
}

/** A case's tab: its number and the customer's name ('C00000154 · Amaka Eze'). */
export const caseTabLabel = ({ caseNo, name }: CaseLinkState) => `${caseNo} · ${name}`

const isCaseLinkState = (state: unknown): state is CaseLinkState =>
  typeof state === 'object' &&
  state !== null &&
  typeof (state as CaseLinkState).caseNo === 'string' &&
  typeof (state as CaseLinkState).name === 'string'

/** The case the link that opened this page named, if one did (a case list's link does). */
export function useCaseLinkState(): CaseLinkState | undefined {
  const state: unknown = useHistoryState()
  return isCaseLinkState(state) ? state : undefined
}
