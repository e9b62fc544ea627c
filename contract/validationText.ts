import type { Bilingual } from './bilingual.ts'

/**
 * What a problem a schema finds is called, in both languages and both places it is read. The server
 * writes `refusal` after the field's label in its 400 answer ("Password cannot be empty"); a form
 * shows `underField` under the field itself, where the label is already beside it.
 */
export interface ValidationText {
  refusal: Bilingual
  underField: Bilingual
}
