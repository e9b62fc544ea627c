import { useSyncExternalStore } from 'react'

export interface Toast {
  id: number
  kind: 'success' | 'error' | 'info'
  text: string
}

let toasts: Toast[] = []
let nextId = 1
const listeners = new Set<() => void>()
const emit = () => {
  for (const listener of listeners) listener()
}

/** The one toast: shows a short message for a few seconds. */
export function showToast(kind: Toast['kind'], text: string, durationMs = 4000): void {
  const toast = { id: nextId++, kind, text }
  toasts = [...toasts, toast]
  emit()
  setTimeout(() => {
    toasts = toasts.filter((item) => item.id !== toast.id)
    emit()
  }, durationMs)
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

/** Notices show below the header and the tab bar, never over the connection state they may speak of. */
export function Toaster() {
  const current = useSyncExternalStore(subscribe, () => toasts)
  return (
    <div
      className="pointer-events-none fixed top-24 left-1/2 z-[60] flex -translate-x-1/2 flex-col items-center gap-2"
      aria-live="polite"
    >
      {current.map((toast) => (
        <div
          key={toast.id}
          role={toast.kind === 'error' ? 'alert' : 'status'}
          className={`rounded-md border px-4 py-2 text-sm shadow ${kindStyles[toast.kind]}`}
        >
          {toast.text}
        </div>
      ))}
    </div>
  )
}
