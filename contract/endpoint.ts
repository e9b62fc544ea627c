import { z } from 'zod'

/** Every call lives under this base path (DESIGN.md, "The API"). */
export const basePath = '/collection-service'

/** The spec's fixed answer codes; business errors answer their own stable code (see errors.ts). */
export const respCodes = { ok: '000000', signedOut: '999998', notFound: '404' } as const

/** The `lang` query parameter every call carries (spec section 7). */
export const requestLocales = ['en-US', 'en-IN', 'es-ES'] as const
export type RequestLocale = (typeof requestLocales)[number]

export type Encoding = 'form' | 'json' | 'multipart'

/**
 * Who may call an endpoint: `public` needs no session, `signedIn` any signed-in user (shell-level
 * calls everyone makes), a number names the menuId that must be in the user's menuIdList.
 */
export type Access = 'public' | 'signedIn' | number

export interface Endpoint<
  Input extends z.ZodType | undefined = z.ZodType | undefined,
  Answer extends z.ZodType = z.ZodType,
> {
  readonly method: 'GET' | 'POST'
  readonly path: string
  readonly access: Access
  readonly encoding: Encoding
  /** The request's own fields: the query string of a GET, the body otherwise. */
  readonly input: Input
  readonly answer: Answer
  readonly summary: string
}

/** Declares one call; the server route and the client helper are both built from the result. */
export function endpoint<const E extends Endpoint>(entry: E): E {
  return entry
}

export type InputOf<E extends Endpoint> = E['input'] extends z.ZodType ? z.input<E['input']> : undefined
export type ParsedInputOf<E extends Endpoint> = E['input'] extends z.ZodType
  ? z.output<E['input']>
  : undefined
export type AnswerOf<E extends Endpoint> = z.output<E['answer']>

export const envelopeOf = <T extends z.ZodType>(data: T) =>
  z.object({ respCode: z.string(), respMsg: z.string(), data })
