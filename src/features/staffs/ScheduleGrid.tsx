import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { MonthScheduleAnswer, ScheduleCell } from '../../../contract/staffs.ts'
import { useWeekdayWords } from '../../ui/weekdays.ts'
import { ScheduleDayMenu, settableDays } from './ScheduleDayMenu.tsx'
import { isDutyDate, type ScheduleDraft, type SettableDay, shownDay } from './scheduleDraft.ts'

type Day = ScheduleCell['day']

/** How each day looks: a colour and a letter, so a day reads without colour too. */
const dayLooks: Record<Day, string> = {
  work: 'bg-emerald-100 text-emerald-900',
  leave: 'bg-amber-200 text-amber-950',
  off: 'bg-slate-200 text-slate-600',
  notMember: 'bg-white text-slate-300',
}

/** Each day's word and letter in the reader's language. */
export function useScheduleDayWords(): Record<Day, { word: string; letter: string }> {
  const { t } = useLingui()
  return {
    work: {
      word: t`Work`,
      letter: t({ message: 'W', comment: 'The letter of a working day on the schedule' }),
    },
    leave: {
      word: t`Leave`,
      letter: t({ message: 'L', comment: 'The letter of a leave day on the schedule' }),
    },
    off: { word: t`Off`, letter: t({ message: 'O', comment: 'The letter of a day off on the schedule' }) },
    notMember: { word: t`Not in the team`, letter: '' },
  }
}

/**
 * A team's month: members by days, each day work, leave or off. The member column and the days'
 * header stay in view while the grid scrolls; days the team does not work are shaded, today's column
 * is marked, a day the leader set has a dot, and a day changed on screen and not saved has a ring.
 * Only editable days (today or later, on the member's clock) are buttons: a click offers work, leave
 * and off to choose from, and typing a day's letter on a focused day sets it at once.
 */
export function ScheduleGrid({
  schedule,
  draft,
  canEdit,
  onChoose,
}: {
  schedule: MonthScheduleAnswer
  draft: ScheduleDraft
  canEdit: boolean
  onChoose: (memberId: number, cell: ScheduleCell, day: SettableDay) => void
}) {
  const [choosing, setChoosing] = useState<{
    memberId: number
    name: string
    cell: ScheduleCell
    anchor: HTMLElement
  } | null>(null)
  const { t } = useLingui()
  const words = useScheduleDayWords()
  const weekdays = useWeekdayWords()
  const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay() || 7
  const isToday = (date: string) => date === schedule.today
  return (
    <div className="min-h-0 flex-1 overflow-auto rounded-lg border border-slate-200 bg-white">
      <table
        className="border-separate border-spacing-0 text-xs"
        aria-label={t`Schedule of ${schedule.team.name}`}
      >
        <thead>
          <tr>
            <th
              scope="col"
              className="sticky top-0 left-0 z-20 w-36 min-w-36 border-b border-slate-200 bg-white px-2 py-1 text-left font-medium text-slate-500"
            >
              {t`Member`}
            </th>
            {schedule.dates.map((date) => (
              <th
                key={date}
                scope="col"
                data-today={isToday(date) || undefined}
                aria-label={isToday(date) ? `${date} (${t`Today`})` : date}
                className={`sticky top-0 z-10 w-[26px] min-w-[26px] border-b border-slate-200 px-0 py-0.5 text-center font-medium ${
                  isToday(date)
                    ? 'bg-brand-600 text-white'
                    : isDutyDate(schedule, date)
                      ? 'bg-white text-slate-700'
                      : 'bg-slate-100 text-slate-400'
                }`}
              >
                <span className="block leading-4">{Number(date.slice(8))}</span>
                <span className="block text-[10px] leading-3 font-normal">{weekdays[weekdayOf(date)]}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {schedule.rows.map((row) => (
            <tr key={row.memberId}>
              <th
                scope="row"
                className="sticky left-0 z-10 w-36 max-w-36 truncate border-b border-slate-100 bg-white px-2 py-0 text-left font-normal text-slate-800"
                title={`${row.name} · ${row.roleName}`}
              >
                {row.name}
              </th>
              {row.cells.map((cell) => {
                const day = shownDay(draft, row.memberId, cell)
                const changed = day !== cell.day
                const label = `${row.name}, ${cell.date}: ${words[day].word}`
                const look = `relative flex h-5 w-full items-center justify-center rounded-sm font-semibold ${dayLooks[day]} ${
                  changed ? 'ring-2 ring-brand-600 ring-inset' : ''
                }`
                const mark = cell.set && !changed && (
                  <span aria-hidden className="absolute top-0 right-0 size-1.5 rounded-full bg-brand-700" />
                )
                return (
                  <td
                    key={cell.date}
                    className={`border-b border-slate-100 p-px ${isToday(cell.date) ? 'bg-brand-100' : ''}`}
                  >
                    {canEdit && cell.editable ? (
                      <button
                        type="button"
                        className={`${look} cursor-pointer hover:brightness-95 focus-visible:outline-2 focus-visible:outline-brand-500`}
                        aria-label={label}
                        title={label}
                        aria-haspopup="menu"
                        onClick={(event) =>
                          setChoosing({
                            memberId: row.memberId,
                            name: row.name,
                            cell,
                            anchor: event.currentTarget,
                          })
                        }
                        onKeyDown={(event) => {
                          const typed = settableDays.find(
                            (kind) => words[kind].letter.toLowerCase() === event.key.toLowerCase(),
                          )
                          if (typed && !event.ctrlKey && !event.metaKey && !event.altKey)
                            onChoose(row.memberId, cell, typed)
                        }}
                      >
                        {words[day].letter}
                        {mark}
                      </button>
                    ) : (
                      <span
                        className={`${look} ${cell.editable ? '' : 'opacity-50'}`}
                        role="img"
                        title={label}
                        aria-label={label}
                      >
                        {words[day].letter}
                        {mark}
                      </span>
                    )}
                  </td>
                )
              })}
            </tr>
          ))}
        </tbody>
      </table>
      {choosing && (
        <ScheduleDayMenu
          label={`${choosing.name}, ${choosing.cell.date}`}
          anchor={choosing.anchor}
          current={shownDay(draft, choosing.memberId, choosing.cell) as SettableDay}
          words={words}
          looks={dayLooks}
          onChoose={(day) => {
            onChoose(choosing.memberId, choosing.cell, day)
            setChoosing(null)
          }}
          onClose={() => setChoosing(null)}
        />
      )}
    </div>
  )
}

/** What the colours, letters and marks of the grid mean. */
export function ScheduleLegend() {
  const { t } = useLingui()
  const words = useScheduleDayWords()
  const swatch = (day: Day) => (
    <span className="inline-flex items-center gap-1">
      <span
        className={`inline-flex size-4 items-center justify-center rounded-sm text-[10px] font-semibold ${dayLooks[day]}`}
      >
        {words[day].letter}
      </span>
      {words[day].word}
    </span>
  )
  return (
    <p className="flex flex-wrap items-center gap-3 text-xs text-slate-600" data-testid="schedule-legend">
      {swatch('work')}
      {swatch('leave')}
      {swatch('off')}
      <span className="inline-flex items-center gap-1">
        <span className="size-1.5 rounded-full bg-brand-700" />
        {t`Set by the leader`}
      </span>
      <span className="inline-flex items-center gap-1">
        <span className="size-3 rounded-sm ring-2 ring-brand-600 ring-inset" />
        {t`Changed, not saved`}
      </span>
      <span className="inline-flex items-center gap-1">
        <span className="size-3 rounded-sm bg-brand-600" />
        {t`Today`}
      </span>
      <span>{t`Days past are read-only.`}</span>
    </p>
  )
}
