import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { authorizationDoc, authorizationDocPath } from './authorizationDoc.ts'

describe('docs/authorization.md', () => {
  it('is the matrix of the rules the server enforces (run `npm run docs:authorization` after changing one)', () => {
    expect(readFileSync(authorizationDocPath, 'utf8')).toBe(authorizationDoc())
  })

  it('names every role and refuses the office manager the manager’s powers', () => {
    const doc = authorizationDoc()
    for (const role of ['Manager', 'Auditor', 'Office manager', 'Team leader', 'Collector', 'Seller'])
      expect(doc).toContain(role)
    const staffEdit = doc.split('\n').find((line) => line.startsWith('| `/sys/staff/edit`'))!
    expect(staffEdit).toContain('roles below')
  })
})
