import { type KeyboardEvent, useEffect, useRef } from 'react'
import type { SettableDay } from './scheduleDraft.ts'

export const settableDays: readonly SettableDay[] = ['work', 'leave', 'off']

/**
 * The kinds a day may take, offered at once under the day clicked, so any kind is one choice away
 * (a cycle took up to three clicks). Escape or a click elsewhere closes it and gives the focus back.
 */
export function ScheduleDayMenu({
  label,
  anchor,
  current,
  words,
  looks,
  onChoose,
  onClose,
}: {
  label: string
  anchor: HTMLElement
  current: SettableDay
  words: Record<SettableDay, { word: string; letter: string }>
  looks: Record<SettableDay, string>
  onChoose: (day: SettableDay) => void
  onClose: () => void
}) {
  const menu = useRef<HTMLDivElement>(null)
  useEffect(() => {
    menu.current?.querySelector<HTMLButtonElement>('[aria-checked="true"]')?.focus()
    return () => anchor.focus()
  }, [anchor])
  const box = anchor.getBoundingClientRect()
  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = [...(menu.current?.querySelectorAll<HTMLButtonElement>('[role="menuitemradio"]') ?? [])]
    const at = items.indexOf(document.activeElement as HTMLButtonElement)
    if (event.key === 'Escape' || event.key === 'Tab') {
      event.preventDefault()
      onClose()
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      items[(at + (event.key === 'ArrowDown' ? 1 : items.length - 1)) % items.length]?.focus()
    }
  }
  return (
    <>
      <div aria-hidden className="fixed inset-0 z-30" onClick={onClose} />
      <div
        ref={menu}
        role="menu"
        aria-label={label}
        tabIndex={-1}
        onKeyDown={move}
        // Under the day, or above it when the day sits near the bottom of the window.
        style={{
          ...(box.bottom + 96 > window.innerHeight
            ? { bottom: window.innerHeight - box.top + 2 }
            : { top: box.bottom + 2 }),
          left: Math.max(4, box.left - 40),
        }}
        className="fixed z-40 flex flex-col rounded-md border border-slate-200 bg-white p-1 text-xs shadow-lg"
      >
        {settableDays.map((day) => (
          <button
            key={day}
            type="button"
            role="menuitemradio"
            aria-checked={day === current}
            onClick={() => onChoose(day)}
            className="flex items-center gap-2 rounded px-2 py-1 text-left text-slate-800 hover:bg-slate-100 focus-visible:bg-slate-100 focus-visible:outline-none aria-checked:font-semibold"
          >
            <span
              aria-hidden
              className={`inline-flex size-4 items-center justify-center rounded-sm text-[10px] font-semibold ${looks[day]}`}
            >
              {words[day].letter}
            </span>
            {words[day].word}
          </button>
        ))}
      </div>
    </>
  )
}
