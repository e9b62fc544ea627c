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

/** The kept detail of a case, if one is kept. */
export async function keptCaseDetail(key: string): Promise<CaseDetail | undefined> {
  return (await consoleDb.caseDetails.get(key))?.detail
}

/**
 * Keeps the server's copy of a case as `onTop` reshapes it, given the copy kept before, in one
 * transaction with the outbox: a write queued or answered meanwhile is never hidden by the save.
 */
export async function saveServerCaseDetail(
  key: string,
  detail: CaseDetail,
  onTop: (detail: CaseDetail, previous: CaseDetail | undefined) => Promise<CaseDetail>,
): Promise<void> {
  await consoleDb.transaction('rw', consoleDb.caseDetails, consoleDb.outbox, async () => {
    const previous = (await consoleDb.caseDetails.get(key))?.detail
    await consoleDb.caseDetails.put({ key, detail: await onTop(detail, previous), savedAt: Date.now() })
  })
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
