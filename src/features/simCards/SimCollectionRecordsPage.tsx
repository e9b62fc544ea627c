import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { type RecordChannel, recordChannels } from '../../../contract/cases.ts'
import {
  cardNumberMax,
  type SimCollectionRecord,
  simCollectionRecordExport,
  simCollectionRecords,
  simCollectionRecordsShown,
} from '../../../contract/simCards.ts'
import { useCurrentUser } from '../../api/session.ts'
import { useKeptRead } from '../../api/useKeptRead.ts'
import { formatInstant, formatNumber, noValue } from '../../i18n/format.ts'
import { channelLabels, connectionLabels, labelOf } from '../../i18n/labels.ts'
import { ExportCsvButton } from '../../ui/ExportCsvButton.tsx'
import { FilterBar, type FilterField } from '../../ui/FilterBar.tsx'
import { ListScreen, ListTable } from '../../ui/ListScreen.tsx'
import type { SimpleColumn } from '../../ui/SimpleTable.tsx'
import { filterValue } from '../../ui/useKeptListQuery.ts'
import { useSimTeams } from './useSimTeams.ts'

/** What the screen filters by: a card by its number or last digits, a member, a way of contact. */
interface RecordFilters {
  cardNumber?: string
  memberId?: number
  channel?: RecordChannel
}

/** SIM collection records (menu 99): the calls and WhatsApp messages made with each card, by card and by member. */
export default function SimCollectionRecordsPage() {
  const { t, i18n } = useLingui()
  const user = useCurrentUser()
  const [input, setInput] = useState<RecordFilters>({})
  const records = useKeptRead(`simCards:${user.userId}:callsByCard`, simCollectionRecords, input)
  const { teams } = useSimTeams()
  const rows = records.data ?? []
  const duration = (seconds: number | null) =>
    seconds === null ? noValue : `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`
  const columns: SimpleColumn<SimCollectionRecord>[] = [
    { header: t`Card number`, cell: (row) => row.cardNumber },
    { header: t`Member`, cell: (row) => row.memberName },
    { header: t`Case no`, cell: (row) => row.caseNo },
    { header: t`Contacted by`, cell: (row) => labelOf(i18n, channelLabels, row.channel) },
    { header: t`Dialling time`, cell: (row) => formatInstant(row.diallingAt, user.timeZone) },
    { header: t`Duration`, cell: (row) => duration(row.durationSeconds), align: 'end' },
    {
      header: t`Connection status`,
      cell: (row) => labelOf(i18n, connectionLabels, row.connectionStatus),
    },
  ]
  const filters: FilterField<RecordFilters>[] = [
    {
      kind: 'search',
      name: 'cardNumber',
      label: t`Card number`,
      placeholder: t`Number or last digits`,
      maxLength: cardNumberMax,
      width: 'w-56',
    },
    {
      kind: 'choice',
      name: 'memberId',
      label: t`Member`,
      width: 'w-52',
      numeric: true,
      choices: teams.flatMap((team) =>
        team.members.map((member) => ({ value: String(member.memberId), label: member.name })),
      ),
    },
    {
      kind: 'choice',
      name: 'channel',
      label: t`Contacted by`,
      width: 'w-48',
      choices: recordChannels.map((value) => ({ value, label: labelOf(i18n, channelLabels, value) })),
    },
  ]
  const title = t`SIM collection records`
  const shown = formatNumber(rows.length)
  return (
    <ListScreen
      title={title}
      source={records}
      filters={
        <FilterBar
          fields={filters}
          values={input}
          onChange={(field, value) =>
            setInput(
              (current): RecordFilters => ({
                ...current,
                [field.name]: filterValue(value, field.kind === 'choice' && field.numeric === true),
              }),
            )
          }
          label={t`SIM collection record filters`}
          end={
            <>
              <span className="self-center text-xs text-slate-500">
                {rows.length >= simCollectionRecordsShown
                  ? t`The newest ${shown} shown; the export has them all`
                  : t`Shown: ${shown}`}
              </span>
              <ExportCsvButton entry={simCollectionRecordExport} input={input} />
            </>
          }
        />
      }
    >
      <ListTable
        label={title}
        columns={columns}
        rows={records.data}
        failure={records.failure}
        rowKey={(row) => row.id}
        messages={{ loading: t`Loading calls…`, empty: t`No calls or messages made with a SIM card yet.` }}
        testId="sim-collection-records"
      />
    </ListScreen>
  )
}
