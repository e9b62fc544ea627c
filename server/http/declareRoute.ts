import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import {
  type AnswerOf,
  basePath,
  type Endpoint,
  envelopeOf,
  type ParsedInputOf,
  requestLocales,
  respCodes,
} from '../../contract/endpoint.ts'
import { tokenFromHeader } from '../auth/tokens.ts'
import type { ServerConfig } from '../config.ts'
import type { Database } from '../database/connect.ts'
import { type SignedInUser, userOfToken } from '../services/sessions.ts'
import { AppError } from './errors.ts'
import type { Language } from './messages.ts'
import { hasValidLang, hasValidTimestamp, requestLanguage } from './requestContext.ts'

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

const baseQuery = z.object({ timestamp: z.string().regex(/^\d+$/), lang: z.enum(requestLocales) })

const successMessage: Record<Language, string> = { en: 'success', es: 'éxito' }

/** Who is calling, checked before the body is even read: session first, then the menuId. */
async function authorize(request: FastifyRequest, entry: Endpoint, deps: RouteDeps): Promise<void> {
  if (!hasValidTimestamp(request)) throw new AppError('request.missingTimestamp')
  if (!hasValidLang(request)) throw new AppError('request.missingLang')
  request.user = null
  if (entry.access === 'public') return
  const token = tokenFromHeader(request.headers.authorization)
  const user = token ? await userOfToken(deps.db, token, deps.config.sessionIdleMs) : null
  if (!user) throw new AppError('session.signedOut')
  if (typeof entry.access === 'number' && !user.menuIdList.includes(entry.access))
    throw new AppError('session.forbidden')
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
  handler: (context: HandlerContext<E, UserOf<E>>) => Promise<AnswerOf<E>>,
): void {
  const input = entry.input
  const readsQuery = entry.method === 'GET'
  // Intersect rather than extend: extending by shape would drop the input's own refinements.
  const querystring = readsQuery && input ? baseQuery.and(input) : baseQuery
  app.route({
    method: entry.method,
    url: basePath + entry.path,
    schema: {
      summary: entry.summary,
      tags: [entry.path.split('/').filter(Boolean).slice(0, 2).join('/')],
      ...(readsQuery
        ? { querystring }
        : input
          ? { querystring: baseQuery, body: input }
          : { querystring: baseQuery }),
      response: { 200: envelopeOf(entry.answer) },
    },
    onRequest: (request) => authorize(request, entry, deps),
    handler: async (request, reply) => {
      const language = requestLanguage(request)
      const parsed = (readsQuery ? request.query : request.body) as ParsedInputOf<E>
      const data = await handler({ input: parsed, user: request.user as UserOf<E>, language, request, reply })
      return { respCode: respCodes.ok, respMsg: successMessage[language], data: data ?? null }
    },
  })
}
