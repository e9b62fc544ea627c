import { describe, expect, it } from 'vitest'
import { typedInCaseWrite } from './caseWritesTyped.ts'

describe('what a case write carries that the user typed', () => {
  it("a record's notes and a to-do's text; nothing for a mark or blank notes", () => {
    const record = (recordText: string) => ({
      action: 'addCollectionRecord',
      payload: { caseId: 1, record: { recordText } },
    })
    expect(typedInCaseWrite(record('Paid on Friday'))).toBe('Paid on Friday')
    expect(typedInCaseWrite(record('  '))).toBeUndefined()
    expect(typedInCaseWrite({ action: 'addTodo', payload: { caseId: 1, text: 'Call at 6' } })).toBe(
      'Call at 6',
    )
    expect(typedInCaseWrite({ action: 'markDeal', payload: { caseId: 1, mark: 'deal' } })).toBeUndefined()
  })
})
