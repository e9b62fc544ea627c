import type { FastifyInstance } from 'fastify'
import * as contract from '../../contract/session.ts'
import { tokenFromHeader } from '../auth/tokens.ts'
import type { ServerDeps } from '../http/areaRoutes.ts'
import { declareRoute } from '../http/declareRoute.ts'
import {
  changePassword,
  currentUserOf,
  forgetPassword,
  modifyPassword,
  sendResetCode,
  signIn,
} from '../services/accounts.ts'
import { revokeSession } from '../services/sessions.ts'

export function sessionRoutes(app: FastifyInstance, deps: ServerDeps): void {
  declareRoute(app, deps, contract.signIn, async ({ input, request, reply }) => {
    const { token, user } = await signIn(deps, input, request.ip)
    reply.header('authorization', token)
    return user
  })

  declareRoute(app, deps, contract.signOut, async ({ request }) => {
    const token = tokenFromHeader(request.headers.authorization)
    if (token) await revokeSession(deps.db, token)
    return null
  })

  declareRoute(app, deps, contract.currentUser, ({ user }) => currentUserOf(deps.db, user.userId))

  declareRoute(app, deps, contract.changePassword, async ({ input, user, request }) => {
    await changePassword(deps, user.userId, input, request.ip)
    return null
  })

  declareRoute(app, deps, contract.sendResetCode, ({ input, request }) =>
    sendResetCode(deps, input, request.ip),
  )

  declareRoute(app, deps, contract.forgetPassword, async ({ input, request }) => {
    await forgetPassword(deps, input, request.ip)
    return null
  })

  declareRoute(app, deps, contract.modifyPassword, async ({ input, request }) => {
    await modifyPassword(deps, input, request.ip)
    return null
  })
}
