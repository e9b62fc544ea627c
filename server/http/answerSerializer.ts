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

/**
 * The serialiser of one route's answer, compiled once when the route is declared from its contract
 * schema (as JSON Schema, by fast-json-stringify): an answer is never parsed again by zod on its way
 * out, and only the fields the contract names leave the server.
 */
export function compileAnswerSerializer({ schema }: { schema: unknown }): (data: unknown) => string {
  const json = z.toJSONSchema(schema as z.ZodType, {
    target: 'draft-07',
    io: 'output',
    unrepresentable: 'any',
  })
  return fastJson(direct(json) as Parameters<typeof fastJson>[0])
}
