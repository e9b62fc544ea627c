import { useLingui } from '@lingui/react/macro'
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react'
import { fieldLook } from '../../ui/TextField.tsx'
import { type MemberChoice, searchMemberChoices } from './useTeams.ts'

/** Waits this long after the last key before asking the server. */
const typingPauseMs = 250

/**
 * Chooses one member by typing part of their name or phone: the server searches (useTeams.ts), so
 * every member of every team can be found, not only a first page. The field shows the one chosen;
 * Clear chooses none. Keys: arrows move, Enter chooses, Escape closes.
 */
export function MemberPicker({
  label,
  value,
  chosenName,
  onChange,
  onBlur,
  error,
  search = searchMemberChoices,
}: {
  label: string
  /** The chosen member's id as text; '' for none. */
  value: string
  /** The name of the member chosen when the picker opens (the team's leader, say). */
  chosenName: string
  onChange: (value: string) => void
  onBlur?: () => void
  error?: string | undefined
  /** The search; the server's unless a test gives its own. */
  search?: (typed: string, signal: AbortSignal) => Promise<MemberChoice[]>
}) {
  const { t } = useLingui()
  const id = useId()
  const listId = `${id}-list`
  const errorId = `${id}-error`
  const [name, setName] = useState(value ? chosenName : '')
  const [typed, setTyped] = useState<string | null>(null)
  const [found, setFound] = useState<MemberChoice[] | null>(null)
  const [active, setActive] = useState(0)
  const closing = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const open = typed !== null

  useEffect(() => {
    if (typed === null) return
    const abort = new AbortController()
    setFound(null)
    const timer = setTimeout(() => {
      search(typed, abort.signal).then(
        (choices) => {
          setFound(choices)
          setActive(0)
        },
        () => !abort.signal.aborted && setFound([]),
      )
    }, typingPauseMs)
    return () => {
      clearTimeout(timer)
      abort.abort()
    }
  }, [typed, search])
  useEffect(() => () => clearTimeout(closing.current), [])

  const choose = (choice: MemberChoice | null) => {
    setName(choice?.name ?? '')
    setTyped(null)
    onChange(choice ? String(choice.id) : '')
  }
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault()
      event.stopPropagation()
      setTyped(null)
    } else if (event.key === 'ArrowDown') {
      event.preventDefault()
      if (!open) setTyped('')
      else setActive((at) => Math.min(at + 1, (found?.length ?? 1) - 1))
    } else if (event.key === 'ArrowUp' && open) {
      event.preventDefault()
      setActive((at) => Math.max(at - 1, 0))
    } else if (event.key === 'Enter' && open) {
      event.preventDefault()
      const choice = found?.[active]
      if (choice) choose(choice)
    }
  }

  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={open && found?.[active] ? `${listId}-${found[active].id}` : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          autoComplete="off"
          placeholder={t`None: type a name or phone to search`}
          value={typed ?? name}
          onChange={(event) => setTyped(event.target.value)}
          onFocus={() => clearTimeout(closing.current)}
          onBlur={() => {
            // A click on a choice lands after the blur: close only once it has had its turn.
            closing.current = setTimeout(() => {
              setTyped(null)
              onBlur?.()
            }, 150)
          }}
          onKeyDown={onKeyDown}
          className={`${fieldLook(error)} ${value ? 'pr-16' : ''}`}
        />
        {value && !open && (
          <button
            type="button"
            onClick={() => choose(null)}
            aria-label={t`Clear ${label}`}
            className="absolute inset-y-0 right-0 px-3 text-xs font-medium text-brand-700 hover:text-brand-900"
          >
            {t`Clear`}
          </button>
        )}
        {open && (
          <div
            id={listId}
            role="listbox"
            aria-label={label}
            className="absolute z-20 mt-1 max-h-56 w-full overflow-y-auto rounded-md border border-slate-200 bg-white py-1 text-sm shadow-lg"
          >
            {found === null ? (
              <p className="px-3 py-1.5 text-slate-500" role="status">{t`Searching…`}</p>
            ) : found.length === 0 ? (
              <p className="px-3 py-1.5 text-slate-500" role="status">{t`No member matches.`}</p>
            ) : (
              found.map((choice, at) => (
                <div
                  key={choice.id}
                  id={`${listId}-${choice.id}`}
                  role="option"
                  tabIndex={-1}
                  aria-selected={at === active}
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => choose(choice)}
                  onKeyDown={(event) => event.key === 'Enter' && choose(choice)}
                  onMouseEnter={() => setActive(at)}
                  className={`flex cursor-pointer justify-between gap-3 px-3 py-1.5 ${at === active ? 'bg-brand-50' : ''}`}
                >
                  <span className="truncate">{choice.name}</span>
                  <span className="shrink-0 text-xs text-slate-500">{choice.teamName ?? t`No team`}</span>
                </div>
              ))
            )}
          </div>
        )}
      </div>
      <span id={errorId} role={error ? 'alert' : undefined} className="min-h-4 text-xs text-red-600">
        {error}
      </span>
    </div>
  )
}
