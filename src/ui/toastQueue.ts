/** A short message to the user: what happened, in their language. */
export interface Toast {
  id: number
  kind: 'success' | 'error' | 'info'
  text: string
  /** The page it speaks of (its path): it goes when the user leaves it. */
  page: string
}

/** Notices stack this deep at most: a fourth pushes the oldest out. */
export const mostToasts = 3

/** How long a notice stays, in milliseconds: an error longer, as it asks the user to act. */
export const toastDuration: Record<Toast['kind'], number> = { success: 4000, info: 4000, error: 8000 }

/** The notices after a new one: the newest last, the oldest gone once more than mostToasts. */
export const withToast = (shown: readonly Toast[], toast: Toast): Toast[] =>
  [...shown, toast].slice(-mostToasts)

/** The notices that stay on the page the user is now on. */
export const toastsOn = (shown: readonly Toast[], page: string): Toast[] =>
  shown.filter((toast) => toast.page === page)
