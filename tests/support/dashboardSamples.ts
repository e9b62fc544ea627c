import type {
  DailyFigures,
  PerformanceDetails,
  PerformanceStatement,
  RankingWindow,
  WorkFigures,
} from '../../contract/dashboards.ts'

// Figures as the dashboards' calls answer them, for the browser code's unit tests.

export const workFigures = (overrides: Partial<WorkFigures> = {}): WorkFigures => ({
  calls: 0,
  whatsappMessages: 0,
  collectionRecords: 0,
  finishedCases: 0,
  dutyDays: 0,
  workPerformancePoint: 0,
  money: [],
  ...overrides,
})

export const day = (date: string, overrides: Partial<WorkFigures> = {}): DailyFigures => ({
  day: date,
  ...workFigures(overrides),
})

const rankWindow = (
  window: RankingWindow['window'],
  overrides: Partial<RankingWindow> = {},
): RankingWindow => ({
  window,
  days: { from: '2026-11-01', to: '2026-11-26' },
  of: 12,
  myRank: 3,
  rows: [
    {
      personId: 7,
      name: 'Chinedu Okafor',
      teamName: 'Lagos S1 Collection',
      rank: 3,
      finishedCases: 9,
      workPerformancePoint: 214,
    },
  ],
  ...overrides,
})

/** A collector's statement (person 7): the standard one, or with `variant: 'ngpk'` Lagos's and Karachi's. */
export const statementOf = (overrides: Partial<PerformanceStatement> = {}): PerformanceStatement => ({
  asOf: '2026-11-27T09:30:00.000Z',
  variant: 'standard',
  scope: { kind: 'person', id: 7, name: 'Chinedu Okafor' },
  settings: {
    primeTime: { fromHour: 9, toHour: 13 },
    salaryPeriodStartDay: 1,
    workPoints: { finishedCases: 10, calls: 2, whatsappMessages: 1 },
  },
  unfinished: { today: 4, thisWeek: 17, expiringInPrimeTime: 2, expiringWithin24Hours: 5 },
  finished: { yesterday: 1, thisWeek: 3, salaryPeriod: 9 },
  repaid: {
    today: [{ currency: 'NGN', repayments: 2, repaidAmount: 4_500_000 }],
    yesterday: [],
    thisWeek: [
      { currency: 'MXN', repayments: 1, repaidAmount: 172_500 },
      { currency: 'NGN', repayments: 5, repaidAmount: 9_000_000 },
    ],
    salaryPeriod: [{ currency: 'NGN', repayments: 11, repaidAmount: 21_000_000 }],
  },
  ranks: [
    rankWindow('yesterday', { days: { from: '2026-11-26', to: '2026-11-26' } }),
    rankWindow('thisWeek'),
    rankWindow('salaryPeriod'),
    rankWindow('allS1', { of: 30, myRank: null, rows: [] }),
  ],
  salaryPeriod: { from: '2026-11-01', to: '2026-11-27' },
  daily: [
    day('2026-11-25', {
      calls: 30,
      whatsappMessages: 12,
      finishedCases: 2,
      money: [{ currency: 'NGN', repayments: 1, repaidAmount: 1_500_000 }],
    }),
    day('2026-11-26', { calls: 41, whatsappMessages: 20, finishedCases: 1 }),
  ],
  ...overrides,
})

export const detailsOf = (overrides: Partial<PerformanceDetails> = {}): PerformanceDetails => ({
  asOf: '2026-11-27T09:30:00.000Z',
  scope: { kind: 'team', id: 4, name: 'Lagos S1 Collection' },
  days: { from: '2026-11-01', to: '2026-11-27' },
  totals: workFigures({
    calls: 71,
    whatsappMessages: 32,
    collectionRecords: 103,
    finishedCases: 3,
    dutyDays: 2,
    workPerformancePoint: 204,
    money: [{ currency: 'NGN', repayments: 1, repaidAmount: 1_500_000 }],
  }),
  daily: statementOf().daily,
  ...overrides,
})
