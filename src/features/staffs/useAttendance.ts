import { useCallback, useState } from 'react'
import type { z } from 'zod'
import {
  cancelLeave,
  clock,
  type clockSchema,
  type LeaveRow,
  leaveList,
  myClock,
  requestLeave,
} from '../../../contract/staffs.ts'
import { request } from '../../api/request.ts'
import { useServerRead } from '../../api/useServerRead.ts'

type Clock = z.infer<typeof clockSchema>

/** The signed-in member's clock today, and clocking in or out. */
export function useMyClock(userId: number) {
  const [today, setToday] = useState<Clock | null>(null)
  const read = useCallback(
    (signal: AbortSignal) => request(myClock, undefined, { signal }).then(setToday),
    [],
  )
  const server = useServerRead(`clock:${userId}`, read)
  const press = useCallback(async (kind: 'in' | 'out') => {
    setToday(await request(clock, { kind, clientMutationId: crypto.randomUUID() }))
  }, [])
  return { today, press, failure: server.failure }
}

/** Leave requests the user may read (their own; a leader's team's), newest first; `refresh` asks again. */
export function useLeaveRequests(userId: number, status?: LeaveRow['status'], enabled = true) {
  const [rows, setRows] = useState<LeaveRow[] | null>(null)
  const read = useCallback(
    (signal: AbortSignal) => request(leaveList, status ? { status } : {}, { signal }).then(setRows),
    [status],
  )
  const server = useServerRead(`leave:${userId}:${status ?? 'all'}`, enabled ? read : null)
  return { rows, failure: server.failure, refresh: server.refresh }
}

/** Cancels one of the user's own pending requests. */
export const cancelMyLeave = (leaveId: number) =>
  request(cancelLeave, { leaveId, clientMutationId: crypto.randomUUID() })

export { requestLeave }
