import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { Button } from '../../ui/Button.tsx'
import { showToast } from '../../ui/toast.tsx'

/**
 * A link shown whole (selectable, so it can be copied by hand) with a button that copies it. A browser
 * that refuses the clipboard (no permission, not a secure page) gets the spec's message and the link
 * selected, ready to copy manually.
 */
export function CopyLinkButton({ url }: { url: string }) {
  const { t } = useLingui()
  const [copied, setCopied] = useState(false)
  const [field, setField] = useState<HTMLInputElement | null>(null)
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url)
      setCopied(true)
    } catch {
      showToast('error', t`copy failed, please copy manually`)
      field?.focus()
      field?.select()
    }
  }
  return (
    <span className="flex items-center gap-1">
      <input
        ref={setField}
        readOnly
        value={url}
        aria-label={t`Payment link`}
        onFocus={(event) => event.currentTarget.select()}
        className="w-44 truncate rounded border border-slate-200 bg-slate-50 px-2 py-1 font-mono text-xs text-slate-700"
      />
      <Button variant="secondary" size="small" className="whitespace-nowrap" onClick={copy}>
        {copied ? t`Copied` : t`Copy link`}
      </Button>
    </span>
  )
}
