import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import type { Database } from '../database/connect.ts'
import { clientMutations, type requestHashKinds, serverSecrets } from '../database/schema/audit.ts'

/**
 * The hash a client write is kept under, to tell its replay from another write sent with the same id.
 * A plain SHA-256 of a body gives its content away to anyone who reads the table and can guess it: a
 * 6-digit code is one of a million bodies, found in seconds. So the hash is an HMAC with a key the
 * server makes on first start and keeps in the database (every process shares it); without the key
 * the hash tells nothing. Decision 0031.
 */

type RequestHashKind = (typeof requestHashKinds)[number]
export interface KeptRequestHash {
  requestHash: string
  requestHashKind: RequestHashKind
}

const keyName = 'requestHash'
const keys = new WeakMap<Database, Promise<Buffer>>()

async function loadKey(db: Database): Promise<Buffer> {
  // Two processes starting together both offer a key; the first one written is everyone's.
  await db
    .insert(serverSecrets)
    .values({ name: keyName, value: randomBytes(32).toString('hex') })
    .onConflictDoNothing()
  const [kept] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, keyName))
  return Buffer.from(kept!.value, 'hex')
}

/** The key of this database's request hashes, made on first use and read once per process. */
function requestHashKey(db: Database): Promise<Buffer> {
  let key = keys.get(db)
  if (!key) {
    key = loadKey(db)
    keys.set(db, key)
    key.catch(() => keys.delete(db))
  }
  return key
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest()

function hashOf(key: Buffer, kind: RequestHashKind, body: string): string {
  if (kind === 'hmac') return createHmac('sha256', key).update(body).digest('hex')
  // A plain hash kept before keys, wrapped at the next start: the key before the plain digest.
  if (kind === 'keyedSha256') return sha256(Buffer.concat([key, sha256(body)])).toString('hex')
  return sha256(body).toString('hex')
}

/** The hash a new write is kept under. */
export async function requestHashOf(db: Database, input: unknown): Promise<KeptRequestHash> {
  const key = await requestHashKey(db)
  return { requestHash: hashOf(key, 'hmac', JSON.stringify(input)), requestHashKind: 'hmac' }
}

/** Whether a write sent again is the one kept (compared in constant time), whatever its hash's kind. */
export async function isSameRequest(db: Database, kept: KeptRequestHash, input: unknown): Promise<boolean> {
  const key = await requestHashKey(db)
  const expected = Buffer.from(hashOf(key, kept.requestHashKind, JSON.stringify(input)), 'hex')
  const stored = Buffer.from(kept.requestHash, 'hex')
  return stored.length === expected.length && timingSafeEqual(stored, expected)
}

/**
 * At start: makes the key if there is none, and wraps every plain hash with it (kept by a server
 * before keys, or by an older process during an upgrade), so none is left to read a code from and
 * their replays still find their first answer. One statement, in the database: it may be many rows.
 */
export async function keyRequestHashes(db: Database): Promise<void> {
  const key = (await requestHashKey(db)).toString('hex')
  await db
    .update(clientMutations)
    .set({
      requestHash: sql`encode(sha256(decode(${key}, 'hex') || decode(${clientMutations.requestHash}, 'hex')), 'hex')`,
      requestHashKind: 'keyedSha256',
    })
    .where(eq(clientMutations.requestHashKind, 'sha256'))
}
