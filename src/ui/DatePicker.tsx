import * as Popover from '@radix-ui/react-popover'
import { formatInTimeZone } from 'date-fns-tz'
import { type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { DayPicker } from 'react-day-picker'
import 'react-day-picker/style.css'
import './datePicker.css'
import { dayText, gridDay, useDayGrid } from './dayGrid.ts'
import { type ClockTime, MonthPanel, TimePanel, YearPanel } from './PickerPanels.tsx'
import {
  checkPickerValue,
  latestToday,
  normalPickerText,
  type PickerBounds,
  type PickerMode,
  parsePickerValue,
  pickerFormats,
} from './pickerRules.ts'
import { denseLabel, fieldLook } from './TextField.tsx'
import { type PickerTexts, usePickerTexts } from './usePickerTexts.ts'

export interface PickerFieldProps {
  label: string
  /** The value in the mode's format; a text that does not read yet is passed on as typed. */
  value: string
  onChange: (value: string) => void
  /** The signed-in user's time zone: it says which day today is. */
  timeZone: string
  /** No value after the end of today (23:59:59 on the user's clock). */
  upToToday?: boolean
  min?: string | undefined
  max?: string | undefined
  /** A value that cannot be chosen (a day in date mode, a month in month mode…). */
  disabled?: ((value: string) => boolean) | undefined
  /** The form's own verdict on the value, shown when the picker has none of its own. */
  error?: string | undefined
  /** The tight look of a filter bar, as TextField's. */
  dense?: boolean
  className?: string
  /** Told when the field is left, as a form field is (useContractForm's FieldProps). */
  onBlur?: (() => void) | undefined
  /** Taken from a form field's props and not used: a picker's length is its format's. */
  maxLength?: number | undefined
}

/** The bounds a picker checks against: its own, with today's end as the latest when asked. */
export function boundsOf(
  mode: PickerMode,
  {
    min,
    max,
    disabled,
    upToToday,
    timeZone,
  }: Pick<PickerFieldProps, 'min' | 'max' | 'disabled' | 'upToToday' | 'timeZone'>,
): PickerBounds {
  const today = upToToday ? latestToday(mode, timeZone) : undefined
  const latest =
    today !== undefined && (max === undefined || today < normalPickerText(mode, max)) ? today : max
  return { min, max: latest, disabled }
}

/**
 * The text a picker shows and what it passes on: the value as typed until it reads, then in the
 * spec's format. A value changed from outside (a form reset, a value filled in) replaces the text.
 */
export function usePickerText(
  mode: PickerMode,
  value: string,
  onChange: (value: string) => void,
  bounds: PickerBounds,
) {
  const [text, setText] = useState(() => normalPickerText(mode, value))
  const passedOn = useRef(value)
  useEffect(() => {
    if (value !== passedOn.current) {
      passedOn.current = value
      setText(normalPickerText(mode, value))
    }
  }, [mode, value])
  const check = checkPickerValue(mode, text, bounds)
  const set = (next: string) => {
    setText(next)
    const checked = checkPickerValue(mode, next, bounds)
    const out = checked.ok ? checked.value : next.trim()
    passedOn.current = out
    onChange(out)
  }
  /** Shows a value the caller passes on itself (both ends of a range at once). */
  const show = (next: string) => {
    setText(next)
    passedOn.current = next
  }
  return { text, set, show, check }
}

/**
 * A picker field is as wide as its format in characters (its font is monospaced), so a value or the
 * placeholder shows whole ('yyyy-MM-dd HH:mm:ss' keeps its seconds), with its padding and border.
 */
export const formatWidth = (mode: PickerMode) => ({
  minWidth: `calc(${pickerFormats[mode].length}ch + 1rem + 2px)`,
  paddingInline: '0.5rem',
})

/** The button beside a field that opens its calendar, and the calendar in a popover. */
export function PickerPopover({
  label,
  open,
  onOpenChange,
  dense,
  children,
  texts,
}: {
  label: string
  open: boolean
  onOpenChange: (open: boolean) => void
  dense: boolean
  children: ReactNode
  texts: PickerTexts
}) {
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      {/* Named by its content, not aria-label: a field found by its label finds the field alone. */}
      <Popover.Trigger
        type="button"
        className={`flex shrink-0 items-center justify-center rounded-md border border-slate-300 bg-white text-slate-600 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-500 ${dense ? 'size-[30px]' : 'size-[38px]'}`}
      >
        <span className="sr-only">{texts.open(label)}</span>
        <CalendarIcon />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={4}
          // Clear of the side menu and the top bar: the popover stays over the screen it belongs to.
          collisionBoundary={document.querySelector('main')}
          collisionPadding={8}
          aria-label={texts.calendar}
          data-testid="date-picker"
          className="z-50 rounded-lg border border-slate-200 bg-white p-3 shadow-xl focus:outline-none"
        >
          {children}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  )
}

function CalendarIcon() {
  return (
    <svg
      viewBox="0 0 20 20"
      className="size-4"
      aria-hidden
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
    >
      <rect x="3" y="4.5" width="14" height="12" rx="1.5" />
      <path d="M3 8.5h14M7 2.5v4M13 2.5v4" />
    </svg>
  )
}

/** A field's label, box and message, as TextField lays them out. */
export function PickerFrame({
  label,
  inputId,
  dense,
  message,
  messageId,
  className,
  children,
}: {
  label: string
  inputId?: string
  dense: boolean
  message: string | undefined
  messageId: string
  className: string
  children: ReactNode
}) {
  const labelClass = dense ? denseLabel : 'text-sm font-medium text-slate-700'
  return (
    <div className={`flex min-w-0 flex-col ${dense ? 'gap-0.5' : 'gap-1'} ${className}`}>
      {inputId ? (
        <label htmlFor={inputId} className={labelClass}>
          {label}
        </label>
      ) : (
        <span className={labelClass}>{label}</span>
      )}
      <div className="flex items-center gap-1">{children}</div>
      {(!dense || message) && (
        <span id={messageId} role={message ? 'alert' : undefined} className="min-h-4 text-xs text-red-600">
          {message}
        </span>
      )}
    </div>
  )
}

const clockOf = (text: string, timeZone: string): ClockTime => {
  const parts = parsePickerValue('datetime', text) ?? parsePickerValue('time', text)
  if (parts) return { hour: parts.hour, minute: parts.minute, second: parts.second }
  const [hour, minute, second] = formatInTimeZone(new Date(), timeZone, 'HH:mm:ss').split(':').map(Number)
  return { hour: hour ?? 0, minute: minute ?? 0, second: second ?? 0 }
}

const clockText = ({ hour, minute, second }: ClockTime) =>
  [hour, minute, second].map((unit) => String(unit).padStart(2, '0')).join(':')

/**
 * The one picker for a single value (spec sections 5 and 9): a field that takes the value typed in the
 * spec's format (yyyy-MM-dd, yyyy-MM, yyyy-MM-dd HH:mm:ss, HH:mm:ss, yyyy) whatever the browser's
 * locale, and a calendar (days, months, years or the clock) beside it. A value that is not a real
 * date, is refused or lies outside the bounds is named with its field; the range has its own picker
 * (DateRangePicker).
 */
export function DatePicker({
  mode,
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
  onBlur,
}: PickerFieldProps & { mode: PickerMode }) {
  const texts = usePickerTexts()
  const id = useId()
  const messageId = `${id}-message`
  const bounds = boundsOf(mode, { min, max, disabled, upToToday, timeZone })
  const { text, set, check } = usePickerText(mode, value, onChange, bounds)
  const [left, setLeft] = useState(false)
  const [open, setOpen] = useState(false)
  const own = left && text.trim() && !check.ok ? texts.problem(label, mode, check.problem, bounds) : undefined
  const message = own ?? error
  const grid = useDayGrid(mode, bounds, timeZone, texts)
  const chosen = check.ok ? check.value : undefined
  const now = parsePickerValue('date', latestToday('date', timeZone))!
  const startYear = chosen && mode !== 'time' ? Number(chosen.slice(0, 4)) : now.year
  const within = (candidate: string, size: number) =>
    !bounds.disabled?.(candidate) &&
    (bounds.min === undefined || candidate >= bounds.min.slice(0, size)) &&
    (bounds.max === undefined || candidate <= bounds.max.slice(0, size))
  const choose = (next: string, close = true) => {
    set(next)
    setLeft(true)
    if (close) setOpen(false)
  }
  const day = chosen && (mode === 'date' || mode === 'datetime') ? gridDay(chosen) : undefined
  const time = clockOf(text, timeZone)

  return (
    <PickerFrame
      label={label}
      inputId={id}
      dense={dense}
      message={message}
      messageId={messageId}
      className={className}
    >
      <input
        id={id}
        value={text}
        placeholder={pickerFormats[mode]}
        inputMode={mode === 'year' ? 'numeric' : 'text'}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => set(event.target.value)}
        onBlur={() => {
          setLeft(true)
          onBlur?.()
        }}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? messageId : undefined}
        style={formatWidth(mode)}
        className={`${fieldLook(message, dense)} flex-1 font-mono tabular-nums`}
      />
      <PickerPopover label={label} open={open} onOpenChange={setOpen} dense={dense} texts={texts}>
        {(mode === 'date' || mode === 'datetime') && (
          <DayPicker
            mode="single"
            {...grid}
            selected={day}
            defaultMonth={day ?? grid.today}
            autoFocus
            onSelect={(date) => {
              if (!date) return
              choose(mode === 'date' ? dayText(date) : `${dayText(date)} ${clockText(time)}`, mode === 'date')
            }}
          />
        )}
        {mode === 'month' && (
          <MonthPanel
            chosen={chosen}
            startYear={startYear}
            allowed={(month) => within(month, 7)}
            onChoose={choose}
            texts={texts}
          />
        )}
        {mode === 'year' && (
          <YearPanel
            chosen={chosen}
            startYear={startYear}
            allowed={(year) => within(year, 4)}
            onChoose={choose}
            texts={texts}
          />
        )}
        {(mode === 'time' || mode === 'datetime') && (
          <div className="mt-2 flex items-end justify-between gap-3">
            <TimePanel
              time={time}
              texts={texts}
              onChange={(next) => {
                const dayPart = chosen?.slice(0, 10) ?? latestToday('date', timeZone)
                choose(mode === 'time' ? clockText(next) : `${dayPart} ${clockText(next)}`, false)
              }}
            />
            <Popover.Close className="rounded-md bg-brand-600 px-3 py-1.5 text-sm font-medium text-white hover:bg-brand-700">
              {texts.done}
            </Popover.Close>
          </div>
        )}
      </PickerPopover>
    </PickerFrame>
  )
}
