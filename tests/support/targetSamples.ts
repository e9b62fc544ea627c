// Targets as the service answers them (contract/targets.ts), for the targets screens' browser tests.
import type { TargetChange, TargetPage, TargetRow } from '../../contract/targets.ts'

export const currentPeriod = { from: '2026-11-01', to: '2026-11-30' }
export const lastPeriod = { from: '2026-10-01', to: '2026-10-31' }
export const comingPeriod = { from: '2026-12-01', to: '2026-12-31' }

/** A team's November target: 1,200.00 MXN short of what its members add up to; behind by 1,000.00 MXN. */
export const teamTarget: TargetRow = {
  id: 5,
  kind: 'team',
  teamId: 2,
  teamName: 'Mexico City S1',
  teamKind: 'collection',
  personId: null,
  personName: null,
  period: currentPeriod,
  currency: 'MXN',
  amount: 12_000_000,
  cases: 400,
  progress: {
    reachedAmount: 6_000_000,
    reachedCases: 100,
    achievement: 0.5,
    caseAchievement: 0.25,
    accountRate: 0.4,
    pace: { expected: 6_100_000, gap: -100_000, status: 'behind', workDaysGone: 14, workDays: 22 },
  },
  editable: true,
  setByName: 'Roberto Castillo',
  setAt: '2026-11-02T15:00:00.000Z',
  changedAt: '2026-11-10T16:30:00.000Z',
  changes: 1,
  membersDifference: { amount: -120_000, cases: 0 },
}

/** The same team's October target: its period has ended. */
export const endedTeamTarget: TargetRow = {
  ...teamTarget,
  id: 3,
  teamId: 9,
  teamName: 'Lagos N2',
  period: lastPeriod,
  editable: false,
  changedAt: null,
  changes: 0,
  membersDifference: null,
}

/** A member's target in the team of the leader (id 40). */
export const memberTarget = (personId: number, personName: string, id: number): TargetRow => ({
  ...teamTarget,
  id,
  kind: 'person',
  personId,
  personName,
  amount: 6_000_000,
  cases: 200,
  membersDifference: null,
})

export const targetPage = (rows: TargetRow[]): TargetPage => ({
  rows,
  nextCursor: null,
  period: currentPeriod,
  periods: [comingPeriod, currentPeriod, lastPeriod],
  asOf: '2026-11-18T12:00:00.000Z',
})

export const recordedChanges: TargetChange[] = [
  {
    changedByName: 'Roberto Castillo',
    changedAt: '2026-11-05T16:00:00.000Z',
    amountFrom: 10_000_000,
    amountTo: 11_000_000,
    casesFrom: 300,
    casesTo: 350,
  },
  {
    changedByName: 'Mariana López',
    changedAt: '2026-11-10T16:30:00.000Z',
    amountFrom: 11_000_000,
    amountTo: 12_000_000,
    casesFrom: 350,
    casesTo: 400,
  },
]
