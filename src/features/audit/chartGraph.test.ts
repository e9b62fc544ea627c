import { describe, expect, it } from 'vitest'
import { caseLifecycleMachine } from '../../../machines/caseLifecycle.ts'
import { leaveMachine } from '../../../machines/leave.ts'
import { activeStates, chartOf, otherEvents, takenTransitions } from './chartGraph.ts'

describe("a machine's statechart, from its own definition", () => {
  it('draws an arrow per transition that moves, labelled with its event and guard', () => {
    const chart = chartOf(leaveMachine)
    expect(chart.transitions.map((arrow) => `${arrow.source} ${arrow.event} ${arrow.target}`).sort()).toEqual(
      [
        'leave.new REQUEST leave.pending',
        'leave.pending APPROVE leave.approved',
        'leave.pending CANCEL leave.cancelled',
        'leave.pending REJECT leave.rejected',
      ],
    )
    expect(chart.graph.children?.map((node) => node.id).sort()).toEqual([
      'leave.approved',
      'leave.cancelled',
      'leave.new',
      'leave.pending',
      'leave.rejected',
    ])
    expect(chart.graph.edges?.find((edge) => edge.id.includes('APPROVE'))?.labels?.[0]?.text).toBe(
      'APPROVE [byAnotherUser]',
    )
  })

  it("nests a parallel state's regions, and keeps the events that move nothing off the arrows", () => {
    const chart = chartOf(caseLifecycleMachine)
    const open = chart.graph.children?.find((node) => node.id === 'caseLifecycle.open')
    expect(open?.children?.map((region) => region.id)).toEqual([
      'caseLifecycle.open.repayment',
      'caseLifecycle.open.deal',
      'caseLifecycle.open.appointment',
      'caseLifecycle.open.extension',
      'caseLifecycle.open.delayedRepayment',
    ])
    expect(chart.states.get('caseLifecycle.open')?.parallel).toBe(true)
    expect(chart.stays.map((stay) => stay.event)).toContain('ADD_COLLECTION_RECORD')
    expect(chart.transitions.map((arrow) => arrow.event)).not.toContain('ADD_COLLECTION_RECORD')
  })

  it('marks the arrow a step took, and lists what else the states it stood in would have taken', () => {
    const chart = chartOf(leaveMachine)
    const before = activeStates('leave', ['pending'])
    const after = activeStates('leave', ['approved'])
    expect(takenTransitions(chart, 'APPROVE', before, after).map((arrow) => arrow.target)).toEqual([
      'leave.approved',
    ])
    expect(otherEvents(chart, 'APPROVE', before).map((other) => other.event)).toEqual(['CANCEL', 'REJECT'])
    const open = activeStates('caseLifecycle', ['open.deal.noDeal', 'open.repayment.unpaid'])
    expect([...open]).toEqual(
      expect.arrayContaining(['caseLifecycle', 'caseLifecycle.open', 'caseLifecycle.open.deal.noDeal']),
    )
    const caseChart = chartOf(caseLifecycleMachine)
    const others = otherEvents(caseChart, 'MARK_DEAL', open).map((other) => other.event)
    expect(others).toEqual(expect.arrayContaining(['CLOSE', 'ADD_COLLECTION_RECORD', 'REPAYMENT_RECEIVED']))
    expect(others).not.toContain('MARK_DEAL')
  })
})
