import type { Bilingual } from './bilingual.ts'

/**
 * Every error crosses a boundary as { type, code, message }: `type` says what the caller does with it,
 * `code` is stable and testable, the message is already in the user's language.
 */
export type ErrorType =
  | 'signedOut'
  | 'forbidden'
  | 'notFound'
  | 'invalid'
  | 'conflict'
  | 'offline'
  | 'business'
  | 'tooMany'

/** One error code: what the caller does with it, its HTTP status, and respMsg ({name} marks a parameter). */
export interface ErrorEntry {
  readonly type: ErrorType
  readonly status: number
  readonly respMsg: Bilingual
}

/** An area's error codes, declared beside its calls (contract/<area>Errors.ts). */
export type ErrorCatalogue = Readonly<Record<string, ErrorEntry>>

type CodesOf<C> = C extends unknown ? keyof C : never

/** The codes that more than one of the catalogues declares. */
export type RepeatedCodes<C extends readonly ErrorCatalogue[]> = C extends readonly [
  infer First,
  ...infer Rest extends readonly ErrorCatalogue[],
]
  ? (keyof First & CodesOf<Rest[number]>) | RepeatedCodes<Rest>
  : never

type Merged<C> = C extends readonly [infer First, ...infer Rest] ? First & Merged<Rest> : unknown

/**
 * The areas' catalogues as one. A code declared by two areas is a type error here, naming the code
 * (`codeDeclaredTwice`), so one area cannot silently take over another's message or status.
 */
export function mergeCatalogues<const C extends readonly ErrorCatalogue[]>(
  catalogues: C & ([RepeatedCodes<C>] extends [never] ? unknown : { codeDeclaredTwice: RepeatedCodes<C> }),
): Merged<C> {
  return Object.assign({}, ...catalogues)
}
