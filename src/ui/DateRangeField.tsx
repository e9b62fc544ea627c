import { useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import { DayPicker } from 'react-day-picker'
import {
  boundsOf,
  formatWidth,
  type PickerFieldProps,
  PickerFrame,
  PickerPopover,
  usePickerText,
} from './DatePicker.tsx'
import { dayText, gridDay, useDayGrid } from './dayGrid.ts'
import { checkPickerRange, pickerFormats } from './pickerRules.ts'
import { fieldLook } from './TextField.tsx'
import { usePickerTexts } from './usePickerTexts.ts'

export interface DateRange {
  from: string
  to: string
}

/**
 * The one date range picker: two days (yyyy-MM-dd) typed or chosen on one calendar. The calendar
 * passes a range on only once both ends are chosen, the start not after the end (spec sections 4 and
 * 5); typed ends are checked as they are left, the end at fault named. The caller's schema has the
 * last word, shown as `error` when the picker has nothing to say. With `upToToday`, no day after today
 * in `timeZone` (the user's) is offered.
 */
export function DateRangeField({
  label,
  value,
  onChange,
  timeZone,
  upToToday = false,
  min,
  max,
  disabled,
  error,
  dense = false,
  className = '',
}: Omit<PickerFieldProps, 'value' | 'onChange'> & {
  value: DateRange
  onChange: (value: DateRange) => void
}) {
  const { t } = useLingui()
  const texts = usePickerTexts()
  const id = useId()
  const messageId = `${id}-message`
  const bounds = boundsOf('date', { min, max, disabled, upToToday, timeZone })
  const from = usePickerText('date', value.from, (next) => onChange({ ...value, from: next }), bounds)
  const to = usePickerText('date', value.to, (next) => onChange({ ...value, to: next }), bounds)
  const [left, setLeft] = useState({ from: false, to: false })
  const [open, setOpen] = useState(false)
  // The calendar's own selection until both ends are chosen: nothing is passed on before.
  const [start, setStart] = useState<Date | undefined>()
  const grid = useDayGrid('date', bounds, timeZone, texts)

  const range = checkPickerRange('date', { from: from.text, to: to.text }, bounds)
  const typedEnd = !range.ok && range.problem !== 'bothEnds' && left[range.end]
  const own = !range.ok && typedEnd ? texts.problem(label, 'date', range.problem, bounds) : undefined
  const message = own ?? error
  const fromDay = from.check.ok ? gridDay(from.check.value) : undefined
  const toDay = to.check.ok ? gridDay(to.check.value) : undefined
  // A typed range the wrong way round shows its start only: the calendar never draws it backwards.
  const ordered = fromDay && toDay && fromDay <= toDay ? toDay : undefined
  const selected = start
    ? { from: start, to: undefined }
    : fromDay
      ? { from: fromDay, to: ordered }
      : undefined

  const chooseDay = (day: Date) => {
    if (!start || day < start) {
      setStart(day)
      return
    }
    const next = { from: dayText(start), to: dayText(day) }
    setStart(undefined)
    from.show(next.from)
    to.show(next.to)
    onChange(next)
    setLeft({ from: true, to: true })
    setOpen(false)
  }

  const input = (end: 'from' | 'to', field: typeof from, name: string) => (
    <input
      value={field.text}
      placeholder={pickerFormats.date}
      aria-label={name}
      autoComplete="off"
      spellCheck={false}
      onChange={(event) => field.set(event.target.value)}
      onBlur={() => setLeft((was) => ({ ...was, [end]: true }))}
      aria-invalid={message ? true : undefined}
      aria-describedby={message ? messageId : undefined}
      style={formatWidth('date')}
      className={`${fieldLook(message, dense)} flex-1 font-mono tabular-nums`}
    />
  )

  return (
    <PickerFrame label={label} dense={dense} message={message} messageId={messageId} className={className}>
      <fieldset className="flex min-w-0 flex-1 items-center gap-1">
        <legend className="sr-only">{label}</legend>
        {input('from', from, t`${label}: from`)}
        <span className="text-slate-400" aria-hidden>
          –
        </span>
        {input('to', to, t`${label}: to`)}
      </fieldset>
      <PickerPopover
        label={label}
        open={open}
        onOpenChange={(next) => {
          setOpen(next)
          setStart(undefined)
        }}
        dense={dense}
        texts={texts}
      >
        <DayPicker
          mode="range"
          {...grid}
          selected={selected}
          onSelect={() => {}}
          onDayClick={(day, modifiers) => {
            if (!modifiers.disabled) chooseDay(day)
          }}
          defaultMonth={toDay ?? fromDay ?? grid.today}
          autoFocus
          footer={
            <p className="mt-2 text-xs text-slate-600">{start ? texts.chooseEnd : texts.chooseStart}</p>
          }
        />
      </PickerPopover>
    </PickerFrame>
  )
}
