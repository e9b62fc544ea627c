import { useLingui } from '@lingui/react/macro'
import { type FormEvent, useState } from 'react'
import {
  type CaseFilters,
  type CaseOwner,
  caseFiltersSchema,
  caseSearchMax,
  connectionStatuses,
  repaymentStatuses,
} from '../../../contract/cases.ts'
import type { App, TeamType } from '../../../contract/system.ts'
import { useCurrentUser } from '../../api/session.ts'
import { checkForm } from '../../i18n/validationMessages.ts'
import { Button } from '../../ui/Button.tsx'
import { DateRangeField, todayIn } from '../../ui/DateRangeField.tsx'
import { SelectField, type SelectOption } from '../../ui/SelectField.tsx'
import { TextField } from '../../ui/TextField.tsx'
import { connectionLabels, labelOf, statusLabels } from './caseLabels.ts'

type Draft = Record<keyof CaseFilters, string>
const fields = [
  'search',
  'status',
  'closed',
  'overdueMin',
  'overdueMax',
  'appId',
  'teamTypeId',
  'ownerId',
  'allocatedFrom',
  'allocatedTo',
  'appointment',
  'deal',
  'connectionStatus',
] as const satisfies ReadonlyArray<keyof CaseFilters>

const draftOf = (filters: CaseFilters): Draft =>
  Object.fromEntries(fields.map((field) => [field, String(filters[field] ?? '')])) as Draft

/** An empty field is no filter at all; the schema then checks the rest (ranges, lengths). */
const filledIn = (draft: Draft) =>
  Object.fromEntries(Object.entries(draft).filter(([, value]) => value.trim()))

/**
 * The server's choices, plus the filter's current value when they lack it (offline, or its owner no
 * longer holds cases), so a filter in force always shows and can be set back to Any.
 */
const withCurrent = (options: SelectOption[], value: string, label: string): SelectOption[] =>
  value && !options.some((option) => option.value === value) ? [...options, { value, label }] : options

/**
 * The filters of a case list: search and status always, the rest when "more options" is on. They
 * apply on Search, after the contract's own check (a range's start may not be after its end). The
 * owner and team type filters show to those who see more than their own cases (see
 * useCaseFilterChoices).
 */
export function CaseListFilters({
  filters,
  onApply,
  moreShown,
  apps,
  teamTypes,
  owners,
}: {
  filters: CaseFilters
  onApply: (filters: CaseFilters) => void
  moreShown: boolean
  apps: App[]
  teamTypes: TeamType[]
  owners: CaseOwner[]
}) {
  const { t, i18n } = useLingui()
  const { timeZone } = useCurrentUser()
  const [draft, setDraft] = useState(() => draftOf(filters))
  const [errors, setErrors] = useState<Record<string, string>>({})
  const set = (field: keyof Draft) => (value: string) =>
    setDraft((current) => ({ ...current, [field]: value }))
  const yesNo = [
    { value: 'yes', label: t`Yes` },
    { value: 'no', label: t`No` },
  ]
  const any = t`Any`

  const apply = (event: FormEvent) => {
    event.preventDefault()
    const checked = checkForm(caseFiltersSchema, filledIn(draft))
    const found: Record<string, string> = checked.ok ? {} : { ...checked.errors }
    // The picker offers no day after today, but a day can still be typed in; it is outside the
    // selectable range, so not a valid value (spec section 5). Today is the user's, not the browser's.
    const today = todayIn(timeZone)
    for (const field of ['allocatedFrom', 'allocatedTo'] as const) {
      if (draft[field] > today) found[field] ??= t`A day after today cannot be chosen`
    }
    setErrors(found)
    if (checked.ok && Object.keys(found).length === 0) onApply(checked.data)
  }
  const reset = () => {
    setDraft(draftOf({}))
    setErrors({})
    onApply({})
  }

  return (
    <form
      onSubmit={apply}
      noValidate
      aria-label={t`Case filters`}
      className="grid grid-cols-2 gap-x-4 gap-y-1 rounded-lg bg-white p-4 shadow-sm md:grid-cols-4 xl:grid-cols-6"
    >
      <TextField
        label={t`Case no, name or phone`}
        value={draft.search}
        onChange={set('search')}
        error={errors.search}
        maxLength={caseSearchMax}
        showCount
        type="search"
        className="col-span-2"
      />
      <SelectField
        label={t`Status`}
        value={draft.status}
        onChange={set('status')}
        placeholder={any}
        options={repaymentStatuses.map((value) => ({ value, label: labelOf(i18n, statusLabels, value) }))}
      />
      <SelectField
        label={t`Closed`}
        value={draft.closed}
        onChange={set('closed')}
        placeholder={any}
        options={yesNo}
      />
      {moreShown && (
        <>
          <fieldset className="col-span-2 flex min-w-0 flex-col gap-1">
            <legend className="mb-1 text-sm font-medium text-slate-700">{t`Overdue days`}</legend>
            <div className="flex items-start gap-1">
              <TextField
                label={t`From`}
                type="number"
                min={0}
                value={draft.overdueMin}
                onChange={set('overdueMin')}
                error={errors.overdueMin}
                className="flex-1 [&_label]:sr-only"
              />
              <span className="pt-2 text-slate-400" aria-hidden>
                –
              </span>
              <TextField
                label={t`To`}
                type="number"
                min={0}
                value={draft.overdueMax}
                onChange={set('overdueMax')}
                error={errors.overdueMax}
                className="flex-1 [&_label]:sr-only"
              />
            </div>
          </fieldset>
          <SelectField
            label={t`App`}
            value={draft.appId}
            onChange={set('appId')}
            placeholder={any}
            options={apps.map((app) => ({ value: String(app.id), label: app.name }))}
          />
          {(teamTypes.length > 0 || draft.teamTypeId) && (
            <SelectField
              label={t`Team type`}
              value={draft.teamTypeId}
              onChange={set('teamTypeId')}
              placeholder={any}
              options={withCurrent(
                teamTypes.map((type) => ({ value: String(type.id), label: type.name })),
                draft.teamTypeId,
                t`Team type no. ${draft.teamTypeId}`,
              )}
            />
          )}
          {(owners.length > 0 || draft.ownerId) && (
            <SelectField
              label={t`Owner`}
              value={draft.ownerId}
              onChange={set('ownerId')}
              placeholder={any}
              options={withCurrent(
                owners.map((owner) => ({ value: String(owner.id), label: owner.name })),
                draft.ownerId,
                t`Owner no. ${draft.ownerId}`,
              )}
            />
          )}
          <SelectField
            label={t`Deal`}
            value={draft.deal}
            onChange={set('deal')}
            placeholder={any}
            options={yesNo}
          />
          <SelectField
            label={t`Appointment`}
            value={draft.appointment}
            onChange={set('appointment')}
            placeholder={any}
            options={yesNo}
          />
          <SelectField
            label={t`Connection status`}
            value={draft.connectionStatus}
            onChange={set('connectionStatus')}
            placeholder={any}
            options={connectionStatuses.map((value) => ({
              value,
              label: labelOf(i18n, connectionLabels, value),
            }))}
          />
          <DateRangeField
            label={t`Allocated`}
            value={{ from: draft.allocatedFrom, to: draft.allocatedTo }}
            onChange={(range) =>
              setDraft((current) => ({ ...current, allocatedFrom: range.from, allocatedTo: range.to }))
            }
            timeZone={timeZone}
            upToToday
            error={errors.allocatedFrom ?? errors.allocatedTo}
            className="col-span-2"
          />
        </>
      )}
      <div className="col-span-2 flex items-center gap-2 self-center md:col-span-4 xl:col-span-6">
        <Button type="submit">{t`Search`}</Button>
        <Button variant="secondary" onClick={reset}>
          {t`Reset`}
        </Button>
      </div>
    </form>
  )
}
