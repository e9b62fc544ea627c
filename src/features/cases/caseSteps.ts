import { msg } from '@lingui/core/macro'

/**
 * Stepping from a case to the one beside it in the list the collector came from: the button's label
 * and its key with Alt, read by the button and the keyboard alike.
 */
export const caseSteps = {
  previous: { label: msg`Previous case`, key: 'ArrowLeft', keys: 'Alt+←' },
  next: { label: msg`Next case`, key: 'ArrowRight', keys: 'Alt+→' },
} as const

export type CaseStep = keyof typeof caseSteps

/** The step an Alt+arrow asks for; none in a field, where the keys move the caret. */
export function stepOfKey(event: KeyboardEvent): CaseStep | undefined {
  if (!event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return undefined
  const target = event.target
  if (
    target instanceof HTMLElement &&
    (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))
  )
    return undefined
  return (Object.keys(caseSteps) as CaseStep[]).find((step) => caseSteps[step].key === event.key)
}
