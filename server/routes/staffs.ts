import type { FastifyInstance } from 'fastify'
import * as contract from '../../contract/staffs.ts'
import type { ServerDeps } from '../http/areaRoutes.ts'
import { declareRoute } from '../http/declareRoute.ts'
import { csvFileName } from '../services/lists/index.ts'
import { clockInOrOut, myClockToday } from '../services/staffs/clockWrites.ts'
import {
  approveLeaveRequest,
  askForLeave,
  cancelLeaveRequest,
  listLeave,
  rejectLeaveRequest,
} from '../services/staffs/leaveWrites.ts'
import { addStaffMember, editStaffMember, setStaffValidity } from '../services/staffs/memberWrites.ts'
import { exportStaff } from '../services/staffs/staffExport.ts'
import { listStaff } from '../services/staffs/staffList.ts'
import { teamDetailsOf } from '../services/staffs/teamDetails.ts'
import { listScheduledTeams, readWorkSchedule, saveTeamSchedule } from '../services/staffs/teamSchedule.ts'
import { addStaffTeam, editStaffTeam } from '../services/staffs/teamWrites.ts'

/** The staffs area's calls: the menus and action rules are checked by declareRoute, the team scope by the services. */
export function staffRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const { db } = deps
  declareRoute(app, deps, contract.staffList, ({ user, input }) => listStaff(db, user, input))
  declareRoute(app, deps, contract.staffExport, async ({ user, input, language }) => ({
    fileName: csvFileName('staff', user.timeZone),
    chunks: exportStaff(db, user, input, { language, timeZone: user.timeZone }),
  }))
  declareRoute(app, deps, contract.addMember, ({ user, input }) => addStaffMember(deps, user, input))
  declareRoute(app, deps, contract.editMember, ({ user, input }) => editStaffMember(db, user, input))
  declareRoute(app, deps, contract.setMemberValidity, ({ user, input }) => setStaffValidity(db, user, input))
  declareRoute(app, deps, contract.addTeam, ({ user, input }) => addStaffTeam(db, user, input))
  declareRoute(app, deps, contract.editTeam, ({ user, input }) => editStaffTeam(db, user, input))
  declareRoute(app, deps, contract.teamDetails, ({ user, input, language }) =>
    teamDetailsOf(db, user, input.teamId, language),
  )
  declareRoute(app, deps, contract.requestLeave, ({ user, input }) => askForLeave(db, user, input))
  declareRoute(app, deps, contract.approveLeave, ({ user, input }) => approveLeaveRequest(db, user, input))
  declareRoute(app, deps, contract.rejectLeave, ({ user, input }) => rejectLeaveRequest(db, user, input))
  declareRoute(app, deps, contract.cancelLeave, ({ user, input }) => cancelLeaveRequest(db, user, input))
  declareRoute(app, deps, contract.leaveList, ({ user, input }) => listLeave(db, user, input))
  declareRoute(app, deps, contract.clock, ({ user, input }) => clockInOrOut(db, user, input))
  declareRoute(app, deps, contract.myClock, ({ user }) => myClockToday(db, user))
  declareRoute(app, deps, contract.scheduleTeams, ({ user, language }) =>
    listScheduledTeams(db, user, language),
  )
  declareRoute(app, deps, contract.workSchedule, ({ user, input }) => readWorkSchedule(db, user, input))
  declareRoute(app, deps, contract.saveWorkSchedule, ({ user, input }) => saveTeamSchedule(db, user, input))
}
