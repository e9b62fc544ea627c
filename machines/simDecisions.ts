import type { OtpApplicationContext, OtpApplicationEvent, OtpApplicationState } from './otpApplication.ts'
import type { SimApplicationContext, SimApplicationEvent, SimApplicationState } from './simApplication.ts'
import type { SimCardContext, SimCardEvent, SimCardState } from './simCard.ts'
import { otpApplicationVersions, simApplicationVersions, simCardVersions } from './simVersions.ts'
import { type Decision, decide, initialOf, type Stored } from './storedDecisions.ts'

export type StoredSimCard = Stored<SimCardState, SimCardContext>
export type StoredSimApplication = Stored<SimApplicationState, SimApplicationContext>
export type StoredOtpApplication = Stored<OtpApplicationState, OtpApplicationContext>

export const newSimCard = (): StoredSimCard => initialOf(simCardVersions)
export const newSimApplication = (): StoredSimApplication => initialOf(simApplicationVersions)
export const newOtpApplication = (): StoredOtpApplication => initialOf(otpApplicationVersions)

export const decideSimCard = (
  stored: StoredSimCard,
  event: SimCardEvent,
  using = simCardVersions.current,
): Decision<StoredSimCard> => decide(using, stored, event)

export const decideSimApplication = (
  stored: StoredSimApplication,
  event: SimApplicationEvent,
  using = simApplicationVersions.current,
): Decision<StoredSimApplication> => decide(using, stored, event)

export const decideOtpApplication = (
  stored: StoredOtpApplication,
  event: OtpApplicationEvent,
  using = otpApplicationVersions.current,
): Decision<StoredOtpApplication> => decide(using, stored, event)
