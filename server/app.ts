import { randomUUID } from 'node:crypto'
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import formbody from '@fastify/formbody'
import fastifyStatic from '@fastify/static'
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'
import type { z } from 'zod'
import { basePath } from '../contract/endpoint.ts'
import { fieldIssues } from '../contract/validation.ts'
import { passwordHasher } from './auth/passwords.ts'
import type { ServerConfig } from './config.ts'
import type { Database } from './database/connect.ts'
import { compileAnswerSerializer } from './http/answerSerializer.ts'
import type { AreaRoutes, ServerDeps } from './http/areaRoutes.ts'
import { installErrorHandler, sendError } from './http/errorHandler.ts'
import { AppError, ValidationFailure } from './http/errors.ts'
import { logSerializers } from './http/logSerializers.ts'
import { acceptMultipartBodies } from './http/multipartBodies.ts'
import { type PeriodicJob, type StartJob, startPeriodicJob } from './http/periodicJobs.ts'
import { requestLanguage } from './http/requestContext.ts'
import { installSecurityHeaders } from './http/securityHeaders.ts'
import { amountCutRoutes } from './routes/amountCuts.ts'
import { auditRoutes } from './routes/audit.ts'
import { automaticRuleRoutes } from './routes/automaticRules.ts'
import { blacklistRoutes } from './routes/blacklist.ts'
import { caseAllocationRoutes } from './routes/caseAllocation.ts'
import { caseRoutes } from './routes/cases.ts'
import { dashboardRoutes } from './routes/dashboards.ts'
import { messageRoutes } from './routes/messages.ts'
import { offlineRepaymentRoutes } from './routes/offlineRepayments.ts'
import { paymentLinkRoutes } from './routes/paymentLinks.ts'
import { payoutRoutes } from './routes/payouts.ts'
import { repaymentRoutes } from './routes/repayments.ts'
import { salaryRoutes } from './routes/salary.ts'
import { sellersPerformanceRoutes } from './routes/sellersPerformance.ts'
import { sessionRoutes } from './routes/session.ts'
import { simCardRoutes } from './routes/simCards.ts'
import { staffRoutes } from './routes/staffs.ts'
import { systemRoutes } from './routes/system.ts'
import { targetRoutes } from './routes/targets.ts'
import { workdayRoutes } from './routes/workday.ts'
import { writeBatchRoutes } from './routes/writeBatches.ts'
import { startRetentionJob } from './services/clientMutationRetention.ts'
import { type CodeSender, logCodeSender } from './services/codeSender.ts'
import { keyRequestHashes } from './services/requestHashes.ts'

export interface AppOptions {
  db: Database
  config: ServerConfig
  logger?: FastifyServerOptions['logger']
  /** Where verification codes go; the demo default writes them to the log. */
  codeSender?: CodeSender
}

const bodyLimitBytes = 1024 * 1024

/**
 * The files a browser must ask again every time: the service worker (a long-cached one would keep
 * offering an old version after a deploy) and the page, which names the current chunks. The chunks
 * are named by their content, so the defaults suit them.
 */
function mustRevalidate(path: string): boolean {
  return /(^|[\\/])(sw\.js|index\.html)$/.test(path)
}

/** Every area's routes, one line each (docs/adding-an-area.md). */
const areaRoutes: AreaRoutes[] = [
  sessionRoutes,
  systemRoutes,
  caseRoutes,
  messageRoutes,
  repaymentRoutes,
  workdayRoutes,
  simCardRoutes,
  staffRoutes,
  caseAllocationRoutes,
  blacklistRoutes,
  amountCutRoutes,
  offlineRepaymentRoutes,
  salaryRoutes,
  payoutRoutes,
  dashboardRoutes,
  sellersPerformanceRoutes,
  paymentLinkRoutes,
  targetRoutes,
  automaticRuleRoutes,
  auditRoutes,
  writeBatchRoutes,
]

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { db, config } = options
  const logger = options.logger ?? { level: config.logLevel }
  const app = Fastify({
    // Every line goes through the serializers that keep values out (server/http/logSerializers.ts).
    logger: typeof logger === 'object' ? { ...logger, serializers: logSerializers } : logger,
    genReqId: (request) => {
      const given = request.headers['x-request-id']
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID()
    },
    bodyLimit: bodyLimitBytes,
    requestTimeout: 60_000,
    // The client address counts sign-in attempts: believe X-Forwarded-For only from a configured proxy.
    trustProxy: config.trustedProxies.length > 0 ? config.trustedProxies : false,
  })
  app.decorateRequest('user', null)
  installErrorHandler(app)
  await installSecurityHeaders(app)
  app.setValidatorCompiler(({ schema }) => (data: unknown) => {
    const result = (schema as z.ZodType).safeParse(data)
    return result.success
      ? { value: result.data }
      : { error: new ValidationFailure(fieldIssues(result.error)) }
  })
  app.setSerializerCompiler(compileAnswerSerializer)

  // Bodies are form-encoded, JSON or multipart; a text/plain one is refused as such, not half-read.
  app.removeContentTypeParser('text/plain')
  await app.register(formbody, { bodyLimit: bodyLimitBytes })
  acceptMultipartBodies(app, bodyLimitBytes)
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Collection service',
        version: '2.1.0',
        description: 'The API of the collection console.',
      },
      components: { securitySchemes: { session: { type: 'apiKey', in: 'header', name: 'Authorization' } } },
      security: [{ session: [] }],
    },
    transform: jsonSchemaTransform,
  })
  await app.register(swaggerUi, { routePrefix: `${basePath}/docs` })

  // Periodic jobs run while the server does; closing waits for the runs under way.
  const jobs: PeriodicJob[] = []
  app.addHook('onClose', () => Promise.all(jobs.map((job) => job.stop())).then(() => {}))
  const startJob: StartJob = (name, everyMs, run) => {
    const job = startPeriodicJob(name, everyMs, run, app.log)
    jobs.push(job)
    return job
  }
  const deps: ServerDeps = {
    db,
    config,
    hasher: passwordHasher(config.argon2),
    codeSender: options.codeSender ?? logCodeSender(app.log),
    startJob,
  }
  startRetentionJob(config.clientMutations, db, startJob)
  // The key of the kept writes' hashes exists from the first start on, and no plain hash outlives it.
  await keyRequestHashes(db)
  for (const registerArea of areaRoutes) registerArea(app, deps)

  const clientDir = resolve(config.clientDir)
  const hasClient = existsSync(resolve(clientDir, 'index.html'))
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      setHeaders: (reply, path) => {
        if (mustRevalidate(path)) reply.header('cache-control', 'no-cache')
      },
    })
  }
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith(basePath)) {
      return sendError(reply, requestLanguage(request), new AppError('interface.notFound'))
    }
    // A chunk an older page names but this build lacks is missing, not a screen: a 404 lets the
    // page see a failed import (and reload for the new build) instead of running HTML as a script.
    if (request.url.startsWith('/assets/')) return reply.status(404).type('text/plain').send('Not found')
    // Any other path is a screen of the single-page app; the client router takes it from there.
    if (hasClient && request.method === 'GET')
      return reply.header('cache-control', 'no-cache').sendFile('index.html')
    return reply.status(404).type('text/plain').send('Not found')
  })
  return app
}
