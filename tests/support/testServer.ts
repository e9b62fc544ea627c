import type { FastifyInstance } from 'fastify'
import type { Envelope } from '../../contract/callBasics.ts'
import {
  type AnswerOf,
  basePath,
  type Endpoint,
  type InputOf,
  type RequestLocale,
} from '../../contract/endpoint.ts'
import { signIn } from '../../contract/session.ts'
import type { ValidationKey } from '../../contract/validationTexts.ts'
import { buildApp } from '../../server/app.ts'
import { passwordHasher } from '../../server/auth/passwords.ts'
import { configFromEnv, type ServerConfig } from '../../server/config.ts'
import type { Database } from '../../server/database/connect.ts'
import { demoPassword } from '../../server/database/demoAccounts.ts'
import { users } from '../../server/database/schema/accounts.ts'
import type { CodeSender } from '../../server/services/codeSender.ts'
import { openTestDatabase, testArgon2 } from './testDatabase.ts'

export type { Envelope }

/** What a 'request.invalid' answer carries in data. */
export interface InvalidFields {
  fields: { field: string; label: string; message: string; key: ValidationKey }[]
}

export interface CallResult<Data> {
  status: number
  body: Envelope<Data>
  /** Response headers, lower-case names; a repeated one joined with commas. */
  headers: Record<string, string>
}

export interface DownloadResult {
  status: number
  headers: Record<string, string>
  /** The file's text; on a refusal, the envelope's JSON. */
  text: string
  /** The file's bytes, for a file that is not text (an Excel workbook). */
  bytes: Buffer
}

export interface CallOptions {
  token?: string
  lang?: RequestLocale
  /** More request headers (a signature, say). */
  headers?: Record<string, string>
}

/** Remembers every code it is asked to send, instead of sending an SMS. */
export interface CapturingCodeSender extends CodeSender {
  readonly sent: { phone: string; code: string; purpose: 'forget' | 'modify' }[]
  lastCodeTo(phone: string): string | undefined
}

export function capturingCodeSender(): CapturingCodeSender {
  const sent: CapturingCodeSender['sent'] = []
  return {
    sent,
    async send(message) {
      sent.push(message)
    },
    lastCodeTo: (phone) => sent.findLast((message) => message.phone === phone)?.code,
  }
}

export interface TestAccount {
  userId: number
  username: string
  phone: string
  password: string
}

export interface TestServer {
  app: FastifyInstance
  db: Database
  engine: 'pglite' | 'postgres'
  config: ServerConfig
  codes: CapturingCodeSender
  /** Every log line the app wrote, parsed. */
  logs(): Record<string, unknown>[]
  call<E extends Endpoint>(
    entry: E,
    input: InputOf<E>,
    options?: CallOptions,
  ): Promise<CallResult<AnswerOf<E>>>
  signInAs(username: string, password?: string): Promise<string>
  /** A download call (a CSV export): the answer's text as the browser would save it. */
  download<E extends Endpoint>(entry: E, input: InputOf<E>, options?: CallOptions): Promise<DownloadResult>
  /** A fresh active account with the demo password, so a test that changes it touches nobody else. */
  /** Runs the migrations again, as a restart does. */
  migrate(): Promise<void>
  newAccount(options?: { roleId?: number; passwordExpired?: boolean }): Promise<TestAccount>
  close(): Promise<void>
}

export const usesPostgres = process.env.TEST_DATABASE === 'postgres'

/** The URL of a call under the service's base path, with the query every call carries. */
export function apiUrl(
  path: string,
  query: Record<string, string> = { timestamp: String(Date.now()), lang: 'en-US' },
): string {
  const search = new URLSearchParams(query).toString()
  return `${basePath}${path}${search ? `?${search}` : ''}`
}

function formEncoded(input: unknown): string {
  const form = new URLSearchParams()
  for (const [name, value] of Object.entries(input ?? {})) {
    if (value === undefined) continue
    for (const item of Array.isArray(value) ? value : [value]) form.append(name, String(item))
  }
  return form.toString()
}

/** A multipart body as a browser's FormData makes it: files (bytes or a Blob) as parts, the rest as text. */
async function multipartOf(input: unknown): Promise<{ payload: Buffer; contentType: string }> {
  const form = new FormData()
  for (const [name, value] of Object.entries(input ?? {})) {
    if (value === undefined) continue
    if (value instanceof Blob) form.append(name, value, name)
    else if (value instanceof Uint8Array) form.append(name, new Blob([new Uint8Array(value)]), name)
    else form.append(name, String(value))
  }
  const request = new Request('http://test/', { method: 'POST', body: form })
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') ?? '',
  }
}

/** The method, URL, headers and body of a call, as the browser sends it. */
async function requestOf(entry: Endpoint, input: unknown, options: CallOptions) {
  const query: Record<string, string> = { timestamp: String(Date.now()), lang: options.lang ?? 'en-US' }
  const headers: Record<string, string> = {
    ...options.headers,
    ...(options.token ? { authorization: options.token } : {}),
  }
  let payload: string | Buffer | undefined
  if (entry.method === 'GET') {
    Object.assign(query, Object.fromEntries(new URLSearchParams(formEncoded(input))))
  } else if (entry.encoding === 'json') {
    payload = JSON.stringify(input ?? {})
    headers['content-type'] = 'application/json'
  } else if (entry.encoding === 'multipart') {
    const body = await multipartOf(input)
    payload = body.payload
    headers['content-type'] = body.contentType
  } else {
    payload = formEncoded(input)
    headers['content-type'] = 'application/x-www-form-urlencoded'
  }
  return { method: entry.method, url: apiUrl(entry.path, query), headers, payload }
}

/** One call to an app, as the browser sends it (query, headers, body in the entry's encoding), by inject. */
export async function injectCall<E extends Endpoint>(
  app: FastifyInstance,
  entry: E,
  input: InputOf<E>,
  options: CallOptions = {},
): Promise<CallResult<AnswerOf<E>>> {
  const response = await app.inject(await requestOf(entry, input, options))
  const responseHeaders = Object.entries(response.headers).map(([name, value]) => [name, String(value)])
  return {
    status: response.statusCode,
    body: response.json(),
    headers: Object.fromEntries(responseHeaders),
  }
}

const dayMs = 86_400_000
let accountCount = 0

/**
 * The app on a database of its own, migrated and seeded: in-memory PGlite, or a database of its own
 * on the PostgreSQL server named by DATABASE_URL when TEST_DATABASE is 'postgres' (dropped on close).
 */
export async function startTestServer(overrides: Partial<ServerConfig> = {}): Promise<TestServer> {
  const config: ServerConfig = {
    // The rules that move cases run on the test's clock, by the test, never by a timer mid-suite.
    ...configFromEnv({ AUTOMATIC_RULES_TICK_MS: '0' }),
    databaseUrl: usesPostgres ? process.env.DATABASE_URL : undefined,
    dataDir: 'memory',
    argon2: testArgon2,
    clientDir: '/nonexistent-client-dir',
    // The notice of the day is sent on the test's clock, by the test, never by a timer mid-suite.
    caseStatisticsEveryMs: 0,
    ...overrides,
  }
  const { database, discard } = await openTestDatabase(usesPostgres ? 'postgres' : 'pglite')
  const hasher = passwordHasher(config.argon2)
  const lines: string[] = []
  const codes = capturingCodeSender()
  let app: FastifyInstance
  try {
    const stream = { write: (line: string) => void lines.push(line) }
    app = await buildApp({ db: database.db, config, codeSender: codes, logger: { level: 'info', stream } })
  } catch (error) {
    await discard()
    throw error
  }

  const call: TestServer['call'] = (entry, input, options) => injectCall(app, entry, input, options)

  const download: TestServer['download'] = async (entry, input, options = {}) => {
    const response = await app.inject(await requestOf(entry, input, options))
    const headers = Object.entries(response.headers).map(([name, value]) => [name, String(value)])
    return {
      status: response.statusCode,
      headers: Object.fromEntries(headers),
      text: response.body,
      bytes: response.rawPayload,
    }
  }

  const signInAs: TestServer['signInAs'] = async (username, password = demoPassword) => {
    const { body, headers } = await call(signIn, { username, password })
    const token = headers.authorization
    if (body.respCode !== '000000' || !token)
      throw new Error(`sign-in as ${username} failed: ${body.respMsg}`)
    return token
  }

  const newAccount: TestServer['newAccount'] = async ({ roleId = 2, passwordExpired = false } = {}) => {
    accountCount += 1
    const username = `tester${accountCount}`
    const phone = `52999${String(accountCount).padStart(6, '0')}`
    const expiresAt = new Date(Date.now() + (passwordExpired ? -dayMs : 90 * dayMs))
    const [row] = await database.db
      .insert(users)
      .values({
        username,
        phone,
        displayName: `Tester ${accountCount}`,
        roleId,
        cc: 'MX',
        timeZone: 'America/Mexico_City',
        passwordHash: await hasher.hash(demoPassword),
        passwordExpiresAt: expiresAt,
      })
      .returning({ id: users.id })
    return { userId: row!.id, username, phone, password: demoPassword }
  }

  return {
    app,
    db: database.db,
    engine: database.engine,
    config,
    codes,
    logs: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>),
    call,
    download,
    signInAs,
    migrate: () => database.migrate(),
    newAccount,
    async close() {
      await app.close()
      await discard()
    },
  }
}
