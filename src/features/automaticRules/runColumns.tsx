import { useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import { z } from 'zod'
import { type RuleRun, runSorts } from '../../../contract/automaticRules.ts'
import { formatCompactInstant, formatNumber, hourMinuteText, noValue } from '../../i18n/format.ts'
import { type ColumnLayout, type DataColumn, dataColumnHelper } from '../../ui/dataColumns.ts'
import { describeList } from '../../ui/useListScreen.ts'
import { runStatusWords, skipReasonWords } from './ruleWords.ts'
import { runDuration } from './runOutcome.ts'

const helper = dataColumnHelper<RuleRun>()

/** A rule's runs (its records): the rule is the page's, newest first. */
export const runsScreen = describeList(
  { area: 'automaticRules', view: 'runs' },
  { filters: z.object({}), sorts: runSorts },
  { filters: {}, sort: 'startedAt', order: 'desc' },
)

export const runLayout: ColumnLayout = {
  growing: 'errorText',
  figures: new Set(['version', 'matched', 'moved', 'durationMs']),
  widths: {
    startedAt: 140,
    trigger: 180,
    version: 80,
    matched: 90,
    moved: 90,
    skipped: 220,
    status: 100,
    errorText: 200,
    durationMs: 100,
    cases: 90,
  },
}

/**
 * Each run as the records list it: when it started and why (its scheduled time, or who ran it by
 * hand), the version it ran, what it matched and moved, its cases to open beside those figures (in
 * sight at 1280 px, where the columns after them scroll), what it left and why, how it ended and how
 * long it took.
 */
export function useRunColumns(timeZone: string, onCases: (run: RuleRun) => void): DataColumn<RuleRun>[] {
  const { t, i18n } = useLingui()
  return useMemo(
    () =>
      helper.columns([
        helper.accessor('startedAt', {
          header: t`Started at`,
          enableHiding: false,
          cell: (info) => formatCompactInstant(info.getValue(), timeZone),
        }),
        helper.accessor('trigger', {
          header: t`Trigger`,
          cell: ({ row: { original: run } }) => {
            if (run.trigger === 'schedule' && run.scheduledFor) {
              const time = hourMinuteText(run.scheduledFor, timeZone)
              return t`Scheduled for ${time}`
            }
            const who = run.startedByName ?? noValue
            return t`By hand, by ${who}`
          },
        }),
        helper.accessor('version', { header: t`Version`, cell: (info) => formatNumber(info.getValue()) }),
        helper.accessor('matched', { header: t`Matched`, cell: (info) => formatNumber(info.getValue()) }),
        helper.accessor('moved', { header: t`Moved`, cell: (info) => formatNumber(info.getValue()) }),
        helper.display({
          id: 'cases',
          header: t`Cases`,
          enableHiding: false,
          cell: ({ row: { original: run } }) => (
            <button
              type="button"
              className="rounded px-1.5 py-0.5 text-xs font-medium whitespace-nowrap text-brand-700 hover:bg-brand-50"
              aria-label={t`Cases of the run of ${formatCompactInstant(run.startedAt, timeZone)}`}
              onClick={() => onCases(run)}
            >
              {t`See cases`}
            </button>
          ),
        }),
        helper.accessor('skipped', {
          header: t`Skipped`,
          cell: ({ row: { original: run } }) => {
            const reasons = run.skippedReasons
              .map(({ reason, count }) => `${i18n._(skipReasonWords[reason])}: ${formatNumber(count)}`)
              .join(', ')
            const said = reasons ? `${formatNumber(run.skipped)} (${reasons})` : formatNumber(run.skipped)
            return (
              <span className="truncate" title={said}>
                {said}
              </span>
            )
          },
        }),
        helper.accessor('status', {
          header: t`Status`,
          cell: (info) => (
            <span className={info.getValue() === 'failed' ? 'font-medium text-red-700' : ''}>
              {i18n._(runStatusWords[info.getValue()])}
            </span>
          ),
        }),
        helper.accessor('errorText', {
          header: t`Error`,
          cell: (info) => (
            <span className="truncate text-red-700" title={info.getValue() ?? undefined}>
              {info.getValue() ?? ''}
            </span>
          ),
        }),
        helper.accessor('durationMs', { header: t`Duration`, cell: (info) => runDuration(info.getValue()) }),
      ]),
    [t, i18n, timeZone, onCases],
  )
}
