import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { RankPeriod } from '../../../contract/messages.ts'
import type { PolledCall } from '../../../machines/messagePolling.ts'

export const rankPeriodLabels: Record<RankPeriod, MessageDescriptor> = {
  day: msg`Day`,
  week: msg`Week`,
  month: msg`Month`,
}

/** What could not be refreshed, named for the notice the bar shows beside the kept copy. */
export const polledCallLabels: Record<PolledCall, MessageDescriptor> = {
  notices: msg`Notices`,
  messages: msg`Messages`,
  ranking: msg`Ranking`,
  poll: msg`Messages`,
}
