import type { FastifyInstance } from 'fastify'
import type { PasswordHasher } from '../auth/passwords.ts'
import type { CodeSender } from '../services/codeSender.ts'
import type { RouteDeps } from './declareRoute.ts'

/** Everything an area's routes may be handed; server/app.ts builds it once and gives every area the same. */
export interface ServerDeps extends RouteDeps {
  hasher: PasswordHasher
  codeSender: CodeSender
}

/**
 * An area's route module (server/routes/<area>.ts): declares the area's routes from its contract
 * entries. server/app.ts registers every area from one list of these.
 */
export type AreaRoutes = (app: FastifyInstance, deps: ServerDeps) => void
