import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { errorCodes } from '../../contract/errors.ts'
import { glossaryBreaches, type SpanishText } from '../../contract/glossary.ts'
import { contractEntries } from '../../tests/support/contractEntries.ts'

/** Every translated message of the Spanish catalog, by its msgid (continuation lines joined). */
function spanishCatalog(): SpanishText[] {
  const po = readFileSync(resolve('src/locales/es/messages.po'), 'utf8')
  const unquote = (lines = '') =>
    [...lines.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map(([, part = '']) => part.replace(/\\"/g, '"')).join('')
  return [...po.matchAll(/^msgid ((?:".*"\n)+)msgstr ((?:".*"\n?)+)/gm)]
    .map(([, id, str]) => ({ where: `messages.po "${unquote(id)}"`, text: unquote(str) }))
    .filter(({ where }) => where !== 'messages.po ""')
}

describe('the Spanish the console shows follows docs/glossary.md', () => {
  it('reads the whole catalog', () => {
    // A parser that found nothing would pass every rule.
    expect(spanishCatalog().length).toBeGreaterThan(400)
  })

  it('in the client catalog', () => {
    expect(glossaryBreaches(spanishCatalog())).toEqual([])
  })

  it('in every refusal the server sends', () => {
    const refusals = Object.entries(errorCodes).map(([code, entry]) => ({
      where: `error ${code}`,
      text: entry.respMsg.es,
    }))
    expect(glossaryBreaches(refusals)).toEqual([])
  })

  it("in every field label of the contract's calls", () => {
    const labels = contractEntries().flatMap(([name, entry]) =>
      Object.entries(entry.labels ?? {}).map(([field, label]) => ({
        where: `${name} label ${field}`,
        text: label.es,
      })),
    )
    expect(labels.length).toBeGreaterThan(20)
    expect(glossaryBreaches(labels)).toEqual([])
  })

  it('names the text and the rule it breaks', () => {
    const breaches = glossaryBreaches([
      { where: 'msgid "Deal"', text: 'Trato' },
      { where: 'msgid "Penalty"', text: 'Penalización' },
      { where: 'a refusal', text: 'la hora de marcación no puede estar vacía' },
      { where: 'a sort', text: 'ascendente' },
      { where: 'msgid "Loan brands"', text: 'Marcas de préstamo' },
    ])
    expect(breaches).toEqual([
      expect.stringMatching(/^msgid "Deal": "Trato" — write convenio/),
      expect.stringMatching(/^msgid "Penalty": "Penalización" — write moratorios/),
      'a refusal: "la hora de marcación no puede estar vacía" — a message starts with a capital letter',
    ])
  })
})
