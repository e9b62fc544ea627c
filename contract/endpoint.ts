import { z } from 'zod'
import type { Bilingual } from './bilingual.ts'

// What every call shares without a schema lives in callBasics.ts, which the browser's request helper
// imports without the schema library (issue 28); the server and the tests read it here too.
export { basePath, type RequestLocale, requestLocales, respCodes, xlsxMediaType } from './callBasics.ts'

export type Encoding = 'form' | 'json' | 'multipart'

/**
 * Who may call an endpoint: `public` needs no session, `signedIn` any signed-in user (shell-level
 * calls everyone makes), a number names the menuId that must be in the user's menuIdList.
 */
export type Access = 'public' | 'signedIn' | number

/**
 * What a call's input fields are called on screen, so a refusal names the field as the user knows it
 * ("Password" at sign-in, "Old password" when changing it). A nested field goes by its dotted path
 * (`record.dateTime`), and the object holding it has a label too.
 */
export type FieldLabels = Readonly<Record<string, Bilingual>>

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
  /**
   * A label for every field of the input, read by the server's error handler when this call fails.
   * `endpoint()` requires one for each top-level field; tests/server/fieldLabels.test.ts checks the rest.
   */
  readonly labels?: FieldLabels
  readonly answer: Answer
  readonly summary: string
  /** More than the summary says, for the OpenAPI description (writes state their replay rule here). */
  readonly description?: string
  /**
   * 'csv': the call answers with a CSV file to download (`answer` is then `csvFile`), streamed as it is
   * read; 'xlsx': with an Excel workbook (`answer` is then `xlsxFile`); a refusal still answers with
   * the envelope.
   */
  readonly download?: 'csv' | 'xlsx'
  /**
   * The largest body the call reads, in bytes, when it takes files (encoding 'multipart'): above it the
   * server answers 413 before reading on. The service's default (1 MB) otherwise.
   */
  readonly maxBodyBytes?: number
}

/** The answer of a download call, as OpenAPI shows it: the CSV text, its first line the headers. */
export const csvFile = z.string().meta({ description: 'A CSV file (text/csv, UTF-8), with a header row.' })

/** The answer of an Excel download call, as OpenAPI shows it: the workbook's bytes. */
export const xlsxFile = z.string().meta({
  description:
    'An Excel workbook (.xlsx, application/vnd.openxmlformats-officedocument.spreadsheetml.sheet).',
})

/** What the browser gets from a download call: the file, and the name the server gave it. */
export interface DownloadedFile {
  fileName: string
  blob: Blob
}

/** A call that takes input must label each of its fields (nested ones are checked by a test). */
export type LabelsOf<E extends Endpoint> = E['input'] extends z.ZodType
  ? { readonly labels: Readonly<Record<keyof z.input<E['input']> & string, Bilingual>> }
  : unknown

/** Declares one call; the server route and the client helper are both built from the result. */
export function endpoint<const E extends Endpoint>(entry: E & LabelsOf<E>): E {
  return entry
}

export type InputOf<E extends Endpoint> = E['input'] extends z.ZodType ? z.input<E['input']> : undefined
export type ParsedInputOf<E extends Endpoint> = E['input'] extends z.ZodType
  ? z.output<E['input']>
  : undefined
export type AnswerOf<E extends Endpoint> = z.output<E['answer']>

export const envelopeOf = <T extends z.ZodType>(data: T) =>
  z.object({ respCode: z.string(), respMsg: z.string(), data })
