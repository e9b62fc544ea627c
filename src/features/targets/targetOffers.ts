import { msg } from '@lingui/core/macro'
import { targetActions } from '../../../contract/targetActions.ts'
import type { TargetRow } from '../../../contract/targets.ts'
import type { OfferedAction } from '../../ui/ActionButton.tsx'
import type { ActionTexts } from '../../ui/actionTexts.ts'

type SaveName = keyof typeof targetActions

const done = (name: string) => msg`Target of ${name} saved`

/** A save offered as an addition (the toolbar's) or as a row's edit: one rule, two buttons. */
const offer = (name: SaveName, texts: ActionTexts<string>): OfferedAction<SaveName> => ({
  name,
  action: targetActions[name],
  texts,
})

export const addTeamTargetOffer = offer('saveTeam', { label: msg`Add target`, done })
export const editTeamTargetOffer = offer('saveTeam', { label: msg`Edit`, done })
export const addPersonTargetOffer = offer('savePerson', { label: msg`Add target`, done })
export const editPersonTargetOffer = offer('savePerson', { label: msg`Edit`, done })

/** The toast once a target is saved, naming its team or member. */
export const savedText = done

/** What the policy reads of a target: its team, and its member for a personal one. */
export const targetFacts = (target: Pick<TargetRow, 'teamId' | 'personId'>) => ({
  teamId: target.teamId,
  ownerId: target.personId,
})
