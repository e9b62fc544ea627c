import { describe, expect, it } from 'vitest'
import type { ValidationText } from './validationText.ts'
import { validationKeys, validationTexts } from './validationTexts.ts'

// Every contract module's source, to read the issue keys its schemas raise by name.
const contractSources = import.meta.glob<string>(['./*.ts', '!./*.test.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
})

/** The keys a schema names as its issue's message: `{ message: 'sim.otp' }` or `.min(1, 'required')`. */
function keysNamedIn(source: string): string[] {
  const asOption = [...source.matchAll(/message: '([^']+)'/g)]
  const asArgument = [
    ...source.matchAll(/\.(?:min|max|length|regex|refine|nonempty)\((?:[^()]|\([^()]*\))*, '([^']+)'\)/g),
  ]
  return [...asOption, ...asArgument].map(([, key = '']) => key)
}

// Every area's texts found by their file (contract/<area>ValidationTexts.ts), so one left out of the table fails.
const areaTextFiles = import.meta.glob<Record<string, Record<string, ValidationText>>>(
  './*ValidationTexts.ts',
  {
    eager: true,
  },
)

describe('the validation keys and their texts', () => {
  it("holds every area's texts, each key once", () => {
    const areaKeys = Object.values(areaTextFiles).flatMap((file) => Object.values(file).flatMap(Object.keys))
    expect(areaKeys.length).toBeGreaterThan(20)
    expect(areaKeys.filter((key) => !(key in validationTexts))).toEqual([])
    expect(areaKeys.length).toBe(new Set(areaKeys).size)
  })

  it('declares every key a contract schema raises', () => {
    const named = Object.entries(contractSources).flatMap(([file, source]) =>
      keysNamedIn(source).map((key) => ({ file, key })),
    )
    // A reader that found nothing would pass.
    expect(named.length).toBeGreaterThan(50)
    const known: ReadonlySet<string> = new Set(validationKeys)
    expect(named.filter(({ key }) => !known.has(key)).map(({ file, key }) => `${file}: ${key}`)).toEqual([])
  })

  it('words each key in both languages, as refused and as shown under a field', () => {
    const blank = Object.entries(validationTexts).flatMap(([key, text]) =>
      (['refusal', 'underField'] as const).flatMap((place) =>
        (['en', 'es'] as const)
          .filter((language) => text[place][language].trim() === '')
          .map((language) => `${key} ${place} ${language}`),
      ),
    )
    expect(blank).toEqual([])
  })
})
