import type { Action, WhoMay } from './actions.ts'
import { menuIds, roleIds } from './menus.ts'
import {
  addSimCards,
  allocateSimCard,
  applyForSimCard,
  deactivateSimCard,
  passSimApplication,
  reactivateSimCard,
  rejectSimApplication,
  removeSimCard,
  reportNoOtpCode,
  requestOtpCode,
  retrieveSimCard,
  sendOtpCode,
  simTeamAndMember,
} from './simCards.ts'

/**
 * Whoever opens the records (100) keeps the cards they reach: a user in a team the cards its members
 * hold and the office's stock they give from, a user over the teams every card. Auditors only read.
 */
const cardKeeper: WhoMay = {
  menuId: menuIds.simRecords,
  readOnlyRoles: [roleIds.auditor],
  rows: 'inReachOrStock',
  outOfReach: 'simCard.notYourTeam',
}

/**
 * Reviewers open the application screen (101) too, but they are not the members who apply: collectors
 * and sellers apply there, and auditors read.
 */
const reviewer: WhoMay = {
  menuId: menuIds.simApplication,
  readOnlyRoles: [roleIds.collector, roleIds.seller, roleIds.auditor],
  // The applicant's team; nobody passes their own application.
  rows: 'othersInReach',
  outOfReach: 'simCard.notYourTeam',
}

/** Whoever opens the application screen (101) applies for a card for themselves. */
const applicant: WhoMay = {
  menuId: menuIds.simApplication,
  // Those who keep and give out the cards review applications; they do not apply to themselves.
  readOnlyRoles: [roleIds.auditor, roleIds.officeManager, roleIds.manager],
  // The application is the caller's own by construction: it names no one else.
  rows: 'none',
}

/** A member with a card asks for its WhatsApp code from the SIM area (98). */
const cardHolder: WhoMay = {
  menuId: menuIds.simCards,
  readOnlyRoles: [roleIds.auditor],
  rows: 'own',
  outOfReach: 'otpApplication.notYourCard',
}

/**
 * The spec makes the teams-and-members call a POST (section 7) though it changes nothing; a POST behind
 * a menu is read as a write, so it is declared as an action anyone who opens the SIM area may take.
 */
const simReader: WhoMay = { menuId: menuIds.simCards, readOnlyRoles: [], rows: 'none' }

/** Whoever opens the WhatsApp OTP application screen (102) passes codes on. */
const codeKeeper: WhoMay = {
  menuId: menuIds.waOtpApplication,
  readOnlyRoles: [roleIds.auditor],
  // The asking member's team.
  rows: 'inReach',
  outOfReach: 'simCard.notYourTeam',
}

/**
 * What a user does in the SIM area, one entry each. Every one needs the server (the machine decides
 * against the office's other cards and applications), so offline their buttons say so.
 */
export const simCardActions = {
  loadTeamsAndMembers: { endpoint: simTeamAndMember, whoMay: simReader, offline: false },
  addCards: { endpoint: addSimCards, whoMay: cardKeeper, offline: false },
  allocate: { endpoint: allocateSimCard, whoMay: cardKeeper, offline: false },
  retrieve: { endpoint: retrieveSimCard, whoMay: cardKeeper, offline: false },
  deactivate: { endpoint: deactivateSimCard, whoMay: cardKeeper, offline: false },
  reactivate: { endpoint: reactivateSimCard, whoMay: cardKeeper, offline: false },
  remove: { endpoint: removeSimCard, whoMay: cardKeeper, offline: false },
  apply: { endpoint: applyForSimCard, whoMay: applicant, offline: false },
  passApplication: { endpoint: passSimApplication, whoMay: reviewer, offline: false },
  rejectApplication: { endpoint: rejectSimApplication, whoMay: reviewer, offline: false },
  requestOtp: { endpoint: requestOtpCode, whoMay: cardHolder, offline: false },
  sendOtp: { endpoint: sendOtpCode, whoMay: codeKeeper, offline: false },
  reportNoOtp: { endpoint: reportNoOtpCode, whoMay: codeKeeper, offline: false },
} as const satisfies Record<string, Action>

export type SimCardActionName = keyof typeof simCardActions
