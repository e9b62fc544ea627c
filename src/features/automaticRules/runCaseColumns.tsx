import { useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import { Link } from 'wouter'
import { z } from 'zod'
import { type RunCase, runCaseOutcomes, runCaseSorts } from '../../../contract/automaticRules.ts'
import { noValue } from '../../i18n/format.ts'
import { type ColumnLayout, type DataColumn, dataColumnHelper } from '../../ui/dataColumns.ts'
import { describeList } from '../../ui/useListScreen.ts'
import { casePath } from './rulePaths.ts'
import { outcomeWords, skipReasonWords } from './ruleWords.ts'

const helper = dataColumnHelper<RunCase>()

/** A run's cases: by case number, all of them or those of one outcome, the choice kept per user. */
export const runCasesScreen = describeList(
  { area: 'automaticRules', view: 'runCases' },
  { filters: z.object({ outcome: z.enum(runCaseOutcomes).optional() }), sorts: runCaseSorts },
  { filters: {}, sort: 'caseNo', order: 'asc' },
)

export const runCaseLayout: ColumnLayout = {
  growing: 'reason',
  widths: { caseNo: 130, outcome: 100, memberName: 150, fromName: 150, reason: 180 },
}

/** What a run did with each case: moved to whom (or from whom), or left and why; the case opens its detail. */
export function useRunCaseColumns(): DataColumn<RunCase>[] {
  const { t, i18n } = useLingui()
  return useMemo(
    () =>
      helper.columns([
        helper.accessor('caseNo', {
          header: t`Case no`,
          enableHiding: false,
          cell: ({ row: { original } }) => (
            <Link className="font-medium text-brand-700 hover:underline" href={casePath(original.caseId)}>
              {original.caseNo}
            </Link>
          ),
        }),
        helper.accessor('outcome', {
          header: t`Outcome`,
          cell: (info) => i18n._(outcomeWords[info.getValue()]),
        }),
        helper.accessor('memberName', { header: t`Member`, cell: (info) => info.getValue() ?? noValue }),
        helper.accessor('fromName', {
          header: t`Previous holder`,
          cell: (info) => info.getValue() ?? noValue,
        }),
        helper.accessor('reason', {
          header: t`Reason`,
          cell: (info) => {
            const reason = info.getValue()
            return reason ? i18n._(skipReasonWords[reason]) : noValue
          },
        }),
      ]),
    [t, i18n],
  )
}
