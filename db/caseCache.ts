import { useLiveQuery } from 'dexie-react-hooks'
import type { CaseDetail } from '../contract/cases.ts'
import { type CaseDetailCopy, consoleDb } from './database.ts'

/**
 * The cases a user opened, kept per user (a desk shared by two people never shows one the other's);
 * the case lists are kept lists like any other (keptLists.ts).
 */
export const caseDetailKey = (userId: number, caseId: number) => `${userId}:${caseId}`

export async function saveCaseDetail(key: string, detail: CaseDetail): Promise<void> {
  await consoleDb.caseDetails.put({ key, detail, savedAt: Date.now() })
}

/** Applies a write's answer to the kept detail; when it was confirmed stays as it was. */
export async function updateCaseDetail(
  key: string,
  change: (detail: CaseDetail) => CaseDetail,
): Promise<void> {
  await consoleDb.transaction('rw', consoleDb.caseDetails, async () => {
    const kept = await consoleDb.caseDetails.get(key)
    if (kept) await consoleDb.caseDetails.put({ ...kept, detail: change(kept.detail) })
  })
}

export async function forgetCaseDetail(key: string): Promise<void> {
  await consoleDb.caseDetails.delete(key)
}

/** The kept detail, live; null when none is kept, undefined while first read. */
export function useKeptCaseDetail(key: string): CaseDetailCopy | null | undefined {
  return useLiveQuery(async () => (await consoleDb.caseDetails.get(key)) ?? null, [key])
}
