import { useMemo } from 'react'
import { z } from 'zod'
import { type ListName, useListPreference } from '../../db/preferences.ts'
import type { ColumnChoice } from './dataColumns.ts'

const keptChoice = z.record(z.string(), z.boolean())
const noChoice: ColumnChoice = {}

/**
 * The columns a list shows, as its user chose them (a preference of the list's own, so they survive a
 * reload and go on sign-out), over the columns the list hides until then.
 */
export function useColumnChoice(list: ListName, hiddenAtFirst: ColumnChoice = noChoice) {
  const { value: choice, set: choose, ready } = useListPreference('listColumns', list, keptChoice, noChoice)
  const visibility = useMemo(() => ({ ...hiddenAtFirst, ...choice }), [hiddenAtFirst, choice])
  return { choice, choose, visibility, ready }
}
