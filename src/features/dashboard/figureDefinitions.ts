import { useLingui } from '@lingui/react/macro'
import { useCallback } from 'react'
import { type DashboardFigure, dashboardFigures } from '../../../contract/dashboardFigures.ts'

/**
 * A figure's one definition (contract/dashboardFigures.ts) in the screen's language: what its header
 * or tile says on hover and to screen readers.
 */
export function useFigureDefinition() {
  const { i18n } = useLingui()
  const language = i18n.locale === 'es' ? 'es' : 'en'
  return useCallback((figure: DashboardFigure) => dashboardFigures[figure].definition[language], [language])
}
