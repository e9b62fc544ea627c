import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { HistoryQuery } from '../../../contract/audit.ts'
import { saveFile } from '../../api/saveFile.ts'
import { Button } from '../../ui/Button.tsx'
import { showToast } from '../../ui/toast.tsx'
import { useServerNeeded } from '../../ui/useActionOffer.ts'
import { historyJsonFile } from './useAuditReads.ts'

/** The history with its verdict as a JSON file; the server logs the export, so it needs the server. */
export function ExportJsonButton({ query }: { query: HistoryQuery }) {
  const { t } = useLingui()
  const [busy, setBusy] = useState(false)
  const offlineReason = useServerNeeded()
  async function exportJson() {
    setBusy(true)
    try {
      saveFile(await historyJsonFile(query))
    } catch (error) {
      showToast('error', t`The file could not be exported: ${(error as Error).message}`)
    } finally {
      setBusy(false)
    }
  }
  return (
    <Button
      variant="secondary"
      size="small"
      onClick={exportJson}
      disabled={busy || offlineReason !== undefined}
      title={offlineReason}
    >
      {t`Export JSON`}
    </Button>
  )
}
