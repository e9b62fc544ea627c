import { useLingui } from '@lingui/react/macro'
import type { History } from '../../../contract/audit.ts'
import { Button } from '../../ui/Button.tsx'
import { DateRangeField } from '../../ui/DateRangeField.tsx'
import { SelectField } from '../../ui/SelectField.tsx'
import type { HistoryFilters as Filters } from './useAuditReads.ts'

/** The history's filters: one actor, one event, a period on the reader's calendar. */
export function HistoryFilters({
  history,
  filters,
  onChange,
  timeZone,
}: {
  history: History | undefined
  filters: Filters
  onChange: (filters: Filters) => void
  timeZone: string
}) {
  const { t } = useLingui()
  const set = (change: Partial<Filters>) => {
    const next = { ...filters, ...change }
    // An empty choice is no filter: left out, so the kept answer is the same one.
    onChange(
      Object.fromEntries(Object.entries(next).filter(([, value]) => value !== undefined && value !== '')),
    )
  }
  const filtered = Object.keys(filters).length > 0
  return (
    <fieldset className="flex flex-wrap items-end gap-3" aria-label={t`Filters`}>
      <SelectField
        dense
        className="w-48"
        label={t`Actor`}
        placeholder={t`Anyone`}
        value={filters.actorId === undefined ? '' : String(filters.actorId)}
        onChange={(value) => set({ actorId: value === '' ? undefined : value })}
        options={(history?.actors ?? []).map((actor) => ({ value: String(actor.id), label: actor.name }))}
      />
      <SelectField
        dense
        className="w-52"
        label={t`Event`}
        placeholder={t`Any event`}
        value={filters.event ?? ''}
        onChange={(value) => set({ event: value })}
        options={(history?.events ?? []).map((event) => ({ value: event, label: event }))}
      />
      <DateRangeField
        dense
        className="w-64"
        label={t`Period`}
        timeZone={timeZone}
        value={{ from: filters.from ?? '', to: filters.to ?? '' }}
        onChange={(range) => set({ from: range.from, to: range.to })}
      />
      {filtered && (
        <Button variant="ghost" size="small" onClick={() => onChange({})}>
          {t`Show every step`}
        </Button>
      )}
    </fieldset>
  )
}
