import { describe, expect, it } from 'vitest'
import { type ErrorCatalogue, type ErrorEntry, mergeCatalogues } from './errorCatalogue.ts'
import { type ErrorCode, errorCodes } from './errors.ts'

// Every area's catalogue found by its file (contract/<area>Errors.ts), so one left out of the merge fails.
const catalogueFiles = import.meta.glob<Record<string, ErrorCatalogue>>('./**/*Errors.ts', { eager: true })

const entry: ErrorEntry = { type: 'business', status: 422, respMsg: { en: 'No.', es: 'No.' } }

describe('the error catalogue', () => {
  it('holds every area’s codes, each once', () => {
    const areas = Object.values(catalogueFiles).flatMap((file) => Object.values(file))
    expect(areas.length).toBeGreaterThanOrEqual(3)
    const declared = areas.flatMap((area) => Object.keys(area))
    expect(Object.keys(errorCodes).sort()).toEqual([...new Set(declared)].sort())
    expect(declared).toHaveLength(new Set(declared).size)
  })

  it('refuses, as a type error, a code declared by two areas', () => {
    // @ts-expect-error 'x.twice' is declared by both catalogues
    mergeCatalogues([{ 'x.once': entry, 'x.twice': entry }, { 'x.twice': entry }])
    const apart = mergeCatalogues([{ 'x.one': entry }, { 'x.two': entry }])
    expect(Object.keys(apart)).toEqual(['x.one', 'x.two'])
  })

  it('has a respMsg in English and Spanish for every code, with the same parameters', () => {
    const parameters = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort()
    for (const code of Object.keys(errorCodes) as ErrorCode[]) {
      const { en, es } = errorCodes[code].respMsg
      expect({ code, en: en.trim() !== '', es: es.trim() !== '' }).toEqual({ code, en: true, es: true })
      expect({ code, parameters: parameters(es) }).toEqual({ code, parameters: parameters(en) })
    }
  })
})
