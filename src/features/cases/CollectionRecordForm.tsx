import { useLingui } from '@lingui/react/macro'
import { type FormEvent, useState } from 'react'
import {
  connectionStatuses,
  contactKinds,
  dangerousReasonMax,
  dateItems,
  newCollectionRecord,
  recordTextMax,
} from '../../../contract/cases.ts'
import { fieldErrorsOf } from '../../api/apiError.ts'
import { fromZonedInputValue } from '../../i18n/format.ts'
import { checkForm } from '../../i18n/validationMessages.ts'
import { Button } from '../../ui/Button.tsx'
import { FormAlert } from '../../ui/FormAlert.tsx'
import { SelectField } from '../../ui/SelectField.tsx'
import { TextField } from '../../ui/TextField.tsx'
import { showToast } from '../../ui/toast.tsx'
import { connectionLabels, contactLabels, dateItemLabels, labelOf } from './caseLabels.ts'
import type { NewCollectionRecord, WriteResult } from './useCaseWrites.ts'

/** The form as typed: times on the user's wall clock, choices as text until checked. */
export interface RecordDraft {
  diallingTime: string
  connectionStatus: string
  contact: string
  contactNumber: string
  dateItem: string
  dateTime: string
  connectionTime: string
  hangUpTime: string
  dangerous: boolean
  dangerousReason: string
  recordText: string
}

export const blankRecord: RecordDraft = {
  diallingTime: '',
  connectionStatus: '',
  contact: 'self',
  contactNumber: '',
  dateItem: '',
  dateTime: '',
  connectionTime: '',
  hangUpTime: '',
  dangerous: false,
  dangerousReason: '',
  recordText: '',
}
const timeFields = ['diallingTime', 'dateTime', 'connectionTime', 'hangUpTime'] as const

/**
 * The record as the contract checks it: the wall-clock times the user typed become instants of the
 * user's time zone; an empty optional field is left out, so the schema's own messages name it.
 */
export function recordFromDraft(draft: RecordDraft, timeZone: string): Record<string, unknown> {
  const values: Record<string, unknown> = { ...draft }
  for (const field of timeFields) values[field] = fromZonedInputValue(draft[field], timeZone) || undefined
  values.connectionStatus = draft.connectionStatus || undefined
  values.dateItem = draft.dateItem || undefined
  values.dangerousReason = draft.dangerous ? draft.dangerousReason : undefined
  return values
}

/** A new collection record (spec sections 3 and 5): every field, the spec's messages, counters. */
export function CollectionRecordForm({
  timeZone,
  onSave,
}: {
  timeZone: string
  onSave: (record: NewCollectionRecord, clientMutationId: string) => Promise<WriteResult<unknown>>
}) {
  const { t, i18n } = useLingui()
  const [draft, setDraft] = useState(blankRecord)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  // Same record, same id: a resend after a lost answer is applied once; an edited record is a new write.
  const [mutationId, setMutationId] = useState(() => crypto.randomUUID())
  const set =
    <K extends keyof RecordDraft>(field: K) =>
    (value: RecordDraft[K]) => {
      setDraft((current) => ({ ...current, [field]: value }))
      setMutationId(crypto.randomUUID())
    }
  const choose = t`Select…`
  const zoned = (label: string) => t`${label} (${timeZone})`

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const checked = checkForm(newCollectionRecord, recordFromDraft(draft, timeZone))
    setErrors(checked.ok ? {} : checked.errors)
    if (!checked.ok) return
    setSaving(true)
    const result = await onSave(checked.data, mutationId)
    setSaving(false)
    if (result.ok) {
      setDraft(blankRecord)
      setFailure(null)
      setMutationId(crypto.randomUUID())
      // The form empties for the next call; without a word the user cannot tell a save from a reset.
      showToast('success', t`Collection record saved`)
      return
    }
    // The server checks with the same schema; its field messages land under the same fields.
    const byField = Object.entries(fieldErrorsOf(result.error)).map(([field, message]) => [
      field.replace(/^record\./, ''),
      message,
    ])
    setErrors(Object.fromEntries(byField))
    setFailure(result.error.code === 'case.closed' ? null : result.error.message)
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t`New collection record`}
      className="grid grid-cols-1 gap-x-4 gap-y-1 md:grid-cols-2 xl:grid-cols-4"
    >
      <TextField
        label={zoned(t`Dialling time`)}
        type="datetime-local"
        value={draft.diallingTime}
        onChange={set('diallingTime')}
        error={errors.diallingTime}
      />
      <SelectField
        label={t`Connection status`}
        value={draft.connectionStatus}
        onChange={set('connectionStatus')}
        placeholder={choose}
        error={errors.connectionStatus}
        options={connectionStatuses.map((value) => ({
          value,
          label: labelOf(i18n, connectionLabels, value),
        }))}
      />
      <SelectField
        label={t`Contact`}
        value={draft.contact}
        onChange={set('contact')}
        error={errors.contact}
        options={contactKinds.map((value) => ({ value, label: labelOf(i18n, contactLabels, value) }))}
      />
      <TextField
        label={t`Contact number`}
        type="tel"
        value={draft.contactNumber}
        onChange={set('contactNumber')}
        error={errors.contactNumber}
        maxLength={20}
      />
      <SelectField
        label={t`Date item`}
        value={draft.dateItem}
        onChange={set('dateItem')}
        placeholder={choose}
        error={errors.dateItem}
        options={dateItems.map((value) => ({ value, label: labelOf(i18n, dateItemLabels, value) }))}
      />
      <TextField
        label={zoned(t`Date time`)}
        type="datetime-local"
        value={draft.dateTime}
        onChange={set('dateTime')}
        error={errors.dateTime}
      />
      <TextField
        label={zoned(t`Connection time`)}
        type="datetime-local"
        value={draft.connectionTime}
        onChange={set('connectionTime')}
        error={errors.connectionTime}
      />
      <TextField
        label={zoned(t`Hang-up time`)}
        type="datetime-local"
        value={draft.hangUpTime}
        onChange={set('hangUpTime')}
        error={errors.hangUpTime}
      />
      <label className="flex items-center gap-2 self-start pt-1 text-sm font-medium text-slate-700 md:col-span-2 xl:col-span-4">
        <input
          type="checkbox"
          checked={draft.dangerous}
          onChange={(event) => set('dangerous')(event.target.checked)}
        />
        {t`Dangerous customer`}
      </label>
      {draft.dangerous && (
        <TextField
          label={t`Dangerous customer reason`}
          value={draft.dangerousReason}
          onChange={set('dangerousReason')}
          error={errors.dangerousReason}
          maxLength={dangerousReasonMax}
          showCount
          rows={2}
          className="md:col-span-2 xl:col-span-4"
        />
      )}
      <TextField
        label={t`Record`}
        value={draft.recordText}
        onChange={set('recordText')}
        error={errors.recordText}
        maxLength={recordTextMax}
        showCount
        rows={3}
        className="md:col-span-2 xl:col-span-4"
      />
      <div className="flex flex-col gap-2 md:col-span-2 xl:col-span-4">
        <FormAlert message={failure} />
        <Button type="submit" disabled={saving} className="self-start">
          {saving ? t`Saving…` : t`Save record`}
        </Button>
      </div>
    </form>
  )
}
