import { useLingui } from '@lingui/react/macro'
import { type FormEvent, useCallback, useRef, useState } from 'react'
import {
  connectionStatuses,
  contactKinds,
  dateItems,
  newCollectionRecord,
  recordChannels,
  whatsappConnectionStatuses,
} from '../../../contract/cases.ts'
import type { DraftKey } from '../../../db/drafts.ts'
import { serverNow } from '../../api/serverClock.ts'
import { fromZonedInputValue, toZonedInputValue } from '../../i18n/format.ts'
import { zoneName } from '../../i18n/zoneNames.ts'
import { Button } from '../../ui/Button.tsx'
import { DatePicker } from '../../ui/DatePicker.tsx'
import { DraftNotice } from '../../ui/DraftNotice.tsx'
import { FormAlert } from '../../ui/FormAlert.tsx'
import { SelectField } from '../../ui/SelectField.tsx'
import { TextField } from '../../ui/TextField.tsx'
import { showToast } from '../../ui/toast.tsx'
import { useContractForm } from '../../ui/useContractForm.ts'
import { caseActionTexts, type NamedCase } from './caseActions.ts'
import { channelLabels, connectionLabels, contactLabels, dateItemLabels, labelOf } from './caseLabels.ts'
import type { NewCollectionRecord, WriteResult } from './useCaseWrites.ts'
import type { WriteNotices } from './useFollowedWrites.ts'

/** The form as typed: times on the user's wall clock, choices as text until checked. */
export interface RecordDraft {
  /** 'call' or 'whatsapp'; a draft kept before the choice existed has none and is a call. */
  channel: string
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
  channel: 'call',
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
/**
 * A record of a call made now: the dialling time in the user's time zone, which they may change, read
 * on the server's clock (a PC's clock minutes fast would date it in the future).
 */
export const recordDialledNow = (timeZone: string): RecordDraft => ({
  ...blankRecord,
  diallingTime: toZonedInputValue(serverNow(), timeZone),
})

const timeFields = ['diallingTime', 'dateTime', 'connectionTime', 'hangUpTime'] as const

/**
 * The record as the contract checks it: the wall-clock times the user typed become instants of the
 * user's time zone; an empty optional field is left out, so the schema's own messages name it.
 */
export function recordFromDraft(draft: RecordDraft, timeZone: string): Record<string, unknown> {
  const values: Record<string, unknown> = { ...draft }
  for (const field of timeFields) values[field] = fromZonedInputValue(draft[field], timeZone) || undefined
  values.channel = draft.channel || 'call'
  // A message neither connects nor hangs up: what was typed for a call is not sent with it.
  if (values.channel === 'whatsapp') {
    values.connectionTime = undefined
    values.hangUpTime = undefined
  }
  values.connectionStatus = draft.connectionStatus || undefined
  values.dateItem = draft.dateItem || undefined
  values.dangerousReason = draft.dangerous ? draft.dangerousReason : undefined
  return values
}

/** A new collection record (spec sections 3 and 5): every field, the spec's messages, counters. */
export function CollectionRecordForm({
  named,
  timeZone,
  onSave,
  disabledReason,
  draftKey,
}: {
  /** The case the record is written on, for the notice once saved. */
  named: NamedCase
  timeZone: string
  /**
   * Queues the record (useCaseWrites); it fails only when the browser cannot keep it. The notices
   * given are said as it goes: saved once the server took it, or kept here until the connection returns.
   */
  onSave: (record: NewCollectionRecord, notices: WriteNotices) => Promise<WriteResult<unknown>>
  /** Why saving cannot be used now (useActionOffer): the button is disabled and the form says why. */
  disabledReason?: string | undefined
  /** Where what is typed is kept until saved or discarded (db/drafts.ts): per user and case. */
  draftKey?: DraftKey | undefined
}) {
  const { t, i18n } = useLingui()
  // When this draft was saved first: sent with the record (madeAt), so a record that waits offline is
  // judged by its own time, and kept with the draft's id, so saving the same draft again after a lost
  // answer sends the very same write. On the server's clock, as the server judges it.
  const made = useRef<{ draftId: string; at: string } | null>(null)
  const madeAtOf = (draftId: string) =>
    made.current?.draftId === draftId ? made.current.at : new Date(serverNow()).toISOString()
  const [dialledNow] = useState(() => recordDialledNow(timeZone))
  // A saved or discarded record leaves a form for the next call, dialled at that moment.
  const dialledAgain = useCallback(() => recordDialledNow(timeZone), [timeZone])
  const form = useContractForm(newCollectionRecord, {
    initial: dialledNow,
    fresh: dialledAgain,
    ...(draftKey === undefined ? {} : { draft: { key: draftKey } }),
    toInput: (draft, draftId) => ({ ...recordFromDraft(draft, timeZone), madeAt: madeAtOf(draftId) }),
    serverPrefix: 'record.',
  })
  const [saving, setSaving] = useState(false)
  const { values, set } = form
  const choose = t`Select…`
  const zone = zoneName(timeZone)
  const zoned = (label: string) => t`${label} (${zone})`
  const texts = caseActionTexts.addCollectionRecord
  const byWhatsapp = values.channel === 'whatsapp'

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (made.current?.draftId !== form.draftId)
      made.current = { draftId: form.draftId, at: new Date(serverNow()).toISOString() }
    const checked = form.submit()
    if (!checked.ok) return
    setSaving(true)
    // Checked as the server checks it, then queued: the outbox holds only records the server takes
    // as well formed, and its refusals for other reasons (the case closed) come in the sync panel.
    // "Saved" only once the server took it; until then it is kept on this computer, and says so.
    const result = await onSave(checked.data, {
      taken: () => {
        if (texts.done) showToast('success', i18n._(texts.done(named)))
      },
      kept: () =>
        showToast(
          'success',
          t`Collection record kept on this computer: it will be sent when the connection returns.`,
        ),
    })
    setSaving(false)
    if (!result.ok) {
      form.showServerErrors(result.error)
      return
    }
    form.reset()
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t`New collection record`}
      className="grid grid-cols-1 gap-x-4 gap-y-1 md:grid-cols-2 xl:grid-cols-4"
    >
      <SelectField
        label={t`Contacted by`}
        {...form.field('channel')}
        value={values.channel || 'call'}
        options={recordChannels.map((value) => ({ value, label: labelOf(i18n, channelLabels, value) }))}
      />
      <DatePicker
        mode="datetime"
        label={zoned(byWhatsapp ? t`Time sent` : t`Dialling time`)}
        timeZone={timeZone}
        upToToday
        {...form.field('diallingTime')}
      />
      <SelectField
        label={t`Connection status`}
        {...form.field('connectionStatus')}
        placeholder={choose}
        options={(byWhatsapp ? whatsappConnectionStatuses : connectionStatuses).map((value) => ({
          value,
          label: labelOf(i18n, connectionLabels, value),
        }))}
      />
      <SelectField
        label={t`Contact`}
        {...form.field('contact')}
        options={contactKinds.map((value) => ({ value, label: labelOf(i18n, contactLabels, value) }))}
      />
      <TextField label={t`Contact number`} type="tel" {...form.field('contactNumber')} />
      <SelectField
        label={t`Date item`}
        {...form.field('dateItem')}
        placeholder={choose}
        options={dateItems.map((value) => ({ value, label: labelOf(i18n, dateItemLabels, value) }))}
      />
      <DatePicker
        mode="datetime"
        label={zoned(t`Date time`)}
        timeZone={timeZone}
        {...form.field('dateTime')}
      />
      {!byWhatsapp && (
        <>
          <DatePicker
            mode="datetime"
            label={zoned(t`Connection time`)}
            timeZone={timeZone}
            {...form.field('connectionTime')}
          />
          <DatePicker
            mode="datetime"
            label={zoned(t`Hang-up time`)}
            timeZone={timeZone}
            {...form.field('hangUpTime')}
          />
        </>
      )}
      <label className="flex items-center gap-2 self-start pt-1 text-sm font-medium text-slate-700 md:col-span-2 xl:col-span-4">
        <input
          type="checkbox"
          checked={values.dangerous}
          onChange={(event) => set('dangerous')(event.target.checked)}
        />
        {t`Dangerous customer`}
      </label>
      {values.dangerous && (
        <TextField
          label={t`Dangerous customer reason`}
          {...form.field('dangerousReason')}
          showCount
          rows={2}
          className="md:col-span-2 xl:col-span-4"
        />
      )}
      <TextField
        label={t`Record`}
        {...form.field('recordText')}
        showCount
        rows={3}
        className="md:col-span-2 xl:col-span-4"
      />
      <div className="flex flex-col gap-2 md:col-span-2 xl:col-span-4">
        <FormAlert message={form.alert} />
        {/* The draft's notice comes a moment after typing stops, beside Save rather than above it:
            Save does not move under a pointer already on its way to it (a click there was lost). */}
        <div className="flex flex-wrap items-start gap-3">
          <Button type="submit" disabled={saving || disabledReason !== undefined} title={disabledReason}>
            {saving ? t`Saving…` : i18n._(texts.label)}
          </Button>
          <DraftNotice draft={form.draft} className="flex-1" />
        </div>
      </div>
    </form>
  )
}
