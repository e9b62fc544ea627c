import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import {
  type SimCollectionRecord,
  simCollectionRecordExport,
  simCollectionRecords,
} from '../../../contract/simCards.ts'
import { useCurrentUser } from '../../api/session.ts'
import { useKeptRead } from '../../api/useKeptRead.ts'
import { formatInstant, formatNumber, noValue } from '../../i18n/format.ts'
import { ExportCsvButton } from '../../ui/ExportCsvButton.tsx'
import { Freshness } from '../../ui/Freshness.tsx'
import { SelectField } from '../../ui/SelectField.tsx'
import { type SimpleColumn, SimpleTable } from '../../ui/SimpleTable.tsx'
import { useSimTeams } from './useSimTeams.ts'

/** SIM collection records (menu 99): the calls made with each card, by card and by member. */
export default function SimCollectionRecordsPage() {
  const { t } = useLingui()
  const user = useCurrentUser()
  const [memberId, setMemberId] = useState('')
  const input = memberId ? { memberId: Number(memberId) } : {}
  const records = useKeptRead(`simCards:${user.userId}:callsByCard`, simCollectionRecords, input)
  const { teams } = useSimTeams()
  const [cardId, setCardId] = useState('')
  const rows = (records.data ?? []).filter((row) => !cardId || String(row.cardId) === cardId)
  const cards = new Map((records.data ?? []).map((row) => [row.cardId, row.cardNumber]))
  const duration = (seconds: number | null) =>
    seconds === null ? noValue : `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`
  const connection: Record<string, string> = {
    connected: t`Connected`,
    notConnected: t`Not connected`,
    busy: t`Busy`,
    switchedOff: t`Switched off`,
    wrongNumber: t`Wrong number`,
  }
  const columns: SimpleColumn<SimCollectionRecord>[] = [
    { header: t`Card number`, cell: (row) => row.cardNumber },
    { header: t`Member`, cell: (row) => row.memberName },
    { header: t`Case no`, cell: (row) => row.caseNo },
    { header: t`Dialling time`, cell: (row) => formatInstant(row.diallingAt, user.timeZone) },
    { header: t`Duration`, cell: (row) => duration(row.durationSeconds), align: 'end' },
    { header: t`Connection status`, cell: (row) => connection[row.connectionStatus] ?? row.connectionStatus },
  ]
  const title = t`SIM collection records`
  return (
    <div className="flex h-full flex-col gap-3">
      <h1 className="text-lg font-semibold text-slate-900">{title}</h1>
      <div className="flex flex-wrap items-end gap-3">
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
          className="w-56"
          label={t`SIM card`}
          placeholder={t`Any`}
          value={cardId}
          onChange={setCardId}
          options={[...cards].map(([id, number]) => ({ value: String(id), label: number }))}
        />
        <span className="text-xs text-slate-500">{t`Calls: ${formatNumber(rows.length)}`}</span>
        <span className="ms-auto">
          <ExportCsvButton
            entry={simCollectionRecordExport}
            input={{ ...input, ...(cardId ? { cardId: Number(cardId) } : {}) }}
          />
        </span>
      </div>
      <Freshness savedAt={records.savedAt} failure={records.failure} timeZone={user.timeZone} />
      <div className="rounded-lg border border-slate-200 bg-white" data-testid="sim-collection-records">
        <SimpleTable
          label={title}
          columns={columns}
          rows={rows}
          rowKey={(row) => row.id}
          empty={records.data ? t`No calls made with a SIM card yet.` : t`Loading calls…`}
        />
      </div>
    </div>
  )
}
