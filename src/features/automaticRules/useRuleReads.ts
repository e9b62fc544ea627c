import {
  type RuleState,
  ruleDetail,
  ruleList,
  ruleRunCases,
  ruleRuns,
} from '../../../contract/automaticRules.ts'
import { type ListQueryOf, useKeptPagedList } from '../../api/useKeptPagedList.ts'
import { useKeptRead } from '../../api/useKeptRead.ts'

/** The rules the user reaches in one state, or every one not archived: a short list, not paged. */
export function useRuleList(userId: number, state: RuleState | undefined) {
  return useKeptRead(`automaticRules:${userId}:rules-${state ?? 'current'}`, ruleList, state ? { state } : {})
}

/** One rule with its versions; nothing asked without an id (a new rule). */
export function useRuleDetail(userId: number, ruleId: string | undefined) {
  return useKeptRead(
    `automaticRules:${userId}:rule${ruleId ?? 0}`,
    ruleDetail,
    { ruleId: ruleId ?? '' },
    ruleId !== undefined,
  )
}

export const runPageSize = 50

/** A rule's runs, newest first, kept per rule. */
export function useRuleRuns(userId: number, ruleId: string, query: ListQueryOf<typeof ruleRuns> | undefined) {
  return useKeptPagedList({ list: ruleRuns }, query, {
    keptAs: { area: 'automaticRules', userId, view: `runs-${ruleId}` },
    pageSize: runPageSize,
  })
}

export const runCasePageSize = 100

/** One run's cases by case number, moved or left, kept per run. */
export function useRunCases(
  userId: number,
  runId: string,
  query: ListQueryOf<typeof ruleRunCases> | undefined,
) {
  return useKeptPagedList({ list: ruleRunCases }, query, {
    keptAs: { area: 'automaticRules', userId, view: `run-${runId}` },
    pageSize: runCasePageSize,
  })
}
