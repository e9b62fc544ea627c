import { useLingui } from '@lingui/react/macro'
import type { Locale } from 'date-fns'
import { enUS } from 'date-fns/locale/en-US'
import { es } from 'date-fns/locale/es'
import { type PickerMode, type PickerProblem, pickerFormats, type RangeProblem } from './pickerRules.ts'

/**
 * What the pickers say, in the user's language: each refusal names its field. Only the month and day
 * names follow the language (the date-fns locale); the formats stay the spec's.
 */
export function usePickerTexts() {
  const { t, i18n } = useLingui()
  const locale: Locale = i18n.locale.startsWith('es') ? es : enUS
  const problem = (
    label: string,
    mode: PickerMode,
    problem: PickerProblem | RangeProblem,
    bounds: { min?: string | undefined; max?: string | undefined } = {},
  ): string => {
    const format = pickerFormats[mode]
    switch (problem) {
      case 'format':
        return t`${label}: enter it as ${format}`
      case 'notReal':
        return mode === 'time'
          ? t`${label}: this is not a time on the clock`
          : t`${label}: this date does not exist`
      case 'disabled':
        return t`${label}: this date cannot be chosen`
      case 'beforeMin': {
        const min = bounds.min ?? ''
        return t`${label}: choose ${min} or later`
      }
      case 'afterMax': {
        const max = bounds.max ?? ''
        return t`${label}: choose ${max} or earlier`
      }
      case 'bothEnds':
        return t`${label}: choose both the start and the end`
      case 'startAfterEnd':
        return t`${label}: the start cannot be after the end`
    }
  }
  return {
    locale,
    problem,
    open: (label: string) => t`Choose ${label}`,
    calendar: t`Calendar`,
    done: t`Done`,
    hours: t`Hours`,
    minutes: t`Minutes`,
    seconds: t`Seconds`,
    previousYear: t`Previous year`,
    nextYear: t`Next year`,
    previousYears: t`Earlier years`,
    nextYears: t`Later years`,
    chooseStart: t`Choose the first day`,
    chooseEnd: t`Choose the last day`,
  }
}

export type PickerTexts = ReturnType<typeof usePickerTexts>
