import type { Language } from '../../../contract/bilingual.ts'
import { targetFigureWords } from '../../../contract/targets.ts'

/** Each figure's one definition in the reader's language (contract/targets.ts). */
export const figureDefinition = (figure: keyof typeof targetFigureWords, language: Language) =>
  targetFigureWords[figure][language]
