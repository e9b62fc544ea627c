import { useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import type { Actor } from '../../../contract/actions.ts'
import { type BlacklistRow, blacklistFilters, blacklistSorts } from '../../../contract/blacklist.ts'
import { formatInstant } from '../../i18n/format.ts'
import { type ColumnLayout, type DataColumn, dataColumnHelper } from '../../ui/dataColumns.ts'
import { RowActions } from '../../ui/RowActions.tsx'
import { describeList } from '../../ui/useListScreen.ts'
import { entryActions } from './blacklistActions.ts'

const helper = dataColumnHelper<BlacklistRow>()

/** The blacklist's screen: kept per user, newest entry first. */
export const blacklistScreen = describeList(
  { area: 'blacklist', view: 'entries' },
  { filters: blacklistFilters, sorts: blacklistSorts },
  { filters: {}, sort: 'createdAt', order: 'desc' },
)

export const blacklistColumnLayout: ColumnLayout = {
  growing: 'reason',
  widths: {
    appName: 140,
    idCard: 190,
    phone: 140,
    reason: 240,
    createdByName: 150,
    createdAt: 156,
    actions: 120,
  },
}

interface Input {
  timeZone: string
  user: Actor
  /** Sends the removal, asked in the row; a refusal is thrown, for the question to show. */
  onRemove: (row: BlacklistRow) => Promise<void>
}

/** The blacklist's columns (spec section 3): app, id card, phone (masked), reason, who and when, removal. */
export function useBlacklistColumns({ timeZone, user, onRemove }: Input): DataColumn<BlacklistRow>[] {
  const { t } = useLingui()
  return useMemo(
    () =>
      helper.columns([
        helper.accessor('appName', {
          header: t`App name`,
          cell: (info) => info.getValue(),
        }),
        helper.accessor('idCard', {
          header: t`ID card`,
          enableHiding: false,
          cell: (info) => info.getValue(),
        }),
        helper.accessor('phone', {
          header: t`Phone number`,
          cell: (info) => info.getValue(),
        }),
        helper.accessor('reason', {
          header: t`Reason`,
          cell: (info) => (
            <span className="truncate" title={info.getValue()}>
              {info.getValue()}
            </span>
          ),
        }),
        helper.accessor('createdByName', {
          header: t`Created by`,
          cell: (info) => info.getValue(),
        }),
        helper.accessor('createdAt', {
          header: t`Created date`,
          cell: (info) => formatInstant(info.getValue(), timeZone),
        }),
        helper.display({
          id: 'actions',
          header: t`Actions`,
          enableHiding: false,
          cell: ({ row: { original: row } }) => (
            <RowActions
              actions={entryActions}
              user={user}
              rowName={row.idCard}
              subject={t`${row.idCard} on ${row.appName}`}
              onTake={() => onRemove(row)}
            />
          ),
        }),
      ]),
    [t, timeZone, user, onRemove],
  )
}
