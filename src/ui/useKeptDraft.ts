import { useCallback, useEffect, useRef, useState } from 'react'
import { type DraftKey, dropDraft, keepDraft, keepDraftAtOnce, readDraft } from '../../db/drafts.ts'

/** A form's values: texts, and the odd checkbox. */
type Values = Record<string, string | boolean>
type ValuesOf<D> = Record<keyof D, string | boolean>

/** How long typing pauses before the draft is written: often enough that a reload loses a word at most. */
export const draftPauseMs = 300

/** Where a form's draft stands, for the notice that offers to discard it. */
export interface DraftStatus {
  /** A draft is kept for this form now. */
  kept: boolean
  /** When the draft on screen was kept before this form opened; null for one typed since. */
  restoredFrom: number | null
  /** Empties the form and drops its draft. */
  discard: () => void
}

/** Whether two drafts of one form hold the same values. */
export const sameValues = <D extends ValuesOf<D>>(a: D, b: D) =>
  Object.keys(a).every((field) => a[field as keyof D] === b[field as keyof D])

// A draft an older form kept may lack a field or hold another type: only what fits the form comes back.
function fitting<D extends ValuesOf<D>>(start: D, kept: Record<string, unknown>): D {
  const values: Values = { ...start }
  for (const [field, value] of Object.entries(start))
    if (typeof kept[field] === typeof value) values[field] = kept[field] as string | boolean
  return values as D
}

/**
 * Keeps a form's values as the user types (db/drafts.ts), restores them when the form opens again and
 * drops them once the form is back at its start (saved, or discarded). Nothing is written until the
 * kept draft is read, so opening a form never overwrites what was kept; a draft read after the user
 * began typing does not replace what they typed. A pending write is made at once when the form closes
 * (another section, another case) or the page is left (reload, tab closed, hidden), so no pause is lost.
 */
export function useKeptDraft<D extends ValuesOf<D>>(
  key: DraftKey | undefined,
  values: D,
  start: D,
  restore: (values: D) => void,
): Omit<DraftStatus, 'discard'> & { drop: () => void } {
  const [read, setRead] = useState(key === undefined)
  const [kept, setKept] = useState(false)
  const [restoredFrom, setRestoredFrom] = useState<number | null>(null)
  const pending = useRef<{ timer: ReturnType<typeof setTimeout>; write: (leaving: boolean) => void } | null>(
    null,
  )
  // Each write's number: a draft written after the form was emptied does not say it is kept.
  const lastWrite = useRef(0)
  // The values a kept draft was restored as: they are kept already, and the notice says restored.
  const restoredValues = useRef<D | null>(null)
  const latest = useRef({ values, start })
  latest.current = { values, start }

  // biome-ignore lint/correctness/useExhaustiveDependencies: read once per draft key, with the values of that moment
  useEffect(() => {
    if (key === undefined) return
    let current = true
    setRead(false)
    readDraft(key).then(
      (draft) => {
        if (!current) return
        const now = latest.current
        if (draft && sameValues(now.values, now.start)) {
          const restored = fitting(now.start, draft.values)
          if (!sameValues(restored, now.start)) {
            restoredValues.current = restored
            restore(restored)
            setKept(true)
            setRestoredFrom(draft.savedAt)
          }
        }
        setRead(true)
      },
      // A browser that cannot read its database keeps no draft, but the form still works.
      () => {},
    )
    return () => {
      current = false
    }
  }, [key])

  /** Writes what waits for the pause now; `leaving`: the page is going, so the write starts before this returns. */
  const flush = useCallback((leaving = false) => {
    const waiting = pending.current
    if (!waiting) return
    clearTimeout(waiting.timer)
    pending.current = null
    waiting.write(leaving)
  }, [])

  useEffect(() => {
    if (key === undefined || !read || values === restoredValues.current) return
    const empty = sameValues(values, start)
    if (empty) {
      setKept(false)
      setRestoredFrom(null)
    }
    // Said kept once it is: a reload right after the notice shows loses nothing.
    const write = (leaving: boolean) => {
      const number = ++lastWrite.current
      const written = leaving
        ? keepDraftAtOnce(key, empty ? null : values)
        : empty
          ? dropDraft(key)
          : keepDraft(key, values)
      written
        .then(() => {
          if (empty || number !== lastWrite.current) return
          // Edited since it was restored: the notice now speaks of this draft.
          setKept(true)
          setRestoredFrom(null)
        })
        .catch(() => {})
    }
    if (pending.current) clearTimeout(pending.current.timer)
    pending.current = { timer: setTimeout(() => flush(), draftPauseMs), write }
  }, [key, read, values, start, flush])

  // Closing the form (another section, another case) writes what is still waiting.
  useEffect(() => () => flush(), [flush])

  // So does leaving the page (a reload, the tab closed, another app in front), where the pause may
  // never end: the write is started before the handler returns, while the page is still there.
  useEffect(() => {
    const leaving = () => flush(true)
    const hidden = () => {
      if (document.visibilityState === 'hidden') flush(true)
    }
    window.addEventListener('pagehide', leaving)
    document.addEventListener('visibilitychange', hidden)
    return () => {
      window.removeEventListener('pagehide', leaving)
      document.removeEventListener('visibilitychange', hidden)
    }
  }, [flush])

  const drop = useCallback(() => {
    if (pending.current) clearTimeout(pending.current.timer)
    pending.current = null
    lastWrite.current++
    setKept(false)
    setRestoredFrom(null)
    if (key !== undefined) void dropDraft(key).catch(() => {})
  }, [key])

  return { kept, restoredFrom, drop }
}
