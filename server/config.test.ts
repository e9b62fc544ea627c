import { describe, expect, it } from 'vitest'
import { configFromEnv } from './config.ts'

describe('the dashboards’ settings', () => {
  it('default to prime time 09:00 to 13:00, the calendar month as salary period, and points 10, 2 and 1', () => {
    expect(configFromEnv({}).dashboards).toEqual({
      primeTime: { fromHour: 9, toHour: 13 },
      salaryPeriodStartDay: 1,
      performanceWeights: { finishedCases: 10, calls: 2, whatsappMessages: 1 },
    })
  })

  it('take a deployment’s own values', () => {
    const settings = configFromEnv({
      PRIME_TIME_HOURS: '17-21',
      SALARY_PERIOD_START_DAY: '26',
      WORK_POINTS: '20,1,1',
    }).dashboards
    expect(settings).toEqual({
      primeTime: { fromHour: 17, toHour: 21 },
      salaryPeriodStartDay: 26,
      performanceWeights: { finishedCases: 20, calls: 1, whatsappMessages: 1 },
    })
  })

  it('refuse to start on a value that would make every figure wrong, naming the variable', () => {
    expect(() => configFromEnv({ PRIME_TIME_HOURS: '13-9' })).toThrow(/PRIME_TIME_HOURS=13-9/)
    expect(() => configFromEnv({ SALARY_PERIOD_START_DAY: '31' })).toThrow(/SALARY_PERIOD_START_DAY=31/)
    expect(() => configFromEnv({ WORK_POINTS: '10,2' })).toThrow(/WORK_POINTS=10,2/)
  })
})
