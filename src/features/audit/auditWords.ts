import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { stepVerdicts } from '../../../contract/audit.ts'

/** What the replay says of one step. */
export const verdictWords: Record<(typeof stepVerdicts)[number], MessageDescriptor> = {
  matches: msg`Matches: its machine takes this event here and reaches the state recorded.`,
  startsElsewhere: msg`Differs: the record starts from another state than the steps before it reached.`,
  refused: msg`Differs: its machine refuses this event in the state the record starts from.`,
  endsElsewhere: msg`Differs: its machine reaches another state than the one recorded.`,
  unknownMachine: msg`Differs: recorded with a machine version this console does not know.`,
}

/** The verdict's few words, for the step list. */
export const verdictShort: Record<(typeof stepVerdicts)[number], MessageDescriptor> = {
  matches: msg`Matches`,
  startsElsewhere: msg`Starts elsewhere`,
  refused: msg`Refused`,
  endsElsewhere: msg`Ends elsewhere`,
  unknownMachine: msg`Unknown machine`,
}
