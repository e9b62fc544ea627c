import { z } from 'zod'
import type { Endpoint } from '../../contract/endpoint.ts'

// Every module of contract/, found by the files themselves, so a new area's calls are checked without
// being listed here (test files left out: importing one would run its tests twice).
const contractModules = import.meta.glob<Record<string, unknown>>(
  ['../../contract/**/*.ts', '!../../contract/**/*.test.ts'],
  { eager: true },
)

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'answer' in value

/** Every contract entry of every area, by its export name (the case lists' per-view pairs as `allCases.list`). */
export function contractEntries(): [string, Endpoint][] {
  const found = new Map<Endpoint, string>()
  const visit = (name: string, value: unknown) => {
    if (isEndpoint(value)) {
      // An entry reached several ways (an export, a list of actions) goes by its shortest name.
      const known = found.get(value)
      if (known === undefined || name.split('.').length < known.split('.').length) found.set(value, name)
    } else if (typeof value === 'object' && value !== null && !(value instanceof z.ZodType))
      for (const [key, inner] of Object.entries(value)) visit(`${name}.${key}`, inner)
  }
  for (const module of Object.values(contractModules))
    for (const [name, value] of Object.entries(module)) visit(name, value)
  return [...found].map(([entry, name]) => [name, entry])
}

const isBilingual = (value: object): value is { en: string; es: string } =>
  Object.keys(value).length === 2 &&
  typeof (value as { en?: unknown }).en === 'string' &&
  typeof (value as { es?: unknown }).es === 'string'

/**
 * Every text of contract/ written in both languages (`{ en, es }`: refusals, field labels, action
 * labels, anything a module exports), by the path that reaches it, each text once.
 */
export function contractBilingualTexts(): { where: string; en: string; es: string }[] {
  const seen = new Set<object>()
  const texts: { where: string; en: string; es: string }[] = []
  const visit = (where: string, value: unknown) => {
    if (typeof value !== 'object' || value === null || value instanceof z.ZodType || seen.has(value)) return
    seen.add(value)
    if (isBilingual(value)) texts.push({ where, en: value.en, es: value.es })
    else for (const [key, inner] of Object.entries(value)) visit(`${where}.${key}`, inner)
  }
  for (const [file, module] of Object.entries(contractModules))
    for (const [name, value] of Object.entries(module)) visit(`${file.split('/').pop()} ${name}`, value)
  return texts
}

/** The fields a schema takes, nested objects' fields by their dotted path (the path a refusal names). */
export function fieldsOf(schema: z.ZodType, prefix = ''): string[] {
  if (schema instanceof z.ZodObject)
    return Object.entries(schema.shape as Record<string, z.ZodType>).flatMap(([name, field]) => [
      `${prefix}${name}`,
      ...fieldsOf(field, `${prefix}${name}.`),
    ])
  if (schema instanceof z.ZodIntersection)
    return [
      ...fieldsOf(schema.def.left as z.ZodType, prefix),
      ...fieldsOf(schema.def.right as z.ZodType, prefix),
    ]
  if (schema instanceof z.ZodPipe) return fieldsOf(schema.def.in as z.ZodType, prefix)
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodDefault || schema instanceof z.ZodNullable)
    return fieldsOf(schema.def.innerType as z.ZodType, prefix)
  return []
}
