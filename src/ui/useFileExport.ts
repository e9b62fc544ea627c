import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { DownloadedFile } from '../../contract/endpoint.ts'
import { saveFile } from '../api/saveFile.ts'
import { showToast } from './toast.tsx'
import { useServerNeeded } from './useActionOffer.ts'

/**
 * An export the server makes and the browser saves (a list's CSV, a history's JSON): busy while the
 * file comes, a toast when it fails, and the offline reason, since every export needs the server.
 */
export function useFileExport(fetchFile: () => Promise<DownloadedFile>) {
  const { t } = useLingui()
  const [busy, setBusy] = useState(false)
  const offlineReason = useServerNeeded()
  async function run() {
    setBusy(true)
    try {
      saveFile(await fetchFile())
    } catch (error) {
      showToast('error', t`The file could not be exported: ${(error as Error).message}`)
    } finally {
      setBusy(false)
    }
  }
  return { busy, offlineReason, online: offlineReason === undefined, run }
}
