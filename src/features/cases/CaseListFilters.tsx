import { useLingui } from '@lingui/react/macro'
import { type FormEvent, useEffect, useId } from 'react'
import {
  type CaseFilters,
  type CaseOwner,
  caseFiltersSchema,
  connectionStatuses,
  repaymentStatuses,
} from '../../../contract/cases.ts'
import type { ApiFailure } from '../../../contract/errors.ts'
import type { App, Team, TeamType } from '../../../contract/system.ts'
import { workdayGroupNames } from '../../../contract/workday.ts'
import { useCurrentUser } from '../../api/session.ts'
import { Button } from '../../ui/Button.tsx'
import { DateRangeField } from '../../ui/DateRangeField.tsx'
import { FormAlert } from '../../ui/FormAlert.tsx'
import { InForceCount } from '../../ui/InForceCount.tsx'
import { latestToday } from '../../ui/pickerRules.ts'
import { SelectField, type SelectOption } from '../../ui/SelectField.tsx'
import { denseLabel, TextField } from '../../ui/TextField.tsx'
import { useContractForm } from '../../ui/useContractForm.ts'
import { connectionLabels, dueTodayLabels, labelOf, statusLabels } from './caseLabels.ts'

type Draft = Record<keyof CaseFilters, string>
const fields = [
  'search',
  'status',
  'closed',
  'dueToday',
  'overdueMin',
  'overdueMax',
  'appId',
  'teamTypeId',
  'teamId',
  'ownerId',
  'allocatedFrom',
  'allocatedTo',
  'appointment',
  'deal',
  'connectionStatus',
] as const satisfies ReadonlyArray<keyof CaseFilters>

/** The filters behind "more options"; a range (from and to) is one filter. */
const moreFields = new Set<keyof CaseFilters>([
  'overdueMin',
  'appId',
  'teamTypeId',
  'teamId',
  'ownerId',
  'allocatedFrom',
  'appointment',
  'deal',
  'connectionStatus',
])
const rangeEnds: Partial<Record<keyof CaseFilters, keyof CaseFilters>> = {
  overdueMax: 'overdueMin',
  allocatedTo: 'allocatedFrom',
}

/** How many filters are in force, all told and among the "more options" ones: a range counts once. */
export function filtersInForce(filters: CaseFilters): { all: number; more: number } {
  const set = new Set(
    fields
      .filter((field) => filters[field] !== undefined && String(filters[field]).trim() !== '')
      .map((field) => rangeEnds[field] ?? field),
  )
  return { all: set.size, more: [...set].filter((field) => moreFields.has(field)).length }
}

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
 * The filters of a case list, as a dense bar: search, status and closed always, the rest when "more
 * options" is on (the moreOptions preference; its toggle sits with Search and Reset and says how many
 * of its filters are in force while they are hidden). They apply on Search, after the contract's own
 * check (a range's start may not be after its end). The owner and team type filters show to those
 * who see more than their own cases (see useCaseFilterChoices).
 */
export function CaseListFilters({
  filters,
  onApply,
  moreShown,
  onMoreShownChange,
  apps,
  teamTypes,
  leaders = [],
  owners,
  refusal,
}: {
  filters: CaseFilters
  /** The list call's failure: a refused filter shows under its field, in the user's language. */
  refusal?: ApiFailure | null
  onApply: (filters: CaseFilters) => void
  moreShown: boolean
  onMoreShownChange: (shown: boolean) => void
  apps: App[]
  teamTypes: TeamType[]
  /** The team-leader filter's teams: the leaderList, kept in the browser (read offline too). */
  leaders?: Team[]
  owners: CaseOwner[]
}) {
  const { t, i18n } = useLingui()
  const { timeZone } = useCurrentUser()
  const moreId = useId()
  const form = useContractForm(caseFiltersSchema, {
    initial: draftOf(filters),
    toInput: filledIn,
    // The picker offers no day after today, but a day can still be typed in; it is outside the
    // selectable range, so not a valid value (spec section 5). Today is the user's, not the browser's.
    check: (typed) => {
      const today = latestToday('date', timeZone)
      const late = t`A day after today cannot be chosen`
      return {
        ...(typed.allocatedFrom > today ? { allocatedFrom: late } : {}),
        ...(typed.allocatedTo > today ? { allocatedTo: late } : {}),
      }
    },
  })
  const { values: draft, errors, set, showServerErrors } = form
  useEffect(() => {
    // Only a refused filter belongs here; the list says itself when it cannot be reached.
    if (refusal?.code === 'request.invalid') showServerErrors(refusal)
  }, [refusal, showServerErrors])
  const yesNo = [
    { value: 'yes', label: t`Yes` },
    { value: 'no', label: t`No` },
  ]
  const any = t`Any`
  const hiddenInForce = moreShown ? 0 : filtersInForce(filters).more

  const apply = (event: FormEvent) => {
    event.preventDefault()
    const checked = form.submit()
    if (checked.ok) onApply(checked.data)
  }
  const reset = () => {
    form.reset(draftOf({}))
    onApply({})
  }

  return (
    <form
      onSubmit={apply}
      noValidate
      aria-label={t`Case filters`}
      // A quarter of the screen at most: the list below is what the user came for.
      className="flex max-h-[25vh] shrink-0 flex-wrap items-start gap-x-3 gap-y-2 overflow-y-auto rounded-lg bg-white px-3 py-2.5 shadow-sm"
    >
      <TextField
        dense
        label={t`Case no, name or phone`}
        {...form.field('search')}
        showCount
        type="search"
        className="w-60"
      />
      <SelectField
        dense
        label={t`Status`}
        value={draft.status}
        onChange={set('status')}
        placeholder={any}
        options={repaymentStatuses.map((value) => ({ value, label: labelOf(i18n, statusLabels, value) }))}
        className="w-32"
      />
      <SelectField
        dense
        label={t`Closed`}
        value={draft.closed}
        onChange={set('closed')}
        placeholder={any}
        options={yesNo}
        className="w-28"
      />
      <SelectField
        dense
        label={t`Due today`}
        value={draft.dueToday}
        onChange={set('dueToday')}
        placeholder={any}
        options={workdayGroupNames.map((value) => ({ value, label: labelOf(i18n, dueTodayLabels, value) }))}
        className="w-44"
      />
      {moreShown && (
        <div id={moreId} className="contents">
          <fieldset className="flex w-36 min-w-0 flex-col gap-0.5">
            <legend className={`mb-0.5 ${denseLabel}`}>{t`Overdue days`}</legend>
            <div className="flex items-start gap-1">
              <TextField
                dense
                label={t`From`}
                type="number"
                min={0}
                {...form.field('overdueMin')}
                className="min-w-0 flex-1 [&_label]:sr-only"
              />
              <span className="pt-1 text-slate-400" aria-hidden>
                –
              </span>
              <TextField
                dense
                label={t`To`}
                type="number"
                min={0}
                {...form.field('overdueMax')}
                className="min-w-0 flex-1 [&_label]:sr-only"
              />
            </div>
          </fieldset>
          <SelectField
            dense
            label={t`App`}
            value={draft.appId}
            onChange={set('appId')}
            placeholder={any}
            options={apps.map((app) => ({ value: String(app.id), label: app.name }))}
            className="w-32"
          />
          {(teamTypes.length > 0 || draft.teamTypeId) && (
            <SelectField
              dense
              label={t`Team type`}
              value={draft.teamTypeId}
              onChange={set('teamTypeId')}
              placeholder={any}
              options={withCurrent(
                teamTypes.map((type) => ({ value: String(type.id), label: type.name })),
                draft.teamTypeId,
                t`Team type no. ${draft.teamTypeId}`,
              )}
              className="w-32"
            />
          )}
          {(leaders.length > 0 || draft.teamId) && (
            <SelectField
              dense
              label={t`Team (leader)`}
              value={draft.teamId}
              onChange={set('teamId')}
              placeholder={any}
              options={withCurrent(
                leaders.map((team) => ({
                  value: String(team.id),
                  label: `${team.name} · ${team.leaderName}`,
                })),
                draft.teamId,
                t`Team no. ${draft.teamId}`,
              )}
              className="w-48"
            />
          )}
          {(owners.length > 0 || draft.ownerId) && (
            <SelectField
              dense
              label={t`Owner`}
              value={draft.ownerId}
              onChange={set('ownerId')}
              placeholder={any}
              options={withCurrent(
                owners.map((owner) => ({ value: String(owner.id), label: owner.name })),
                draft.ownerId,
                t`Owner no. ${draft.ownerId}`,
              )}
              className="w-40"
            />
          )}
          <SelectField
            dense
            label={t`Deal`}
            value={draft.deal}
            onChange={set('deal')}
            placeholder={any}
            options={yesNo}
            className="w-28"
          />
          <SelectField
            dense
            label={t`Appointment`}
            value={draft.appointment}
            onChange={set('appointment')}
            placeholder={any}
            options={yesNo}
            className="w-28"
          />
          <SelectField
            dense
            label={t`Connection status`}
            value={draft.connectionStatus}
            onChange={set('connectionStatus')}
            placeholder={any}
            options={connectionStatuses.map((value) => ({
              value,
              label: labelOf(i18n, connectionLabels, value),
            }))}
            className="w-36"
          />
          <DateRangeField
            dense
            label={t`Allocated`}
            value={{ from: draft.allocatedFrom, to: draft.allocatedTo }}
            onChange={(range) => {
              set('allocatedFrom')(range.from)
              set('allocatedTo')(range.to)
            }}
            timeZone={timeZone}
            upToToday
            error={errors.allocatedFrom ?? errors.allocatedTo}
            className="w-[17rem]"
          />
        </div>
      )}
      {/* Aligned with the fields' boxes, below their labels. */}
      <div className="ml-auto flex items-center gap-2 self-start pt-[18px]">
        <Button type="submit" size="small">
          {t`Search`}
        </Button>
        <Button variant="secondary" size="small" onClick={reset}>
          {t`Reset`}
        </Button>
        <Button
          variant="ghost"
          size="small"
          aria-expanded={moreShown}
          aria-controls={moreShown ? moreId : undefined}
          onClick={() => onMoreShownChange(!moreShown)}
          className="text-brand-700"
        >
          {moreShown ? t`Fewer options` : t`More options`}
          {hiddenInForce > 0 && <InForceCount count={hiddenInForce} />}
          <span aria-hidden>{moreShown ? '▴' : '▾'}</span>
        </Button>
      </div>
      {form.alert && (
        <div className="basis-full">
          <FormAlert message={form.alert} />
        </div>
      )}
    </form>
  )
}
