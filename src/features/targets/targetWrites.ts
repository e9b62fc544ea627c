import type { InputOf } from '../../../contract/endpoint.ts'
import { targetActions } from '../../../contract/targetActions.ts'
import { targetSplitPreview } from '../../../contract/targets.ts'
import { actionWrites } from '../../api/actionWrites.ts'
import { request } from '../../api/request.ts'

/** What the targets' screens send: a team's target (with its split) and a member's. */
export const targetWrites = actionWrites(targetActions)

/** A team's split as the server deals it (evenly or by load); nothing is saved. */
export const previewSplit = (input: InputOf<typeof targetSplitPreview>) => request(targetSplitPreview, input)
