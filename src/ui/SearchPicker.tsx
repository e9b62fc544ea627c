import { useLingui } from '@lingui/react/macro'
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react'
import { fieldLook } from './TextField.tsx'

/** One choice of a search picker: what it sets, what it reads, and a quieter word beside it. */
export interface SearchChoice {
  value: string
  label: string
  hint?: string
}

/**
 * Chooses one of many by typing part of its name: the search (a server's, or a list's own) answers
 * what matches, so any choice can be found, not only a first page. The field shows the one chosen;
 * Clear, when offered, chooses none. Keys: arrows move, Enter chooses, Escape closes the list (not
 * the dialog around it). The member and time zone pickers are this one with their own search.
 */
export function SearchPicker({
  label,
  value,
  chosenLabel = '',
  labelOf,
  onChange,
  onBlur,
  error,
  search,
  placeholder,
  noMatch,
  clearable = true,
  pauseMs = 250,
}: {
  label: string
  /** The chosen value; '' for none. */
  value: string
  /** What the chosen value reads as when the picker opens, for a picker that cannot name its choices itself. */
  chosenLabel?: string
  /**
   * What a value reads as, in the screen's language now: a picker that knows its choices (countries,
   * time zones) names the chosen one afresh at each drawing, so a language switch renames it too.
   */
  labelOf?: (value: string) => string
  onChange: (value: string) => void
  onBlur?: () => void
  error?: string | undefined
  search: (typed: string, signal: AbortSignal) => Promise<SearchChoice[]>
  placeholder: string
  /** Said when the search finds nothing. */
  noMatch: string
  /** Offer Clear to choose none; a field that needs a value does not. */
  clearable?: boolean
  /** Waits this long after the last key before searching: a server is asked once per pause. */
  pauseMs?: number
}) {
  const { t } = useLingui()
  const id = useId()
  const listId = `${id}-list`
  const errorId = `${id}-error`
  const [chosen, setChosen] = useState({ value, label: chosenLabel })
  // A value set from outside (a form put back) reads as its own, not as the last one chosen here.
  const [given, setGiven] = useState(value)
  if (given !== value) {
    setGiven(value)
    // The parent handing back the value chosen here keeps its name; a value set from outside takes
    // the name the parent gives.
    if (value !== chosen.value) setChosen({ value, label: chosenLabel })
  }
  const shown = chosen.value === '' ? '' : labelOf ? labelOf(chosen.value) : chosen.label
  const [typed, setTyped] = useState<string | null>(null)
  const [found, setFound] = useState<SearchChoice[] | null>(null)
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
    }, pauseMs)
    return () => {
      clearTimeout(timer)
      abort.abort()
    }
  }, [typed, search, pauseMs])
  useEffect(() => () => clearTimeout(closing.current), [])

  const choose = (choice: SearchChoice | null) => {
    setChosen({ value: choice?.value ?? '', label: choice?.label ?? '' })
    setTyped(null)
    onChange(choice?.value ?? '')
  }
  const optionId = (choice: SearchChoice) => `${listId}-${choice.value}`
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
  const offersClear = clearable && value !== '' && !open

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
          aria-activedescendant={open && found?.[active] ? optionId(found[active]) : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          autoComplete="off"
          placeholder={placeholder}
          value={typed ?? shown}
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
          className={`${fieldLook(error)} ${offersClear ? 'pr-16' : ''}`}
        />
        {offersClear && (
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
              <p className="px-3 py-1.5 text-slate-500" role="status">
                {noMatch}
              </p>
            ) : (
              found.map((choice, at) => (
                <div
                  key={choice.value}
                  id={optionId(choice)}
                  role="option"
                  tabIndex={-1}
                  aria-selected={at === active}
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => choose(choice)}
                  onKeyDown={(event) => event.key === 'Enter' && choose(choice)}
                  onMouseEnter={() => setActive(at)}
                  className={`flex cursor-pointer justify-between gap-3 px-3 py-1.5 ${at === active ? 'bg-brand-50' : ''}`}
                >
                  <span className="truncate">{choice.label}</span>
                  {choice.hint !== undefined && (
                    <span className="shrink-0 text-xs text-slate-500">{choice.hint}</span>
                  )}
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
