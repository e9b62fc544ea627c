import { describe, expect, it } from 'vitest'
import type { AnyStateMachine } from 'xstate'
import { decideCaseEvent, initialLifecycle, type StoredLifecycle } from './caseDecisions.ts'
import { type CaseLifecycleEvent, caseLifecycleMachine } from './caseLifecycle.ts'
import { caseLifecycleVersions } from './caseLifecycleVersions.ts'
import { type RecordedCaseStep, replayCase } from './caseReplay.ts'
import { type MachineVersion, machineVersions } from './machineVersions.ts'

// A test-only older lifecycle: before its rule changed, a paid-off case could still be given an
// extension. Today's machine (version 2 in this registry) refuses that.
const beforePaidOffRule = caseLifecycleMachine.provide({ guards: { paidOff: () => false } })
const versions = machineVersions<AnyStateMachine>('caseLifecycle', {
  2: caseLifecycleMachine,
  1: beforePaidOffRule,
})
const v1 = versions.recordedAs('caseLifecycle@1')!

/** Records events as the server does: each decided by the given version, refused ones not recorded. */
function record(
  from: StoredLifecycle,
  events: CaseLifecycleEvent[],
  using?: MachineVersion<AnyStateMachine>,
  firstId = 1,
) {
  let current = from
  const steps: RecordedCaseStep[] = []
  for (const event of events) {
    const decision = decideCaseEvent(current, event, using ?? versions.current)
    if (!decision.allowed) throw new Error(`${event.type} should be allowed here`)
    steps.push({ id: firstId + steps.length, machine: decision.machine, event })
    current = decision.to
  }
  return { steps, stored: current }
}

const open = initialLifecycle(1000)
const paidOff: CaseLifecycleEvent = { type: 'REPAYMENT_RECEIVED', amount: 1000, kind: 'normal' }

describe('machine versions', () => {
  it('new transitions record the highest version, whatever order the versions were listed in', () => {
    expect(versions.current.recordedAs).toBe('caseLifecycle@2')
    expect(decideCaseEvent(open, { type: 'MARK_DEAL' }, versions.current)).toMatchObject({
      allowed: true,
      machine: 'caseLifecycle@2',
    })
  })

  it('the product records the machine of caseLifecycle.ts, as caseLifecycle@4: amount cuts came with issue 24', () => {
    // The client and the seed read caseLifecycle.ts directly: it must be the version writes record.
    expect(caseLifecycleVersions.current.machine).toBe(caseLifecycleMachine)
    expect(caseLifecycleVersions.current.recordedAs).toBe('caseLifecycle@4')
    expect(decideCaseEvent(open, { type: 'MARK_DEAL' })).toMatchObject({ machine: 'caseLifecycle@4' })
    // A history recorded before allocation was an event replays through the version that recorded it.
    const v1 = caseLifecycleVersions.recordedAs('caseLifecycle@1')!
    expect(decideCaseEvent(open, { type: 'RETRIEVE' }, v1)).toEqual({ allowed: false, reason: 'notAllowed' })
    expect(decideCaseEvent(open, { type: 'RETRIEVE' })).toMatchObject({ allowed: true })
    // One recorded before a sale order's entry was an event, likewise.
    const entered = { type: 'SALE_ORDER_ENTERED_APP', orderNo: 'SO-1' } as const
    const v2 = caseLifecycleVersions.recordedAs('caseLifecycle@2')!
    expect(decideCaseEvent(open, entered, v2)).toEqual({ allowed: false, reason: 'notAllowed' })
    expect(decideCaseEvent(open, entered)).toMatchObject({ allowed: true })
    // And one recorded before a cut moved a case's money.
    const cut = { type: 'AMOUNT_CUT', amount: 100, cutId: 1 } as const
    const v3 = caseLifecycleVersions.recordedAs('caseLifecycle@3')!
    expect(decideCaseEvent(open, cut, v3)).toEqual({ allowed: false, reason: 'notAllowed' })
    expect(decideCaseEvent(open, cut)).toMatchObject({ allowed: true, to: { context: { cutAmount: 100 } } })
  })

  it('a name of another machine or of a version never registered is unknown', () => {
    expect(versions.recordedAs('session@1')).toBeUndefined()
    expect(versions.recordedAs('caseLifecycle@3')).toBeUndefined()
    expect(() => machineVersions('caseLifecycle', {})).toThrow(/no version/)
  })
})

describe("replaying a case's history", () => {
  it('a history that spans versions replays each step through the version that recorded it', () => {
    const before = record(open, [paidOff, { type: 'ACTIVATE_EXTENSION' }], v1)
    const after = record(before.stored, [{ type: 'MARK_DEAL' }], versions.current, 3)
    const steps = [...before.steps, ...after.steps]
    expect(steps.map((step) => step.machine)).toEqual([
      'caseLifecycle@1',
      'caseLifecycle@1',
      'caseLifecycle@2',
    ])
    expect(replayCase(open, steps, versions)).toEqual({ reached: after.stored, refused: [] })
  })

  it("through today's machine alone, the same history would not hold: the step it now refuses is named", () => {
    const { steps } = record(open, [paidOff, { type: 'ACTIVATE_EXTENSION' }, { type: 'MARK_DEAL' }], v1)
    const todayOnly = machineVersions('caseLifecycle', { 1: caseLifecycleMachine })
    const replay = replayCase(open, steps, todayOnly)
    expect(replay.refused).toEqual([
      {
        id: 2,
        event: 'ACTIVATE_EXTENSION',
        machine: 'caseLifecycle@1',
        from: record(open, [paidOff]).stored,
        reason: 'notAllowed',
      },
    ])
    // The replay goes on past the refused step, as the case did.
    expect(replay.reached.value).toMatchObject({ open: { deal: 'deal', extension: 'inactive' } })
  })

  it('a recorded step its machine refuses is reported with its id, event and the state it was refused in', () => {
    const { steps, stored } = record(open, [{ type: 'MARK_DEAL' }])
    const sixthPin: RecordedCaseStep = {
      id: 2,
      machine: 'caseLifecycle@2',
      event: { type: 'PIN', pinnedByUser: 5 },
    }
    const replay = replayCase(open, [...steps, sixthPin], versions)
    expect(replay).toEqual({
      reached: stored,
      refused: [{ id: 2, event: 'PIN', machine: 'caseLifecycle@2', from: stored, reason: 'notAllowed' }],
    })
  })

  it('a step after closing is refused as closed; a step of an unknown version as unknown', () => {
    const { steps, stored } = record(open, [{ type: 'CLOSE', reason: 'writtenOff' }])
    const replay = replayCase(
      open,
      [
        ...steps,
        { id: 2, machine: 'caseLifecycle@2', event: { type: 'ADD_TODO' } },
        { id: 3, machine: 'caseLifecycle@7', event: { type: 'UNPIN' } },
      ],
      versions,
    )
    expect(replay.refused).toEqual([
      { id: 2, event: 'ADD_TODO', machine: 'caseLifecycle@2', from: stored, reason: 'closed' },
      { id: 3, event: 'UNPIN', machine: 'caseLifecycle@7', from: stored, reason: 'unknownMachine' },
    ])
  })
})
