import { useLingui } from '@lingui/react/macro'
import { type FormEvent, useState } from 'react'
import { Link } from 'wouter'
import {
  type AuditedKind,
  type AuditObject,
  auditedKinds,
  auditHistoryPath,
} from '../../../contract/audit.ts'
import { useCurrentUser } from '../../api/session.ts'
import { formatInstant } from '../../i18n/format.ts'
import { Button } from '../../ui/Button.tsx'
import { NotLoaded } from '../../ui/NotLoaded.tsx'
import { SelectField } from '../../ui/SelectField.tsx'
import { type SimpleColumn, SimpleTable } from '../../ui/SimpleTable.tsx'
import { TextField } from '../../ui/TextField.tsx'
import { kindWords } from './kindWords.ts'
import { useAuditObjects } from './useAuditReads.ts'

/**
 * The audit's search (menu 107): an object of one kind by its number (a case's, a card's) or its id,
 * each found one opening its history as a stepper.
 */
export default function AuditSearchPage() {
  const { t, i18n } = useLingui()
  const user = useCurrentUser()
  const [kind, setKind] = useState<AuditedKind>('case')
  const [typed, setTyped] = useState('')
  const [asked, setAsked] = useState({ kind, search: '' })
  const found = useAuditObjects(user.userId, asked.kind, asked.search)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setAsked({ kind, search: typed.trim() })
  }
  const columns: SimpleColumn<AuditObject>[] = [
    {
      header: t`Number`,
      cell: (row) => (
        <Link href={auditHistoryPath(row.kind, row.id)} className="font-medium text-sky-700 underline">
          {row.number}
        </Link>
      ),
    },
    { header: t`About`, cell: (row) => row.about },
    { header: t`State now`, cell: (row) => <span className="font-mono text-xs">{row.state}</span> },
    { header: t`Steps`, cell: (row) => row.steps, align: 'end' },
    { header: t`Last change`, cell: (row) => formatInstant(row.lastAt, user.timeZone) },
  ]
  return (
    <div className="flex flex-col gap-4 rounded-lg bg-white p-4 shadow-sm">
      <form
        onSubmit={submit}
        className="flex flex-wrap items-end gap-3"
        aria-label={t`Find a recorded object`}
      >
        <SelectField
          dense
          className="w-56"
          label={t`Kind of object`}
          value={kind}
          onChange={(value) => setKind(value as AuditedKind)}
          options={auditedKinds.map((value) => ({ value, label: i18n._(kindWords[value]) }))}
        />
        <TextField
          dense
          className="w-64"
          label={t`Number or id`}
          value={typed}
          maxLength={40}
          onChange={setTyped}
        />
        <Button type="submit" size="small" disabled={typed.trim() === ''}>
          {t`Find`}
        </Button>
      </form>
      {asked.search === '' ? (
        <p className="py-6 text-center text-sm text-slate-500">
          {t`Type a case number, a SIM card number, or the id of an application, a code request, a leave or another recorded object.`}
        </p>
      ) : !found.data ? (
        <NotLoaded
          failure={found.failure}
          loading={t`Looking for it…`}
          failed={(reason) => t`The search failed: ${reason}`}
          onRetry={found.refresh}
          className="py-6"
        />
      ) : (
        <SimpleTable
          label={t`Objects found`}
          columns={columns}
          rows={found.data.objects}
          rowKey={(row) => `${row.kind}-${row.id}`}
          empty={t`No ${i18n._(kindWords[asked.kind]).toLowerCase()} has this number or id.`}
        />
      )}
    </div>
  )
}
