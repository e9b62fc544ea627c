import { describe, expect, it } from 'vitest'
import type { AnyMachineSnapshot } from 'xstate'
import { type AutomaticRuleEvent, automaticRuleMachine } from '../../machines/automaticRule.ts'
import {
  decideAutomaticRule,
  newAutomaticRule,
  ruleRuns,
  ruleStateEventsNow,
  type StoredAutomaticRule,
} from '../../machines/automaticRuleDecisions.ts'
import { automaticRuleVersions } from '../../machines/automaticRuleVersions.ts'
import { runModel } from '../support/machineModel.ts'

const owner = 4

const events: AutomaticRuleEvent[] = [
  { type: 'CREATE', by: owner },
  { type: 'EDIT', by: owner },
  { type: 'ACTIVATE', by: owner },
  { type: 'PAUSE', by: owner },
  { type: 'RESUME', by: owner },
  { type: 'ARCHIVE', by: owner },
  { type: 'RUN' },
]

// Each edit of an active or paused rule makes a new version, so its states never end: the model
// edits until the third version, enough to walk every edge from a rule that has been edited.
const lastVersionWalked = 3
const walked = (snapshot: AnyMachineSnapshot, event: { type: string }) =>
  event.type !== 'EDIT' || snapshot.context.version < lastVersionWalked

// The model walks a twin built from the machine's own config: it proves every transition is reached
// and wired; tests/properties/automaticRule.test.ts checks the rules independently.
describe('automatic rule model', () => {
  it('every transition of a rule is exercised and the machine follows the model', async () => {
    const versionsReached = new Set<number>()
    const run = await runModel(automaticRuleMachine, {
      events,
      filterEvents: walked,
      check: (snapshot) => {
        versionsReached.add(snapshot.context.version)
        // Nothing has run on a draft, so its edits keep version 1.
        if (snapshot.matches('new') || snapshot.matches('draft')) expect(snapshot.context.version).toBe(1)
        expect(snapshot.context.version).toBeGreaterThanOrEqual(1)
        expect(snapshot.can({ type: 'RUN' })).toBe(snapshot.matches('active'))
        if (snapshot.matches('archived')) {
          expect(snapshot.status).toBe('done')
          for (const event of events) expect(snapshot.can(event)).toBe(false)
        }
      },
    })
    expect(run.uncovered).toEqual([])
    expect(run.paths).toBeGreaterThanOrEqual(run.defined)
    expect([...versionsReached].sort()).toEqual([1, 2, 3])
  })
})

/** A rule brought to a state by its events from new, each allowed. */
function ruleAfter(...types: Exclude<AutomaticRuleEvent['type'], 'RUN'>[]): StoredAutomaticRule {
  let rule = newAutomaticRule()
  for (const type of types) {
    const decision = decideAutomaticRule(rule, { type, by: owner })
    if (!decision.allowed) throw new Error(`${type} is allowed on a ${rule.value} rule`)
    rule = decision.to
  }
  return rule
}

describe('automatic rule decisions', () => {
  const draft = () => ruleAfter('CREATE')
  const active = () => ruleAfter('CREATE', 'ACTIVATE')
  const paused = () => ruleAfter('CREATE', 'ACTIVATE', 'PAUSE')
  const archived = () => ruleAfter('CREATE', 'ARCHIVE')

  it('a rule is created from new as a draft of version 1, recorded as automaticRule@1', () => {
    expect(newAutomaticRule()).toEqual({ value: 'new', context: { version: 1 } })
    expect(decideAutomaticRule(newAutomaticRule(), { type: 'CREATE', by: owner })).toEqual({
      allowed: true,
      from: newAutomaticRule(),
      to: { value: 'draft', context: { version: 1 } },
      machine: 'automaticRule@1',
    })
    expect(automaticRuleVersions.current.recordedAs).toBe('automaticRule@1')
    for (const event of events.filter((e) => e.type !== 'CREATE'))
      expect(decideAutomaticRule(newAutomaticRule(), event).allowed).toBe(false)
    expect(decideAutomaticRule(draft(), { type: 'CREATE', by: owner }).allowed).toBe(false)
  })

  it("each state offers its row's changes, in the buttons' order; an archived rule offers none", () => {
    expect(ruleStateEventsNow(draft())).toEqual(['ACTIVATE', 'ARCHIVE'])
    expect(ruleStateEventsNow(active())).toEqual(['PAUSE', 'ARCHIVE'])
    expect(ruleStateEventsNow(paused())).toEqual(['RESUME', 'ARCHIVE'])
    expect(ruleStateEventsNow(archived())).toEqual([])
    expect(ruleStateEventsNow(ruleAfter('CREATE', 'ACTIVATE', 'PAUSE', 'ARCHIVE'))).toEqual([])
  })

  it('only an active rule runs, and a run moves nothing of the rule', () => {
    expect(ruleRuns(active())).toBe(true)
    expect(ruleRuns(ruleAfter('CREATE', 'ACTIVATE', 'PAUSE', 'RESUME'))).toBe(true)
    for (const rule of [newAutomaticRule(), draft(), paused(), archived()]) expect(ruleRuns(rule)).toBe(false)
    expect(decideAutomaticRule(active(), { type: 'RUN' })).toMatchObject({ allowed: true, to: active() })
  })

  it('an edit of a draft keeps version 1: nothing has run on it', () => {
    const edited = decideAutomaticRule(draft(), { type: 'EDIT', by: owner })
    expect(edited).toEqual({ allowed: true, from: draft(), to: draft(), machine: 'automaticRule@1' })
    expect(ruleAfter('CREATE', 'EDIT', 'EDIT', 'ACTIVATE')).toEqual({
      value: 'active',
      context: { version: 1 },
    })
  })

  it('an edit of an active or paused rule makes the next version and keeps its state', () => {
    expect(decideAutomaticRule(active(), { type: 'EDIT', by: owner })).toMatchObject({
      allowed: true,
      to: { value: 'active', context: { version: 2 } },
      machine: 'automaticRule@1',
    })
    expect(decideAutomaticRule(paused(), { type: 'EDIT', by: owner })).toMatchObject({
      allowed: true,
      to: { value: 'paused', context: { version: 2 } },
    })
    expect(ruleAfter('CREATE', 'ACTIVATE', 'EDIT', 'PAUSE', 'EDIT', 'RESUME', 'EDIT')).toEqual({
      value: 'active',
      context: { version: 4 },
    })
  })

  it('an archived rule takes nothing more, an edit neither, and keeps the version it ran with', () => {
    const rule = ruleAfter('CREATE', 'ACTIVATE', 'EDIT', 'ARCHIVE')
    expect(rule).toEqual({ value: 'archived', context: { version: 2 } })
    for (const event of events) expect(decideAutomaticRule(rule, event).allowed).toBe(false)
  })
})
