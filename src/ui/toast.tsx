import { useLingui } from '@lingui/react/macro'
import { useEffect, useSyncExternalStore } from 'react'
import { useLocation } from 'wouter'
import { type Toast, toastDuration, toastsOn, withToast } from './toastQueue.ts'

let toasts: Toast[] = []
let nextId = 1
const listeners = new Set<() => void>()
const emit = () => {
  for (const listener of listeners) listener()
}

const dismiss = (id: number) => {
  if (!toasts.some((item) => item.id === id)) return
  toasts = toasts.filter((item) => item.id !== id)
  emit()
}

/**
 * The one toast: shows a short message for a few seconds (an error for longer, and it can be closed).
 * It speaks of the page it is raised on, or of `page` when the app is on its way there (a sign-in
 * page after a password change).
 */
export function showToast(kind: Toast['kind'], text: string, { page }: { page?: string } = {}): void {
  const toast = { id: nextId++, kind, text, page: page ?? window.location.pathname }
  toasts = withToast(toasts, toast)
  emit()
  setTimeout(() => dismiss(toast.id), toastDuration[kind])
}

/** Clears the notices of the pages the user left. */
function keepToastsOn(page: string): void {
  const kept = toastsOn(toasts, page)
  if (kept.length === toasts.length) return
  toasts = kept
  emit()
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

const kindStyles: Record<Toast['kind'], string> = {
  success: 'border-emerald-300 bg-emerald-50 text-emerald-900',
  error: 'border-red-300 bg-red-50 text-red-900',
  info: 'border-slate-300 bg-white text-slate-900',
}

/**
 * Notices stack in the bottom right corner, over no title, totals or connection state, three at most;
 * each goes after a few seconds, and all go when the user opens another page.
 */
export function Toaster() {
  const { t } = useLingui()
  const current = useSyncExternalStore(subscribe, () => toasts)
  const [path] = useLocation()
  useEffect(() => keepToastsOn(path), [path])
  return (
    <div
      className="pointer-events-none fixed right-4 bottom-12 z-[60] flex w-80 max-w-[calc(100vw-2rem)] flex-col items-end gap-2"
      aria-live="polite"
      data-testid="toasts"
    >
      {current.map((toast) => (
        <div
          key={toast.id}
          role={toast.kind === 'error' ? 'alert' : 'status'}
          className={`pointer-events-auto flex items-start gap-2 rounded-md border px-4 py-2 text-sm shadow ${kindStyles[toast.kind]}`}
        >
          <span className="min-w-0">{toast.text}</span>
          {toast.kind === 'error' && (
            <button
              type="button"
              onClick={() => dismiss(toast.id)}
              aria-label={t`Close`}
              title={t`Close`}
              className="-mr-2 rounded p-0.5 hover:bg-red-100"
            >
              <svg
                viewBox="0 0 16 16"
                aria-hidden
                className="size-3.5"
                stroke="currentColor"
                strokeWidth={1.6}
              >
                <path d="M4 4l8 8M12 4l-8 8" strokeLinecap="round" />
              </svg>
            </button>
          )}
        </div>
      ))}
    </div>
  )
}
