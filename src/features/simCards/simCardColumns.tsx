import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import type { Actor } from '../../../contract/actions.ts'
import {
  type SimCardRow,
  type SimCardStatus,
  simCardFilters,
  simCardSorts,
} from '../../../contract/simCards.ts'
import { formatCompactInstant, noValue } from '../../i18n/format.ts'
import { type ColumnLayout, type DataColumn, dataColumnHelper } from '../../ui/dataColumns.ts'
import { RowActions } from '../../ui/RowActions.tsx'
import { describeList } from '../../ui/useListScreen.ts'
import { type CardActionName, cardActionsNow, cardFacts } from './simCardActions.ts'
import { useCardSubject } from './useCardSubject.ts'

const helper = dataColumnHelper<SimCardRow>()

/** A card's status in the reader's language: the column and the filter say it alike. */
export const cardStatusLabels: Record<SimCardStatus, MessageDescriptor> = {
  unallocated: msg`Unallocated`,
  allocated: msg`Allocated`,
  deactivated: msg`Deactivated`,
}

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
 * The SIM card records' screen, kept per user, newest addition first. The columns shown until the
 * user chooses: card, status, holder, team, what it takes now and the current number fit beside the
 * menu at 1,280 px; the times after them, the allocate and update times on request.
 */
export const simCardScreen = describeList(
  { area: 'simCards', view: 'records' },
  { filters: simCardFilters, sorts: simCardSorts },
  { filters: {}, sort: 'addedAt', order: 'desc' },
  { allocatedAt: false, updatedAt: false },
)

interface Input {
  timeZone: string
  user: Actor
  /** Sends the write, or opens its form; a write's refusal is thrown, for the question to show. */
  onAction: (row: SimCardRow, action: CardActionName) => void | Promise<void>
}

/**
 * What a card's row offers: the actions its state takes, to a user the policy lets take them on it;
 * a question that cannot be taken back names the card and its holder.
 */
export function CardActions({
  card,
  user,
  onAction,
}: Pick<Input, 'user' | 'onAction'> & { card: SimCardRow }) {
  const subjectOf = useCardSubject()
  return (
    <RowActions
      actions={cardActionsNow(card)}
      user={user}
      facts={cardFacts(card)}
      rowName={card.cardNumber}
      // Two buttons beside the menu at 1,280 px: an unallocated card's removal (a card added by
      // mistake, the rarest) is behind "more".
      shownAtMost={2}
      subject={subjectOf(card)}
      onTake={(action) => onAction(card, action)}
    />
  )
}

/** The records screen's columns: card, status and allocation, holder, times, and the actions the card takes now. */
export function useSimCardColumns({ timeZone, user, onAction }: Input): DataColumn<SimCardRow>[] {
  const { t, i18n } = useLingui()
  return useMemo(() => {
    const instant = (value: string | null) => formatCompactInstant(value, timeZone)
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
            {i18n._(cardStatusLabels[row.status])}
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
        cell: ({ row: { original: row } }) => <CardActions card={row} user={user} onAction={onAction} />,
      }),
      helper.accessor('currentNumber', {
        header: t`Current number`,
        cell: (info) => info.getValue() || noValue,
      }),
      helper.accessor('addedAt', { header: t`Addition time`, cell: (info) => instant(info.getValue()) }),
      helper.accessor('allocatedAt', { header: t`Allocate time`, cell: (info) => instant(info.getValue()) }),
      helper.accessor('updatedAt', { header: t`Update time`, cell: (info) => instant(info.getValue()) }),
    ])
  }, [t, i18n, timeZone, user, onAction])
}
