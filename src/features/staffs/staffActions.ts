import { msg } from '@lingui/core/macro'
import { staffActions } from '../../../contract/staffActions.ts'
import { type ActionTextsOf, offersOf } from '../../ui/actionTexts.ts'

/** The texts of the staffs area's actions, each naming the member, team or request it acts on. */
export const staffActionTexts: ActionTextsOf<typeof staffActions, string> = {
  addMember: { label: msg`Add member`, done: (name) => msg`${name} added` },
  editMember: { label: msg`Edit`, done: (name) => msg`${name} saved` },
  setMemberValidity: {
    label: msg`Mark invalid`,
    confirm: {
      question: (name) => msg`Mark ${name} invalid?`,
      effect: msg`They are signed out at once and cannot sign in again; their open cases are left to be reallocated.`,
    },
  },
  addTeam: { label: msg`Add team`, done: (name) => msg`Team ${name} added` },
  editTeam: { label: msg`Edit`, done: (name) => msg`Team ${name} saved` },
  approveLeave: { label: msg`Approve`, done: (name) => msg`Leave of ${name} approved` },
  rejectLeave: {
    label: msg`Reject`,
    done: (name) => msg`Leave request of ${name} rejected`,
    confirm: {
      question: (request) => msg`Reject the leave of ${request}?`,
      effect: msg`The member reads it in their messages; the days stay working days, and they may ask again.`,
    },
  },
  saveWorkSchedule: { label: msg`Save schedule`, done: (team) => msg`Schedule of ${team} saved` },
}

/** A staffs action with its texts, by name, as a button or a row offers it. */
export const staffOffer = offersOf(staffActions, staffActionTexts)
