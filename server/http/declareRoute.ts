import { Readable } from 'node:stream'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { isAreaWrite, mayDo, type WhoMay } from '../../contract/actions.ts'
import { whoMayOfEndpoint, whoMayOfRead } from '../../contract/allActions.ts'
import type { Language } from '../../contract/bilingual.ts'
import {
  type AnswerOf,
  basePath,
  type Endpoint,
  envelopeOf,
  type FieldLabels,
  type ParsedInputOf,
  requestLocales,
  respCodes,
  xlsxMediaType,
} from '../../contract/endpoint.ts'
import { tokenFromHeader } from '../auth/tokens.ts'
import type { ServerConfig } from '../config.ts'
import type { Database } from '../database/connect.ts'
import { type SignedInUser, userOfToken } from '../services/sessions.ts'
import { batchCallerOf } from './batchCaller.ts'
import { AppError } from './errors.ts'
import { refuseUnexpectedMultipart } from './multipartBodies.ts'
import { hasValidLang, hasValidTimestamp, requestLanguage } from './requestContext.ts'

/**
 * One envelope per answer schema, whichever server declares the route: its serialiser, compiled once
 * (answerSerializer.ts), is found again when a server is built again in the same process.
 */
const envelopes = new WeakMap<z.ZodType, z.ZodType>()
function envelopeOfAnswer(answer: z.ZodType): z.ZodType {
  const known = envelopes.get(answer)
  if (known) return known
  const envelope = envelopeOf(answer)
  envelopes.set(answer, envelope)
  return envelope
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The call's field labels, so a refusal names the fields as this call's form shows them. */
    labels?: FieldLabels
  }
}

export interface RouteDeps {
  db: Database
  config: ServerConfig
}

export interface HandlerContext<E extends Endpoint, U> {
  input: ParsedInputOf<E>
  user: U
  language: Language
  request: FastifyRequest
  reply: FastifyReply
}

type UserOf<E extends Endpoint> = E['access'] extends 'public' ? null : SignedInUser

/** What a download route's handler gives: the file's name, and its text as it is read. */
export interface FileAnswer {
  fileName: string
  chunks: AsyncIterable<string | Uint8Array>
}

type ServedAnswerOf<E extends Endpoint> = E['download'] extends 'csv' | 'xlsx' ? FileAnswer : AnswerOf<E>

const fileMediaTypes = { csv: 'text/csv; charset=utf-8', xlsx: xlsxMediaType } as const

/** How much of a file waits in memory for a slow reader before the next rows are read. */
const fileBufferBytes = 64 * 1024

/**
 * Sends a file as it is read: a chunk is asked for only when the socket has taken what came before,
 * so a slow reader slows the reading (and the database) rather than filling memory.
 */
function sendFile(
  request: FastifyRequest,
  reply: FastifyReply,
  file: FileAnswer,
  kind: keyof typeof fileMediaTypes,
): FastifyReply {
  const stream = Readable.from(file.chunks, { objectMode: false, highWaterMark: fileBufferBytes })
  stream.on('error', (error) => request.log.error({ err: error }, 'a download failed while sent'))
  return reply
    .header('content-type', fileMediaTypes[kind])
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'no-store')
    .send(stream)
}

const baseQuery = z.object({ timestamp: z.string().regex(/^\d+$/), lang: z.enum(requestLocales) })

const successMessage: Record<Language, string> = { en: 'success', es: 'éxito' }

/** Who is calling, checked before the body is even read: session, the menuId, then the action's rule. */
async function authorize(
  request: FastifyRequest,
  entry: Endpoint,
  whoMay: WhoMay | undefined,
  deps: RouteDeps,
): Promise<void> {
  if (!hasValidTimestamp(request)) throw new AppError('request.missingTimestamp')
  if (!hasValidLang(request)) throw new AppError('request.missingLang')
  request.user = null
  if (entry.access === 'public') return
  const token = tokenFromHeader(request.headers.authorization)
  // A write of a batch is its sender, looked up once for the batch (batchCaller.ts).
  const user = token
    ? (batchCallerOf(token) ?? (await userOfToken(deps.db, token, deps.config.sessionIdleMs)))
    : null
  if (!user) throw new AppError('session.signedOut')
  if (typeof entry.access === 'number' && !user.menuIdList.includes(entry.access))
    throw new AppError('session.forbidden')
  if (whoMay && !mayDo(whoMay, user)) throw new AppError('session.forbidden')
  request.user = user
}

/**
 * Declares a server route from its contract entry, so method, path, access, validation and answer
 * type come from the one place the client reads too.
 */
export function declareRoute<E extends Endpoint>(
  app: FastifyInstance,
  deps: RouteDeps,
  entry: E,
  handler: (context: HandlerContext<E, UserOf<E>>) => Promise<ServedAnswerOf<E>>,
  /** Only for a call the tests declare themselves; every product call takes its rule from the catalogue. */
  whoMay: WhoMay | undefined = whoMayOfEndpoint.get(entry) ?? whoMayOfRead.get(entry),
): void {
  // The screens offer an action by its rule; a write without one would be allowed here and hidden there.
  if (isAreaWrite(entry) && !whoMay)
    throw new Error(`${entry.path} writes behind a menu: give it an action in its area's contract actions`)
  const input = entry.input
  const readsQuery = entry.method === 'GET'
  // Intersect rather than extend: extending by shape would drop the input's own refinements.
  const querystring = readsQuery && input ? baseQuery.and(input) : baseQuery
  app.route({
    method: entry.method,
    url: basePath + entry.path,
    ...(entry.maxBodyBytes ? { bodyLimit: entry.maxBodyBytes } : {}),
    config: { labels: entry.labels },
    schema: {
      summary: entry.summary,
      ...(entry.description ? { description: entry.description } : {}),
      tags: [entry.path.split('/').filter(Boolean).slice(0, 2).join('/')],
      ...(readsQuery
        ? { querystring }
        : input
          ? { querystring: baseQuery, body: input }
          : { querystring: baseQuery }),
      response: {
        200:
          entry.download === 'xlsx'
            ? { description: 'An Excel workbook', content: { [xlsxMediaType]: { schema: entry.answer } } }
            : entry.download
              ? { description: 'A CSV file', content: { 'text/csv': { schema: entry.answer } } }
              : envelopeOfAnswer(entry.answer),
      },
    },
    // Both before the body is read: a caller without a session never gets it parsed.
    onRequest: [(request) => authorize(request, entry, whoMay, deps), refuseUnexpectedMultipart(entry)],
    handler: async (request, reply) => {
      const language = requestLanguage(request)
      const parsed = (readsQuery ? request.query : request.body) as ParsedInputOf<E>
      const data = await handler({ input: parsed, user: request.user as UserOf<E>, language, request, reply })
      if (entry.download) return sendFile(request, reply, data as FileAnswer, entry.download)
      return { respCode: respCodes.ok, respMsg: successMessage[language], data: data ?? null }
    },
  })
}
