import type { SimCardRow } from '../../contract/simCards.ts'

/** A card as the records list shows it: in stock, or held by Ana Torres of the CDMX team. */
export const cardRow = (status: SimCardRow['status'], holderId: number | null = null): SimCardRow => ({
  id: 1,
  cardNumber: '8952020000000000001',
  currentNumber: '525500000001',
  status,
  holderId,
  holderName: holderId ? 'Ana Torres' : null,
  teamId: holderId ? 2 : null,
  teamName: holderId ? 'CDMX S2 Collection' : null,
  deactivationReason: status === 'deactivated' ? 'blocked' : null,
  deactivationDescription: null,
  addedAt: '2026-11-25T10:00:00.000Z',
  allocatedAt: null,
  updatedAt: '2026-11-25T10:00:00.000Z',
})
