import { type SQL, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'

/**
 * The keys a case is found by, shared by the schema (its stored column and indexes) and the search
 * (caseSearch.ts), so a typed term is folded exactly as the stored name was.
 *
 * Folding maps upper case to lower and drops the accents of Spanish (and Portuguese and French)
 * letters, one character for one, with PostgreSQL's translate(): immutable and the same on every
 * locale, PGlite's included, unlike lower(). The JavaScript side applies the very same table.
 */
const foldPairs: Array<[from: string, to: string]> = [
  ['ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz'],
  ['ÁÀÂÄÃÅáàâäãå', 'aaaaaaaaaaaa'],
  ['ÉÈÊËéèêë', 'eeeeeeee'],
  ['ÍÌÎÏíìîï', 'iiiiiiii'],
  ['ÓÒÔÖÕóòôöõ', 'oooooooooo'],
  ['ÚÙÛÜúùûü', 'uuuuuuuu'],
  ['ÑñÇçÝýÿ', 'nnccyyy'],
  // Joined names ('Ruiz-Tagle') become separate words, so every part is a word a search can start.
  ['-\t', '  '],
]
/**
 * Dropped (translate() deletes what has no counterpart): the dot of 'Ma. Guadalupe', and combining
 * accents, should a name come decomposed ('e' + U+0301).
 */
const dropped = '.\u0300\u0301\u0302\u0303\u0308\u0327'

const foldFrom = foldPairs.map(([from]) => from).join('') + dropped
const foldTo = foldPairs.map(([, to]) => to).join('')
const foldTable = new Map([...foldFrom].map((char, i) => [char, foldTo[i] ?? '']))

/** A PostgreSQL string constant; control characters and combining marks as escapes, to stay legible. */
function sqlConstant(text: string): SQL {
  const escaped = text.replace(
    /[\p{M}\p{Cc}]/gu,
    (c) => `\\${c.codePointAt(0)!.toString(16).padStart(4, '0')}`,
  )
  return sql.raw(escaped === text ? `'${text}'` : `U&'${escaped}'`)
}

/** Text as the name key holds it: lower case, no accents, words apart by one space. */
export function foldText(text: string): string {
  return [...text]
    .map((char) => foldTable.get(char) ?? char)
    .join('')
    .replace(/ +/g, ' ')
    .replace(/^ | $/g, '')
}

/**
 * The stored name key (a generated column), folded as foldText folds: translate() over a long table
 * costs microseconds a row, too much to run for every row a search passes, so it runs once per write.
 */
export function nameKeyOf(name: AnyPgColumn | SQL): SQL {
  const folded = sql`translate(${name}, ${sqlConstant(foldFrom)}, ${sqlConstant(foldTo)})`
  return sql`btrim(regexp_replace(${folded}, ' +', ' ', 'g'), ' ')`
}

/**
 * Where a name search may start, each an index of its own: the whole name, its second and third words
 * onward, its last two words (a Mexican name's two family names) and its last word. So every word of
 * a name of up to five words starts a key. B-trees rather than a text-search index, because their
 * statistics let the planner tell a rare name (read it from the index) from a common one (walk the
 * list's own order and stop at a page). Plain string functions, not regular expressions: a walk may
 * compute them for thousands of rows.
 */
export function nameKeys(nameKey: AnyPgColumn): Record<string, SQL> {
  const afterFirstWord = (text: SQL) => sql`substr(${text}, strpos(${text}, ' ') + 1)`
  const fromWord2 = afterFirstWord(sql`${nameKey}`)
  return {
    key: sql`${nameKey}`,
    from_word2: fromWord2,
    from_word3: afterFirstWord(fromWord2),
    last_words: sql`ltrim(split_part(${nameKey}, ' ', -2) || ' ' || split_part(${nameKey}, ' ', -1))`,
    last_word: sql`split_part(${nameKey}, ' ', -1)`,
  }
}

/** The phone written backwards, so its last digits are a prefix an index serves. */
export function reversedPhone(phone: AnyPgColumn | SQL): SQL {
  return sql`reverse(${phone})`
}

/** Case numbers are a letter (C collection, S sale) and the case's index padded to this many digits. */
export const caseNoDigits = 8

export function caseNoOf(letter: 'C' | 'S', index: number | string): string {
  return `${letter}${String(index).padStart(caseNoDigits, '0')}`
}
