import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Endpoint } from '../../contract/endpoint.ts'
import { AppError, ValidationFailure } from './errors.ts'

const isMultipart = (request: FastifyRequest) =>
  /^multipart\/form-data\b/i.test(request.headers['content-type'] ?? '')

type FieldValue = string | Buffer

/** A form's fields as plain values, a file as its bytes; a repeated field becomes a list. */
async function keyValuesOf(form: FormData): Promise<Record<string, FieldValue | FieldValue[]>> {
  const body: Record<string, FieldValue | FieldValue[]> = {}
  for (const name of new Set(form.keys())) {
    const values = await Promise.all(
      form
        .getAll(name)
        .map(async (value) => (typeof value === 'string' ? value : Buffer.from(await value.arrayBuffer()))),
    )
    body[name] = values.length === 1 ? values[0]! : values
  }
  return body
}

/**
 * Multipart bodies are read like the other encodings: Fastify collects the body under the same
 * `bodyLimit` (413 past it, whatever the parts), then the platform's FormData parser splits it. A body
 * that is not multipart after all answers 400 naming the request body.
 */
export function acceptMultipartBodies(app: FastifyInstance, bodyLimit: number): void {
  app.addContentTypeParser(
    'multipart/form-data',
    { parseAs: 'buffer', bodyLimit },
    async (request: FastifyRequest, body: Buffer) => {
      const contentType = request.headers['content-type'] ?? ''
      const form = await new Response(new Uint8Array(body), { headers: { 'content-type': contentType } })
        .formData()
        .catch(() => {
          throw new ValidationFailure([{ field: 'body', key: 'invalidValue' }])
        })
      return keyValuesOf(form)
    },
  )
}

/**
 * Only a call whose contract entry takes files (encoding 'multipart') accepts a multipart body; any
 * other answers 415 before its body is read, as for text/plain.
 */
export function refuseUnexpectedMultipart(entry: Endpoint) {
  return async (request: FastifyRequest): Promise<void> => {
    if (entry.encoding !== 'multipart' && isMultipart(request))
      throw new AppError('request.unsupportedMediaType')
  }
}
