import { describe, expect, it } from 'vitest'
import { dashboardFigures, pointCounts, workPerformancePoint } from './dashboardFigures.ts'

describe('the dashboard figures’ definitions', () => {
  it('every figure says what it counts in both languages, and only money is per currency', () => {
    for (const [name, figure] of Object.entries(dashboardFigures)) {
      expect(figure.definition.en.trim(), name).not.toBe('')
      expect(figure.definition.es.trim(), name).not.toBe('')
      expect(figure.definition.es, name).not.toBe(figure.definition.en)
      expect(figure.money, name).toBe(name === 'repaidAmount' || name === 'repayments')
    }
  })

  it('the work performance point weighs finished cases, calls and WhatsApp messages as the settings say', () => {
    const weights = { finishedCases: 10, calls: 2, whatsappMessages: 1 }
    expect(workPerformancePoint({ finishedCases: 3, calls: 40, whatsappMessages: 7 }, weights)).toBe(117)
    expect(workPerformancePoint({ finishedCases: 0, calls: 0, whatsappMessages: 0 }, weights)).toBe(0)
    expect(Object.keys(weights).sort()).toEqual([...pointCounts].sort())
  })
})
