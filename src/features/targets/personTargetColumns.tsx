import { useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import type { Actor } from '../../../contract/actions.ts'
import type { TargetRow } from '../../../contract/targets.ts'
import { noValue } from '../../i18n/format.ts'
import type { ColumnLayout, DataColumn } from '../../ui/dataColumns.ts'
import { TargetRowAction } from './TargetRowAction.tsx'
import { figureColumnIds, figureWidths, targetHelper, useTargetFigureColumns } from './targetColumns.tsx'
import { editPersonTargetOffer, targetFacts } from './targetOffers.ts'

export const personTargetLayout: ColumnLayout = {
  growing: 'name',
  widths: { name: 170, teamName: 150, ...figureWidths },
  figures: figureColumnIds,
}

/** The members' targets (menu 83): the member and their team, the figures, Edit (never one's own). */
export function usePersonTargetColumns(user: Actor, timeZone: string, onEdit: (row: TargetRow) => void) {
  const { t } = useLingui()
  const figures = useTargetFigureColumns(timeZone)
  return useMemo(
    (): DataColumn<TargetRow>[] => [
      ...targetHelper.columns([
        targetHelper.accessor('personName', {
          id: 'name',
          header: t`Member`,
          enableHiding: false,
          cell: (info) => info.getValue() ?? noValue,
        }),
        targetHelper.accessor('teamName', { header: t`Team`, cell: (info) => info.getValue() }),
      ]),
      ...figures,
      targetHelper.display({
        id: 'actions',
        header: t`Actions`,
        enableHiding: false,
        cell: ({ row: { original } }) => (
          <TargetRowAction
            row={original}
            offer={editPersonTargetOffer}
            user={user}
            facts={targetFacts(original)}
            rowName={original.personName ?? ''}
            onEdit={onEdit}
          />
        ),
      }),
    ],
    [t, figures, user, onEdit],
  )
}
