import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { WorkdayGroupName } from '../../../contract/workday.ts'

/** Each group's title on the welcome page. */
export const workdayGroupTitles: Record<WorkdayGroupName, MessageDescriptor> = {
  appointments: msg`Appointments`,
  promises: msg`Promises to pay`,
  notContacted: msg`Not contacted today`,
  todos: msg`To-dos due`,
}

/** What a group with nothing in it says. */
export const workdayGroupEmpty: Record<WorkdayGroupName, MessageDescriptor> = {
  appointments: msg`No appointment due today.`,
  promises: msg`No promise falls due today.`,
  notContacted: msg`Every case has been contacted today.`,
  todos: msg`No to-do due today.`,
}
