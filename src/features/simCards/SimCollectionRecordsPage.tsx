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
import { Freshness } from '../../ui/Freshness.tsx'
import { SelectField } from '../../ui/SelectField.tsx'
import { type SimpleColumn, SimpleTable } from '../../ui/SimpleTable.tsx'
import { TextField } from '../../ui/TextField.tsx'
import { useSimTeams } from './useSimTeams.ts'

/** SIM collection records (menu 99): the calls and WhatsApp messages made with each card, by card and by member. */
export default function SimCollectionRecordsPage() {
  const { t, i18n } = useLingui()
  const user = useCurrentUser()
  const [memberId, setMemberId] = useState('')
  const [channel, setChannel] = useState('')
  // The card number as typed, and as asked for: the list follows once the user presses Enter or leaves it.
  const [cardTyped, setCardTyped] = useState('')
  const [cardNumber, setCardNumber] = useState('')
  const input = {
    ...(memberId ? { memberId: Number(memberId) } : {}),
    ...(channel ? { channel: channel as RecordChannel } : {}),
    ...(cardNumber ? { cardNumber } : {}),
  }
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
  const title = t`SIM collection records`
  const shown = formatNumber(rows.length)
  return (
    <div className="flex h-full flex-col gap-3">
      <h1 className="text-lg font-semibold text-slate-900">{title}</h1>
      <form
        className="flex flex-wrap items-end gap-3"
        aria-label={t`SIM collection record filters`}
        onSubmit={(event) => {
          event.preventDefault()
          setCardNumber(cardTyped.trim())
        }}
      >
        <TextField
          dense
          className="w-56"
          label={t`Card number`}
          placeholder={t`Number or last digits`}
          maxLength={cardNumberMax}
          value={cardTyped}
          onChange={setCardTyped}
          onBlur={() => setCardNumber(cardTyped.trim())}
        />
        <SelectField
          dense
          className="w-52"
          label={t`Member`}
          placeholder={t`Any`}
          value={memberId}
          onChange={setMemberId}
          options={teams.flatMap((team) =>
            team.members.map((member) => ({ value: String(member.memberId), label: member.name })),
          )}
        />
        <SelectField
          dense
          className="w-48"
          label={t`Contacted by`}
          placeholder={t`Any`}
          value={channel}
          onChange={setChannel}
          options={recordChannels.map((value) => ({ value, label: labelOf(i18n, channelLabels, value) }))}
        />
        <span className="text-xs text-slate-500">
          {rows.length >= simCollectionRecordsShown
            ? t`The newest ${shown} shown; the export has them all`
            : t`Shown: ${shown}`}
        </span>
        <span className="ms-auto">
          <ExportCsvButton entry={simCollectionRecordExport} input={input} />
        </span>
      </form>
      <Freshness savedAt={records.savedAt} failure={records.failure} timeZone={user.timeZone} />
      <div className="rounded-lg border border-slate-200 bg-white" data-testid="sim-collection-records">
        <SimpleTable
          label={title}
          columns={columns}
          rows={rows}
          rowKey={(row) => row.id}
          empty={records.data ? t`No calls or messages made with a SIM card yet.` : t`Loading calls…`}
        />
      </div>
    </div>
  )
}
