import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { AutomaticRuleEvent } from '../../machines/automaticRule.ts'
import {
  decideAutomaticRule,
  newAutomaticRule,
  ruleRuns,
  type StoredAutomaticRule,
} from '../../machines/automaticRuleDecisions.ts'

// An automatic rule's life (issue 26, docs/decisions/0055), stated from the business and checked over
// random changes asked of one rule by random people, as the server decides them: a refused change
// leaves the rule as it was. Independent of the model test, which walks the machine's own config.

const changes = ['CREATE', 'EDIT', 'ACTIVATE', 'PAUSE', 'RESUME', 'ARCHIVE'] as const
const anyEvent: fc.Arbitrary<AutomaticRuleEvent> = fc.oneof(
  fc.record({ type: fc.constantFrom(...changes), by: fc.nat(5) }),
  fc.constant({ type: 'RUN' as const }),
)
// Most rules are created first, so their lives get somewhere; some are asked things before they exist.
const sequences = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .array(anyEvent, { maxLength: 30 })
      .map((rest) => [{ type: 'CREATE' as const, by: 1 }, ...rest]),
  },
  { weight: 1, arbitrary: fc.array(anyEvent, { maxLength: 30 }) },
)

interface Step {
  event: AutomaticRuleEvent
  before: StoredAutomaticRule
  allowed: boolean
  after: StoredAutomaticRule
  machine?: string
}

/** Each event decided on the rule as the previous ones left it. */
function life(events: AutomaticRuleEvent[]): Step[] {
  let rule = newAutomaticRule()
  return events.map((event) => {
    const decision = decideAutomaticRule(rule, event)
    const step: Step = decision.allowed
      ? { event, before: rule, allowed: true, after: decision.to, machine: decision.machine }
      : { event, before: rule, allowed: false, after: rule }
    rule = step.after
    return step
  })
}

describe('an automatic rule, over random changes by random people', () => {
  it('its version never goes down, and goes up by one for each edit made once it has been active', () => {
    fc.assert(
      fc.property(sequences, (events) => {
        const steps = life(events)
        for (const step of steps)
          expect(step.after.context.version).toBeGreaterThanOrEqual(step.before.context.version)
        const editsAfterDraft = steps.filter(
          (step) =>
            step.allowed &&
            step.event.type === 'EDIT' &&
            (step.before.value === 'active' || step.before.value === 'paused'),
        ).length
        expect(steps.at(-1)?.after.context.version ?? 1).toBe(1 + editsAfterDraft)
      }),
      { numRuns: 300 },
    )
  })

  it('an archived rule takes nothing more and stays as it was archived', () => {
    fc.assert(
      fc.property(sequences, (events) => {
        const steps = life(events)
        const archivedAt = steps.findIndex((step) => step.after.value === 'archived')
        if (archivedAt < 0) return
        for (const later of steps.slice(archivedAt + 1)) {
          expect(later.allowed, later.event.type).toBe(false)
          expect(later.after).toEqual(steps[archivedAt]!.after)
        }
      }),
      { numRuns: 300 },
    )
  })

  it('a rule is active exactly when its last change of state was an activation or a resumption', () => {
    fc.assert(
      fc.property(sequences, (events) => {
        let lastChange: string | undefined
        for (const step of life(events)) {
          if (step.allowed && ['ACTIVATE', 'PAUSE', 'RESUME', 'ARCHIVE'].includes(step.event.type))
            lastChange = step.event.type
          expect(step.after.value === 'active').toBe(lastChange === 'ACTIVATE' || lastChange === 'RESUME')
        }
      }),
      { numRuns: 300 },
    )
  })

  it('a rule runs exactly when it is active, and a run changes nothing of it', () => {
    fc.assert(
      fc.property(sequences, (events) => {
        for (const step of life(events)) {
          expect(ruleRuns(step.after)).toBe(step.after.value === 'active')
          if (step.event.type === 'RUN') {
            expect(step.allowed).toBe(step.before.value === 'active')
            expect(step.after).toEqual(step.before)
          }
        }
      }),
      { numRuns: 300 },
    )
  })

  it('replaying the allowed changes from a new rule gives the same rule, each recorded by the same machine', () => {
    fc.assert(
      fc.property(sequences, (events) => {
        const steps = life(events)
        const allowed = steps.filter((step) => step.allowed)
        const replayed = life(allowed.map((step) => step.event))
        expect(replayed.every((step) => step.allowed)).toBe(true)
        expect(replayed.map((step) => step.after)).toEqual(allowed.map((step) => step.after))
        expect(replayed.map((step) => step.machine)).toEqual(allowed.map(() => 'automaticRule@1'))
        expect(replayed.at(-1)?.after ?? newAutomaticRule()).toEqual(
          steps.at(-1)?.after ?? newAutomaticRule(),
        )
      }),
      { numRuns: 300 },
    )
  })
})
