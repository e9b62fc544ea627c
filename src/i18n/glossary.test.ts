import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { errorCodes } from '../../contract/errors.ts'
import {
  actionWordBreaches,
  actionWords,
  type BilingualText,
  glossaryBreaches,
  type SpanishText,
} from '../../contract/glossary.ts'
import { contractBilingualTexts, contractEntries } from '../../tests/support/contractEntries.ts'

/** Every message of the Spanish catalog, its English msgid and its Spanish (continuation lines joined). */
function catalogPairs(): BilingualText[] {
  const po = readFileSync(resolve('src/locales/es/messages.po'), 'utf8')
  const unquote = (lines = '') =>
    [...lines.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map(([, part = '']) => part.replace(/\\"/g, '"')).join('')
  return [...po.matchAll(/^msgid ((?:".*"\n)+)msgstr ((?:".*"\n?)+)/gm)]
    .map(([, id, str]) => ({ where: `messages.po "${unquote(id)}"`, en: unquote(id), es: unquote(str) }))
    .filter(({ en }) => en !== '')
}

/** Every translated message of the Spanish catalog, by its msgid. */
const spanishCatalog = (): SpanishText[] => catalogPairs().map(({ where, es }) => ({ where, text: es }))

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

describe('each business action has one Spanish word (contract/glossary.ts actionWords)', () => {
  it('in the client catalog: buttons, questions, toasts, column headers, the process view', () => {
    expect(actionWordBreaches(catalogPairs())).toEqual([])
  })

  it('in every text of the contract written in both languages (refusals, labels)', () => {
    const texts = contractBilingualTexts()
    // A walk that found nothing would pass every rule.
    expect(texts.length).toBeGreaterThan(200)
    expect(actionWordBreaches(texts)).toEqual([])
  })

  it('finds texts of every action in both places', () => {
    const all = [...catalogPairs(), ...contractBilingualTexts()]
    for (const { english } of actionWords)
      expect(all.filter(({ en }) => english.test(en)).length).toBeGreaterThan(3)
  })

  it('names the text, the action and the word to write', () => {
    const breaches = actionWordBreaches([
      { where: 'a question', en: 'Retrieve 3 cases?', es: '¿Recuperar 3 casos?' },
      { where: 'a toast', en: 'SIM 5512 retrieved', es: 'SIM 5512 retirada' },
      { where: 'a refusal', en: 'Only managers may do this.', es: 'Solo los gerentes asignan casos.' },
      { where: 'a draft', en: 'Draft restored', es: 'Borrador recuperado' },
      {
        where: 'reactivating',
        en: 'It is taken back into use, unallocated',
        es: 'Vuelve a estar en uso, sin asignar',
      },
    ])
    expect(breaches).toEqual([
      expect.stringMatching(/^a question: "¿Recuperar 3 casos\?" is about "retrieve" — write retirar/),
      expect.stringMatching(/^a question: "¿Recuperar 3 casos\?" — "retrieve" is retirar .*, no synonym/),
      'a refusal: "Solo los gerentes asignan casos." uses the word of "allocate", which "Only managers may do this." does not name',
    ])
  })
})
