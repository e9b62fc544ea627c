import { and, inArray, or, type SQL, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import { cases } from '../../database/schema/cases.ts'
import { caseNoDigits, caseNoOf, foldText, nameKeys, reversedPhone } from '../../database/searchKeys.ts'

/** Fewer trailing digits than this would match too many phones to be worth an index walk. */
const phoneEndDigits = 4

/** The least string after every string that starts with text: 'hernan' gives 'hernao'. */
function pastPrefix(text: string): string | null {
  const chars = [...text]
  while (chars.length) {
    const last = chars.pop()!.codePointAt(0)!
    if (last < 0x10ffff) return chars.join('') + String.fromCodePoint(last === 0xd7ff ? 0xe000 : last + 1)
  }
  return null
}

/**
 * Starts with, as a range of the pattern operators (byte order, what a text_pattern_ops index holds):
 * unlike LIKE, the index answers it exactly, so no row it finds is tested again.
 */
function startsWith(key: SQL | AnyPgColumn, text: string): SQL {
  const past = pastPrefix(text)
  return past === null ? sql`${key} ~>=~ ${text}` : sql`(${key} ~>=~ ${text} and ${key} ~<~ ${past})`
}
const reversed = (text: string) => [...text].reverse().join('')

/** Case numbers a term names: '154', 'C154' and 'c00000154' all mean C00000154. */
function caseNumbers(term: string): string[] {
  const numbered = new RegExp(`^([CS])?(\\d{1,${caseNoDigits}})$`, 'i').exec(term)
  if (!numbered) return [term]
  const [, letter, digits] = numbered
  const letters = letter ? [letter.toUpperCase() as 'C' | 'S'] : (['C', 'S'] as const)
  return [term, ...letters.map((l) => caseNoOf(l, digits!))]
}

/** Phone conditions for a term made of digits (spaces, dashes, brackets and + aside), else none. */
function phoneConditions(term: string): SQL[] {
  // As the list shows it, '525****1179': the start and the end together.
  const masked = /^(\d+)\*+(\d+)$/.exec(term)
  if (masked)
    return [
      and(
        startsWith(cases.customerPhone, masked[1]!),
        startsWith(reversedPhone(cases.customerPhone), reversed(masked[2]!)),
      )!,
    ]
  if (!/^[\d\s()+-]+$/.test(term)) return []
  const digits = term.replace(/\D/g, '')
  if (!digits) return []
  const conditions = [startsWith(cases.customerPhone, digits)]
  if (digits.length >= phoneEndDigits)
    conditions.push(startsWith(reversedPhone(cases.customerPhone), reversed(digits)))
  return conditions
}

/** A name condition: the folded text starts the whole name or one of its later words. */
function nameCondition(term: string): SQL | undefined {
  const folded = foldText(term)
  if (!folded) return undefined
  return or(...Object.values(nameKeys(cases.nameKey)).map((key) => startsWith(key, folded)))
}

/**
 * A case by its number (the digits alone will do) or a customer by the start of the name or of any
 * word in it: the search of lists whose rows are about cases, not about reaching the customer (the
 * repayment records). Scoping is the caller's, ANDed beside this.
 */
export function caseNoOrNameCondition(term: string): SQL {
  if (/\p{L}/u.test(term) && !/\d/.test(term)) return nameCondition(term) ?? sql`false`
  return inArray(cases.caseNo, caseNumbers(term))
}

/**
 * What the case list's search box finds, each through an index: a case by its number (the digits
 * alone will do), a customer by the start or the end of the phone, or by the start of the name or of
 * any word in it, without regard to letter case or accents. A term with a digit is a number; one with
 * letters only is a name, so no search mixes a name's indexes with a number's. Scoping is the
 * caller's, ANDed beside this.
 */
export function searchCondition(term: string): SQL {
  if (/\p{L}/u.test(term) && !/\d/.test(term)) return nameCondition(term) ?? sql`false`
  const conditions = [inArray(cases.caseNo, caseNumbers(term)), ...phoneConditions(term)]
  return conditions.length === 1 ? conditions[0]! : or(...conditions)!
}
