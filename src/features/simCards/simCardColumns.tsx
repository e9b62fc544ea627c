import { useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import type { Actor } from '../../../contract/actions.ts'
import type { SimCardRow, SimCardStatus } from '../../../contract/simCards.ts'
import { formatInstant, noValue } from '../../i18n/format.ts'
import { type ColumnLayout, type DataColumn, dataColumnHelper } from '../../ui/dataColumns.ts'
import { type CardActionName, offeredCardActions, simCardActionTexts } from './simCardActions.ts'

const helper = dataColumnHelper<SimCardRow>()

export const simCardColumnLayout: ColumnLayout = {
  growing: 'holderName',
  widths: {
    cardNumber: 188,
    status: 150,
    holderName: 140,
    teamName: 156,
    actions: 216,
    currentNumber: 124,
    addedAt: 156,
    allocatedAt: 156,
    updatedAt: 156,
  },
}

/**
 * The columns shown until the user chooses: card, status, holder, team, what it takes now and the
 * current number fit beside the menu at 1,280 px; the times after them, the allocate and update
 * times on request.
 */
export const simCardHiddenColumns: Record<string, boolean> = { allocatedAt: false, updatedAt: false }

interface Input {
  timeZone: string
  user: Actor
  /** Why an action cannot be taken now (offline); the buttons are disabled and say so. */
  disabledReason: string | undefined
  onAction: (row: SimCardRow, action: CardActionName) => void
}

/** The records screen's columns: card, status and allocation, holder, times, and the actions the card takes now. */
export function useSimCardColumns({
  timeZone,
  user,
  disabledReason,
  onAction,
}: Input): DataColumn<SimCardRow>[] {
  const { t, i18n } = useLingui()
  return useMemo(() => {
    const statusWord: Record<SimCardStatus, string> = {
      unallocated: t`Unallocated`,
      allocated: t`Allocated`,
      deactivated: t`Deactivated`,
    }
    const instant = (value: string | null) => (value ? formatInstant(value, timeZone) : noValue)
    return helper.columns([
      helper.accessor('cardNumber', {
        header: t`Card number`,
        enableHiding: false,
        cell: (info) => info.getValue(),
      }),
      helper.accessor('status', {
        header: t`Card status`,
        cell: ({ row: { original: row } }) => (
          <span className="truncate" title={row.deactivationDescription ?? undefined}>
            {statusWord[row.status]}
            {row.deactivationReason && (
              <span className="text-xs text-slate-500">
                {' · '}
                {row.deactivationReason === 'blocked' ? t`Blocked` : t`Other reason`}
              </span>
            )}
          </span>
        ),
      }),
      helper.accessor('holderName', { header: t`Holder`, cell: (info) => info.getValue() ?? noValue }),
      helper.accessor('teamName', { header: t`Team`, cell: (info) => info.getValue() ?? noValue }),
      helper.display({
        id: 'actions',
        header: t`Actions`,
        enableHiding: false,
        cell: ({ row: { original: row } }) => (
          <span className="flex gap-1">
            {offeredCardActions(row, user).map((action) => (
              <button
                key={action}
                type="button"
                disabled={disabledReason !== undefined}
                title={disabledReason}
                onClick={() => onAction(row, action)}
                aria-label={`${i18n._(simCardActionTexts[action].label)} ${row.cardNumber}`}
                className="rounded px-1.5 py-0.5 text-xs font-medium text-brand-700 hover:bg-brand-50 disabled:text-slate-400"
              >
                {i18n._(simCardActionTexts[action].label)}
              </button>
            ))}
          </span>
        ),
      }),
      helper.accessor('currentNumber', {
        header: t`Current number`,
        cell: (info) => info.getValue() || noValue,
      }),
      helper.accessor('addedAt', { header: t`Addition time`, cell: (info) => instant(info.getValue()) }),
      helper.accessor('allocatedAt', { header: t`Allocate time`, cell: (info) => instant(info.getValue()) }),
      helper.accessor('updatedAt', { header: t`Update time`, cell: (info) => instant(info.getValue()) }),
    ])
  }, [t, i18n, timeZone, user, disabledReason, onAction])
}
