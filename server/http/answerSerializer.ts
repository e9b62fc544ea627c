import fastJson from 'fast-json-stringify'
import { z } from 'zod'

type JsonSchema = { [keyword: string]: unknown }

const isSchema = (value: unknown): value is JsonSchema => typeof value === 'object' && value !== null

/**
 * zod writes a nullable enum or object as `anyOf: [it, {type: 'null'}]`, which the serialiser could
 * only write by trying each branch with a validator; as `type: [..., 'null']` (or `nullable` for an
 * object) it writes it directly. Serialising checks nothing, so an enum's values may go.
 */
function direct(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(direct)
  if (!isSchema(schema)) return schema
  const walked = Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, direct(value)]))
  const branches = walked.anyOf
  if (!Array.isArray(branches) || branches.length !== 2) return walked
  const [it, nothing] = (branches as JsonSchema[])[1]?.type === 'null' ? branches : [...branches].reverse()
  if (!isSchema(it) || !isSchema(nothing) || nothing.type !== 'null' || typeof it.type !== 'string')
    return walked
  const { anyOf: _anyOf, ...rest } = walked
  if (it.type === 'object' || it.type === 'array') return { ...rest, ...it, nullable: true }
  const { enum: _enum, ...plain } = it
  return { ...rest, ...plain, type: [it.type, 'null'] }
}

type Serializer = (data: unknown) => string

/**
 * Serialisers by the schema they were compiled from: a server built again in the same process (the
 * tests' servers, a restart under the outbox's property test) reuses them instead of compiling every
 * route's again, which took most of a build.
 */
const compiled = new WeakMap<object, Serializer>()

/**
 * The serialiser of one route's answer, compiled once from its contract schema (as JSON Schema, by
 * fast-json-stringify): an answer is never parsed again by zod on its way out, and only the fields
 * the contract names leave the server.
 */
export function compileAnswerSerializer({ schema }: { schema: unknown }): Serializer {
  const known = isSchema(schema) ? compiled.get(schema) : undefined
  if (known) return known
  const json = z.toJSONSchema(schema as z.ZodType, {
    target: 'draft-07',
    io: 'output',
    unrepresentable: 'any',
  })
  const serializer = fastJson(direct(json) as Parameters<typeof fastJson>[0])
  if (isSchema(schema)) compiled.set(schema, serializer)
  return serializer
}
