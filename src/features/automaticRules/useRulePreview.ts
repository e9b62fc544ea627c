import { useCallback, useRef, useState } from 'react'
import type { z } from 'zod'
import type { previewRule, RulePreview } from '../../../contract/automaticRules.ts'
import { fieldIssuesOf } from '../../api/fieldIssues.ts'
import { automaticRuleWrites } from './automaticRuleWrites.ts'

interface Previewed {
  preview: RulePreview | null
  /** Why the server would not preview it, in the user's language. */
  refusal: string | null
  asking: boolean
}

const nothingYet: Previewed = { preview: null, refusal: null, asking: false }

/**
 * A rule's dry run, asked again each time: the latest answer only (an earlier one that comes late is
 * dropped). A saved rule's is asked with its id, so it runs as its owner would run it. `onRefused` takes a refusal that names fields, for a form to show under them.
 */
export function useRulePreview() {
  const [previewed, setPreviewed] = useState(nothingYet)
  const latest = useRef(0)
  const ask = useCallback(
    async (definition: z.input<typeof previewRule.input>, onRefused?: (error: unknown) => void) => {
      const asked = ++latest.current
      setPreviewed((before) => ({ ...before, asking: true, refusal: null }))
      try {
        const preview = await automaticRuleWrites.preview(definition)
        if (asked === latest.current) setPreviewed({ preview, refusal: null, asking: false })
      } catch (error) {
        if (asked !== latest.current) return
        // A refusal naming fields is said under them when a form takes it; otherwise here.
        const underFields = onRefused !== undefined && fieldIssuesOf(error).length > 0
        setPreviewed({ preview: null, refusal: underFields ? null : (error as Error).message, asking: false })
        onRefused?.(error)
      }
    },
    [],
  )
  const clear = useCallback(() => {
    latest.current += 1
    setPreviewed(nothingYet)
  }, [])
  return { ...previewed, ask, clear }
}
