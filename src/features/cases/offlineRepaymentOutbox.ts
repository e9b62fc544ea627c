import type { z } from 'zod'
import { offlineRepaymentActions } from '../../../contract/offlineRepaymentActions.ts'
import type { offlineRepaymentInput } from '../../../contract/offlineRepayments.ts'
import { enqueue } from '../../../db/outbox.ts'
import { wantSync } from '../../api/sync/syncStatus.ts'

/** The outbox subject of a case's offline repayments, apart from the case's own writes. */
export const offlineRepaymentSubject = (caseId: number) => `offlineRepayment:case:${caseId}`

/**
 * Queues an offline repayment with its receipt's image: the image waits in the browser's database with
 * the write until the sync runner sends both, as multipart, with the id made when it was recorded.
 */
export async function queueOfflineRepayment(
  writer: { userId: number; displayName?: string },
  named: { caseNo: string; openPath: string },
  input: z.input<typeof offlineRepaymentInput> & { clientMutationId: string },
): Promise<void> {
  await enqueue({
    id: input.clientMutationId,
    userId: writer.userId,
    ...(writer.displayName ? { userName: writer.displayName } : {}),
    area: 'offlineRepayments',
    action: 'record',
    path: offlineRepaymentActions.record.endpoint.path,
    payload: input as Record<string, unknown>,
    subject: {
      key: offlineRepaymentSubject(Number(input.caseId)),
      title: named.caseNo,
      openPath: named.openPath,
    },
    createdAt: Date.now(),
  })
  wantSync()
}

/**
 * The offline repayments' part of the outbox (src/app/outboxAreas.ts). A queued one is shown from the
 * outbox itself, so nothing kept needs settling or taking back: once sent, the case's list is read again.
 */
export const offlineRepaymentOutbox = {
  async settle(): Promise<void> {},
}
