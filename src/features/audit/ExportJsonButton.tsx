import { useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import type { HistoryQuery } from '../../../contract/audit.ts'
import { Button } from '../../ui/Button.tsx'
import { useFileExport } from '../../ui/useFileExport.ts'
import { historyJsonFile } from './useAuditReads.ts'

/** The history with its verdict as a JSON file; the server logs the export, so it needs the server. */
export function ExportJsonButton({ query }: { query: HistoryQuery }) {
  const { t } = useLingui()
  const reasonId = useId()
  const { busy, offlineReason, online, run } = useFileExport(() => historyJsonFile(query))
  return (
    <Button
      variant="secondary"
      size="small"
      onClick={run}
      disabled={busy || !online}
      aria-busy={busy}
      aria-describedby={online ? undefined : reasonId}
      title={offlineReason}
    >
      {t`Export JSON`}
      {!online && (
        <span id={reasonId} className="sr-only">
          {offlineReason}
        </span>
      )}
    </Button>
  )
}
