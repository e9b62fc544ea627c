import type { FastifyInstance } from 'fastify'
import type { PasswordHasher } from '../auth/passwords.ts'
import type { CodeSender } from '../services/codeSender.ts'
import type { RouteDeps } from './declareRoute.ts'
import type { StartJob } from './periodicJobs.ts'

/** Everything an area's routes may be handed; server/app.ts builds it once and gives every area the same. */
export interface ServerDeps extends RouteDeps {
  hasher: PasswordHasher
  codeSender: CodeSender
  /** Starts a periodic job of the area, stopped when the server closes. */
  startJob: StartJob
}

/**
 * An area's route module (server/routes/<area>.ts): declares the area's routes from its contract
 * entries. server/app.ts registers every area from one list of these.
 */
export type AreaRoutes = (app: FastifyInstance, deps: ServerDeps) => void
