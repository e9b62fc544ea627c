import { z } from 'zod'
import type { Language } from './bilingual.ts'
import { type ErrorCode, errorCodes } from './errors.ts'
import { menuIds } from './menus.ts'
import {
  keyedId,
  type LinkedScreen,
  linkOn,
  type MessageWords,
  messageType,
  type Recipient,
} from './messageType.ts'

/**
 * The automatic rules' list, on the rule a message names (`ruleId`): its row leads to the rule's
 * execution records. The records' own address carries the rule in its path, which a message's link
 * (a screen and a query parameter) cannot name.
 */
export const automaticRulesScreen = {
  path: '/cases/automatical',
  menuId: menuIds.automaticalRules,
  names: 'ruleId',
} as const satisfies LinkedScreen

/** What a run's message keeps: the rule as it ran, and the run's totals or why it failed. */
const ruleRunFacts = z.object({
  about: z.literal('ruleRun'),
  ruleName: z.string(),
  version: z.number(),
  action: z.enum(['allocate', 'retrieve']),
  status: z.enum(['done', 'failed']),
  matched: z.number(),
  moved: z.number(),
  skipped: z.number(),
  /** Why a failed run stopped: an error code of the catalogue and its parameters, worded when read. */
  error: z.string().nullable(),
  errorParams: z.record(z.string(), z.union([z.string(), z.number()])).nullable(),
})
type RuleRunFacts = z.infer<typeof ruleRunFacts>

/** A refusal's words with its parameters, in the reader's language; an unknown code reads as a failure. */
function reasonOf(facts: RuleRunFacts, language: Language): string {
  const known = errorCodes[(facts.error ?? 'server.failure') as ErrorCode] ?? errorCodes['server.failure']
  const params = facts.errorParams ?? {}
  return known.respMsg[language].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  )
}

function ruleRunWords(facts: RuleRunFacts, language: Language): MessageWords {
  const { ruleName, version, matched, moved, skipped } = facts
  const movedWord =
    facts.action === 'allocate' ? { en: 'allocated', es: 'asignados' } : { en: 'retrieved', es: 'retirados' }
  const reason = facts.status === 'failed' ? reasonOf(facts, language) : ''
  if (facts.status === 'failed' && moved === 0)
    return {
      number: '0',
      text:
        language === 'es'
          ? `La regla «${ruleName}» (versión ${version}) no se ejecutó: ${reason}`
          : `The rule "${ruleName}" (version ${version}) did not run: ${reason}`,
    }
  // A run that failed after some batches keeps what they moved: said with why it stopped.
  if (facts.status === 'failed')
    return {
      number: String(moved),
      text:
        language === 'es'
          ? `La regla «${ruleName}» (versión ${version}) se detuvo con ${moved} de ${matched} casos ${movedWord.es}: ${reason}`
          : `The rule "${ruleName}" (version ${version}) stopped with ${moved} of ${matched} cases ${movedWord.en}: ${reason}`,
    }
  return {
    number: String(moved),
    text:
      language === 'es'
        ? `La regla «${ruleName}» (versión ${version}) se ejecutó: ${matched} casos coincidieron, ${moved} ${movedWord.es}, ${skipped} sin cambios.`
        : `The rule "${ruleName}" (version ${version}) ran: ${matched} cases matched, ${moved} ${movedWord.en}, ${skipped} left as they were.`,
  }
}

/**
 * The owner of an automatic rule is told each run's totals, or why it failed (docs/decisions/0055),
 * under the spec's DIVISION_COMPLETED_MESSAGE that a manual allocation's allocator reads too: the
 * run's messages are told apart by their subject and open the rule.
 */
export const ruleRunMessage = messageType({
  code: 'DIVISION_COMPLETED_MESSAGE',
  kind: 'Message',
  facts: ruleRunFacts,
  title: { en: 'Automatic rule run', es: 'Ejecución de regla automática' },
  words: ruleRunWords,
  subjects: {
    ruleRun: {
      title: { en: 'Automatic rule run', es: 'Ejecución de regla automática' },
      is: (facts) => (facts as { about?: unknown } | null)?.about === 'ruleRun',
    },
  },
  producers: {
    // Keyed by the rule, then the run: the link reads the rule back (keyedId).
    ruleRunFinished: (to: Recipient & { ruleId: number; runId: string }) => `rule:${to.ruleId}:${to.runId}`,
  },
  opens: ({ eventKey }) => linkOn(automaticRulesScreen, keyedId(eventKey)),
})

/** The automatic rules' message types, as the registry (contract/allMessageTypes.ts) lists them. */
export const automaticRuleMessages = [ruleRunMessage] as const
