import type { FastifyRequest } from 'fastify'
import type { Language } from '../../contract/bilingual.ts'
import { type RequestLocale, requestLocales } from '../../contract/endpoint.ts'
import type { SignedInUser } from '../services/sessions.ts'
import { languageOf } from './messages.ts'

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the access check of routes that need a session. */
    user: SignedInUser | null
  }
}

function isRequestLocale(value: unknown): value is RequestLocale {
  return typeof value === 'string' && (requestLocales as readonly string[]).includes(value)
}

/** The request's `lang`, or a guess from Accept-Language when it is missing (to word that very error). */
export function requestLanguage(request: FastifyRequest): Language {
  const lang = (request.query as Record<string, unknown> | undefined)?.lang
  if (isRequestLocale(lang)) return languageOf(lang)
  return /^es\b/i.test(request.headers['accept-language'] ?? '') ? 'es' : 'en'
}

export function hasValidLang(request: FastifyRequest): boolean {
  return isRequestLocale((request.query as Record<string, unknown> | undefined)?.lang)
}

export function hasValidTimestamp(request: FastifyRequest): boolean {
  const timestamp = (request.query as Record<string, unknown> | undefined)?.timestamp
  return typeof timestamp === 'string' && /^\d{1,16}$/.test(timestamp)
}
