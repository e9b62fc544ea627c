import { useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import {
  type SimCollectionRecord,
  simCollectionRecordFilters,
  simCollectionRecordSorts,
} from '../../../contract/simCards.ts'
import { formatInstant, noValue } from '../../i18n/format.ts'
import { channelLabels, connectionLabels, labelOf } from '../../i18n/labels.ts'
import { type ColumnLayout, type DataColumn, dataColumnHelper } from '../../ui/dataColumns.ts'
import { describeList } from '../../ui/useListScreen.ts'

const helper = dataColumnHelper<SimCollectionRecord>()

/** The SIM collection records' screen (menu 99): kept per user, newest dialling first. */
export const simCollectionRecordScreen = describeList(
  { area: 'simCards', view: 'collectionRecords' },
  { filters: simCollectionRecordFilters, sorts: simCollectionRecordSorts },
  { filters: {}, sort: 'diallingAt', order: 'desc' },
)

export const simCollectionRecordColumnLayout: ColumnLayout = {
  growing: 'memberName',
  figures: new Set(['durationSeconds']),
  widths: {
    cardNumber: 188,
    memberName: 160,
    caseNo: 150,
    channel: 160,
    diallingAt: 156,
    durationSeconds: 100,
    connectionStatus: 160,
  },
}

/** A call's length as minutes and seconds (1:30); a call that did not connect, or a message, has none. */
const duration = (seconds: number | null) =>
  seconds === null ? noValue : `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`

/** The columns of the calls and messages made with each card: card, member, case, how, when, how long, outcome. */
export function useSimCollectionRecordColumns(timeZone: string): DataColumn<SimCollectionRecord>[] {
  const { t, i18n } = useLingui()
  return useMemo(
    () =>
      helper.columns([
        helper.accessor('cardNumber', {
          header: t`Card number`,
          enableHiding: false,
          cell: (info) => info.getValue(),
        }),
        helper.accessor('memberName', { header: t`Member`, cell: (info) => info.getValue() }),
        helper.accessor('caseNo', { header: t`Case no`, cell: (info) => info.getValue() }),
        helper.accessor('channel', {
          header: t`Contacted by`,
          cell: (info) => labelOf(i18n, channelLabels, info.getValue()),
        }),
        helper.accessor('diallingAt', {
          header: t`Dialling time`,
          cell: (info) => formatInstant(info.getValue(), timeZone),
        }),
        helper.accessor('durationSeconds', {
          header: t`Duration`,
          cell: (info) => duration(info.getValue()),
        }),
        helper.accessor('connectionStatus', {
          header: t`Connection status`,
          cell: (info) => labelOf(i18n, connectionLabels, info.getValue()),
        }),
      ]),
    [t, i18n, timeZone],
  )
}
