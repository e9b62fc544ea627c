import fc from 'fast-check'
import { repaymentKinds } from '../../contract/cases.ts'
import type { CaseLifecycleEvent, CloseReason } from '../../machines/caseLifecycle.ts'

const closeReasons: CloseReason[] = ['paidOff', 'retrieved', 'writtenOff']

/**
 * Any case lifecycle event, with payloads a caller could send: payments and cuts of any size (none,
 * negative, more than owed), pin counts past the limit, appointments at any time. Written from the events' types,
 * not from the machine's config, so the properties that use it do not share the machine's assumptions.
 */
export const anyCaseEvent: fc.Arbitrary<CaseLifecycleEvent> = fc.oneof(
  {
    arbitrary: fc.record({
      type: fc.constant('REPAYMENT_RECEIVED' as const),
      amount: fc.integer({ min: -100, max: 2000 }),
      kind: fc.constantFrom(...repaymentKinds),
    }),
    weight: 4,
  },
  // Cuts of any size, as a reviewer's pass would carry them (the service bounds them; the machine too).
  {
    arbitrary: fc.record({
      type: fc.constant('AMOUNT_CUT' as const),
      amount: fc.integer({ min: -100, max: 2000 }),
      cutId: fc.nat(1000),
    }),
    weight: 2,
  },
  {
    arbitrary: fc.constantFrom<CaseLifecycleEvent>(
      { type: 'DELAY_APPROVED' },
      { type: 'DELAY_LAPSED' },
      { type: 'MARK_DEAL' },
      { type: 'MARK_NO_DEAL' },
      { type: 'CLEAR_APPOINTMENT' },
      { type: 'ACTIVATE_EXTENSION' },
      { type: 'OPEN_DELAYED_REPAYMENT' },
      { type: 'ADD_COLLECTION_RECORD' },
      { type: 'ADD_TODO' },
      { type: 'COMPLETE_TODO' },
      { type: 'REOPEN_TODO' },
      { type: 'UNPIN' },
      { type: 'RETRIEVE' },
      { type: 'SALE_ORDER_ENTERED_APP', orderNo: 'SO-1' },
      { type: 'ALLOCATE', teamId: 1, ownerId: 7, way: 'evenSplit' },
    ),
    weight: 8,
  },
  {
    arbitrary: fc.record({
      type: fc.constant('BOOK_APPOINTMENT' as const),
      at: fc
        .integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2027, 0, 1) })
        .map((ms) => new Date(ms).toISOString()),
    }),
    weight: 2,
  },
  // Pins weigh more and closing less: the pin limit is reached only by several open cases pinned in
  // one sequence, and a closed case takes nothing more.
  { arbitrary: fc.record({ type: fc.constant('PIN' as const), pinnedByUser: fc.nat(8) }), weight: 6 },
  {
    arbitrary: fc.record({ type: fc.constant('CLOSE' as const), reason: fc.constantFrom(...closeReasons) }),
    weight: 1,
  },
)
