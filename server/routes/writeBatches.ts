import type { FastifyInstance, FastifyRequest } from 'fastify'
import { offlineEndpointByPath } from '../../contract/allActions.ts'
import { basePath, respCodes } from '../../contract/endpoint.ts'
import * as contract from '../../contract/writes.ts'
import type { ServerDeps } from '../http/areaRoutes.ts'
import { declareRoute } from '../http/declareRoute.ts'
import { ValidationFailure } from '../http/errors.ts'

interface Envelope {
  respCode: string
  respMsg: string
  data: unknown
}

/** A write the outbox may send in a batch: one that waits offline, and whose body is JSON (no files). */
const batchable = (path: string): boolean => offlineEndpointByPath.get(path)?.encoding === 'json'

/** One write of a batch, through its own route: its session, menu, rule, validation and client id. */
async function applyAsItsOwnCall(
  app: FastifyInstance,
  request: FastifyRequest,
  write: { path: string; payload: Record<string, unknown> },
): Promise<{ status: number; envelope: Envelope }> {
  const { timestamp, lang } = request.query as { timestamp: string; lang: string }
  const response = await app.inject({
    method: 'POST',
    url: `${basePath}${write.path}?${new URLSearchParams({ timestamp, lang })}`,
    headers: {
      authorization: request.headers.authorization ?? '',
      'content-type': 'application/json',
      'x-request-id': String(request.id),
    },
    remoteAddress: request.ip,
    payload: JSON.stringify(write.payload),
  })
  return { status: response.statusCode, envelope: response.json() as Envelope }
}

/**
 * The outbox's batch (issue 28): a collector's queued writes applied one after the other, each as its
 * own call, up to the first one not taken (refused, failed, or its session ended), whose answer is the
 * last. Nothing behind a write is applied before the browser has its answer: a refusal is not kept as
 * an applied write's answer is, so a write refused, its answer lost, is looked at afresh when sent
 * again, and the writes after it must not have gone first (a subject takes its writes in the order made).
 */
export function writeBatchRoutes(app: FastifyInstance, deps: ServerDeps): void {
  declareRoute(app, deps, contract.sendWriteBatch, async ({ input, request }) => {
    const strays = input.writes.flatMap((write, index) =>
      batchable(write.path) ? [] : [{ field: `writes.${index}.path`, key: 'invalidValue' as const }],
    )
    if (strays.length > 0) throw new ValidationFailure(strays)
    const answers: Envelope[] = []
    for (const write of input.writes) {
      const { status, envelope } = await applyAsItsOwnCall(app, request, write)
      answers.push(envelope)
      if (status >= 400 || envelope.respCode !== respCodes.ok) break
    }
    return { answers }
  })
}
