import { useLiveQuery } from 'dexie-react-hooks'
import { consoleDb, type DraftRow } from './database.ts'

/** Whose draft of which form, on what: a collector's collection record on case 370. */
export interface DraftOwner {
  userId: number
  /** The form, such as `collectionRecord` or `todo`. */
  form: string
  /** What it is written on, as the outbox names subjects (`case:370`). */
  subject: string
}

/** One draft per user, form and subject; the user's id first, so no other user's key reads it. */
export type DraftKey = `${number}:${string}:${string}`

export const draftKey = ({ userId, form, subject }: DraftOwner): DraftKey => `${userId}:${form}:${subject}`

const userOf = (key: DraftKey) => Number(key.slice(0, key.indexOf(':')))

/** A kept draft: the values as the user left them and when. */
export interface KeptDraft {
  values: Record<string, unknown>
  savedAt: number
}

export async function readDraft(key: DraftKey): Promise<KeptDraft | undefined> {
  const row = await consoleDb.drafts.get(key)
  return row && { values: row.values, savedAt: row.savedAt }
}

export async function keepDraft(key: DraftKey, values: Record<string, unknown>): Promise<void> {
  await consoleDb.drafts.put({ key, userId: userOf(key), values, savedAt: Date.now() })
}

/**
 * Keeps a draft (or drops it, given null) with the database's request made before this returns, for a
 * page being left (pagehide): Dexie starts its request a few promise turns later, which on a reload can
 * be after the page is gone, and the words typed last with it. The write is committed at once.
 */
export function keepDraftAtOnce(key: DraftKey, values: Record<string, unknown> | null): Promise<void> {
  if (!consoleDb.isOpen()) return values ? keepDraft(key, values) : dropDraft(key)
  const transaction = consoleDb.backendDB().transaction('drafts', 'readwrite')
  const drafts = transaction.objectStore('drafts')
  if (values) drafts.put({ key, userId: userOf(key), values, savedAt: Date.now() } satisfies DraftRow)
  else drafts.delete(key)
  transaction.commit()
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve()
    transaction.onabort = () => reject(transaction.error)
  })
}

/** Drops a draft: the form was saved (queued) or the user discarded it. */
export async function dropDraft(key: DraftKey): Promise<void> {
  await consoleDb.drafts.delete(key)
}

/** Whether a draft is kept under `key`, live: a screen can say where one waits before its form opens. */
export function useDraftKept(key: DraftKey): boolean {
  return useLiveQuery(async () => (await consoleDb.drafts.get(key)) !== undefined, [key]) ?? false
}
