import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { decidePayoutLine, newPayoutLine, type StoredPayoutLine } from '../../machines/payoutDecisions.ts'

// The payout lines' rules (issue 24, docs/decisions/0053), stated from the business and checked over
// random answers typed in by random people: independent of the model test.

type Command =
  | { kind: 'succeed'; line: number; by: number; reference: string }
  | { kind: 'fail'; line: number; by: number; reason: string }

const lines = 5
const command: fc.Arbitrary<Command> = fc.oneof(
  fc.record({
    kind: fc.constant('succeed' as const),
    line: fc.nat(lines - 1),
    by: fc.nat(3),
    reference: fc.constantFrom('', ' ', 'TRF-1', 'TRF-2'),
  }),
  fc.record({
    kind: fc.constant('fail' as const),
    line: fc.nat(lines - 1),
    by: fc.nat(3),
    reason: fc.constantFrom('', 'Closed account', 'Wrong name'),
  }),
)

function work(maker: number, commands: Command[]) {
  const kept: { line: StoredPayoutLine; answers: number }[] = []
  for (let i = 0; i < lines; i++) {
    const made = decidePayoutLine(newPayoutLine(), { type: 'MAKE', madeBy: maker })
    if (!made.allowed) throw new Error('a line is always made')
    kept.push({ line: made.to, answers: 0 })
  }
  for (const c of commands) {
    const one = kept[c.line]!
    const before = one.line
    const decided = decidePayoutLine(
      before,
      c.kind === 'succeed'
        ? { type: 'SUCCEED', reviewerId: c.by, reference: c.reference }
        : { type: 'FAIL', reviewerId: c.by, reason: c.reason },
    )
    if (decided.allowed) {
      one.line = decided.to
      one.answers += 1
    }
    if (before.value !== 'pending') expect(one.line).toBe(before)
  }
  return kept
}

/** The batch's status as the screens derive it: pending while any line is. */
const batchDone = (kept: { line: StoredPayoutLine }[]) => kept.every((k) => k.line.value !== 'pending')

describe('payout line rules over random answers', () => {
  it('a line is answered at most once, never by the maker, always with its reference or reason', () => {
    fc.assert(
      fc.property(fc.nat(3), fc.array(command, { maxLength: 40 }), (maker, commands) => {
        for (const { line, answers } of work(maker, commands)) {
          expect(answers).toBeLessThanOrEqual(1)
          expect(line.value === 'pending').toBe(answers === 0)
          if (line.value !== 'pending') expect(line.context.reviewerId).not.toBe(maker)
          if (line.value === 'succeed') {
            expect(line.context.reference?.trim()).toBeTruthy()
            expect(line.context.reason).toBeNull()
          }
          if (line.value === 'failed') {
            expect(line.context.reason?.trim()).toBeTruthy()
            expect(line.context.reference).toBeNull()
          }
        }
      }),
    )
  })

  it('a batch is done exactly when none of its lines waits', () => {
    fc.assert(
      fc.property(fc.nat(3), fc.array(command, { maxLength: 40 }), (maker, commands) => {
        const kept = work(maker, commands)
        expect(batchDone(kept)).toBe(kept.every((k) => k.answers === 1))
      }),
    )
  })
})
