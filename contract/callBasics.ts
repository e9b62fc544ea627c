/** Every call lives under this base path (DESIGN.md, "The API"). */
export const basePath = '/collection-service'

/** The spec's fixed answer codes; business errors answer their own stable code (see errors.ts). */
export const respCodes = { ok: '000000', signedOut: '999998', notFound: '404' } as const

/** The `lang` query parameter every call carries (spec section 7). */
export const requestLocales = ['en-US', 'en-IN', 'es-ES'] as const
export type RequestLocale = (typeof requestLocales)[number]

/** The media type of an .xlsx workbook. */
export const xlsxMediaType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

/** Every answer's envelope (spec section 8): its code, its message, and the answer or the error's data. */
export interface Envelope<Data = unknown> {
  respCode: string
  respMsg: string
  /** The answer when respCode is '000000'; an error's own data (or null) otherwise. */
  data: Data
}
