import { useLingui } from '@lingui/react/macro'
import { formatAge } from '../i18n/format.ts'
import { Button } from './Button.tsx'
import type { DraftStatus } from './useKeptDraft.ts'

/** Says a form's draft is kept (or was brought back) and offers to discard it; nothing when none is. */
export function DraftNotice({
  draft,
  className = '',
}: {
  draft: DraftStatus | undefined
  className?: string
}) {
  const { t } = useLingui()
  if (!draft?.kept) return null
  const age = draft.restoredFrom === null ? '' : formatAge(draft.restoredFrom)
  return (
    <div
      role="status"
      className={`flex items-center gap-3 rounded-md bg-amber-50 px-3 py-1.5 text-sm text-amber-900 ${className}`}
    >
      <span className="flex-1">
        {draft.restoredFrom === null ? t`Draft kept on this device` : t`Draft restored, kept ${age}`}
      </span>
      <Button variant="ghost" size="small" onClick={draft.discard}>
        {t`Discard draft`}
      </Button>
    </div>
  )
}
