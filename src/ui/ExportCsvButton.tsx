import { useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import type { Endpoint, InputOf } from '../../contract/endpoint.ts'
import { download as downloadFile } from '../api/request.ts'
import { ToolbarIconButton } from './ToolbarIconButton.tsx'
import { useFileExport } from './useFileExport.ts'

/**
 * A list's export: the server writes the whole of the current filter and sort as a CSV file in the
 * user's language and time zone, and the browser saves it. It needs the server, and says so offline.
 */
export function ExportCsvButton<E extends Endpoint & { download: 'csv' }>({
  entry,
  input,
}: {
  entry: E
  input: InputOf<E>
}) {
  const { t } = useLingui()
  const reasonId = useId()
  // The same offline rule and words as every action that needs the server.
  const { busy, offlineReason, online, run: download } = useFileExport(() => downloadFile(entry, input))

  return (
    <ToolbarIconButton
      paths={['M8 2.5v7.5M4.75 6.75 8 10l3.25-3.25M2.75 11.5v1.75h10.5V11.5']}
      motion="pulse"
      working={busy}
      onClick={download}
      disabled={busy || !online}
      aria-busy={busy}
      aria-label={t`Export CSV`}
      aria-describedby={online ? undefined : reasonId}
      title={
        online
          ? busy
            ? t`Exporting…`
            : t`Export CSV: the whole list, as filtered and sorted`
          : offlineReason
      }
    >
      {!online && (
        <span id={reasonId} className="sr-only">
          {offlineReason}
        </span>
      )}
    </ToolbarIconButton>
  )
}
