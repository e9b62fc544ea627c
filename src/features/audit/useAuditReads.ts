import {
  type AuditedKind,
  auditHistory,
  auditHistoryJson,
  auditObjects,
  type HistoryQuery,
} from '../../../contract/audit.ts'
import type { DownloadedFile } from '../../../contract/endpoint.ts'
import { request } from '../../api/request.ts'
import { useKeptRead } from '../../api/useKeptRead.ts'

/** The objects of one kind found by a number or an id; nothing asked until something is typed. */
export function useAuditObjects(userId: number, kind: AuditedKind, search: string) {
  return useKeptRead(
    `audit:${userId}:objects-${kind}-${search}`,
    auditObjects,
    { kind, search },
    search !== '',
  )
}

export type HistoryFilters = Omit<HistoryQuery, 'kind' | 'id'>

/** One object's history with its verdicts, the steps the filters choose; kept per object and filter. */
export function useHistory(userId: number, kind: AuditedKind, id: string, filters: HistoryFilters) {
  const input = { kind, id, ...filters }
  return useKeptRead(`audit:${userId}:history-${JSON.stringify(input)}`, auditHistory, input)
}

/** The history with its verdict as a JSON file, the filters applied; the server logs each export. */
export async function historyJsonFile(query: HistoryQuery): Promise<DownloadedFile> {
  const history = await request(auditHistoryJson, query)
  const blob = new Blob([JSON.stringify(history, null, 2)], { type: 'application/json' })
  return { fileName: `history-${query.kind}-${query.id}.json`, blob }
}
