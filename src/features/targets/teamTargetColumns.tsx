import { useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import type { Actor } from '../../../contract/actions.ts'
import type { TargetRow } from '../../../contract/targets.ts'
import type { ColumnLayout, DataColumn } from '../../ui/dataColumns.ts'
import { TargetRowAction } from './TargetRowAction.tsx'
import {
  figureColumnIds,
  figureWidths,
  targetHelper,
  useMembersDifferenceColumn,
  useTargetFigureColumns,
} from './targetColumns.tsx'
import { teamKindWords } from './targetFigures.tsx'
import { editTeamTargetOffer } from './targetOffers.ts'

export const teamTargetLayout: ColumnLayout = {
  growing: 'name',
  widths: { name: 180, teamKind: 110, membersDifference: 220, ...figureWidths },
  figures: figureColumnIds,
}

/** The teams' targets (menu 82): the team and its kind, the figures, how far its members are from it, Edit. */
export function useTeamTargetColumns(user: Actor, timeZone: string, onEdit: (row: TargetRow) => void) {
  const { t, i18n } = useLingui()
  const figures = useTargetFigureColumns(timeZone)
  const difference = useMembersDifferenceColumn()
  return useMemo(
    (): DataColumn<TargetRow>[] => [
      ...targetHelper.columns([
        targetHelper.accessor('teamName', {
          id: 'name',
          header: t`Team`,
          enableHiding: false,
          cell: (info) => info.getValue(),
        }),
        targetHelper.accessor('teamKind', {
          header: t`Team kind`,
          cell: (info) => i18n._(teamKindWords[info.getValue()]),
        }),
      ]),
      ...figures,
      difference,
      targetHelper.display({
        id: 'actions',
        header: t`Actions`,
        enableHiding: false,
        cell: ({ row: { original } }) => (
          <TargetRowAction
            row={original}
            offer={editTeamTargetOffer}
            user={user}
            facts={{ teamId: original.teamId }}
            rowName={original.teamName}
            onEdit={onEdit}
          />
        ),
      }),
    ],
    [t, i18n, figures, difference, user, onEdit],
  )
}
