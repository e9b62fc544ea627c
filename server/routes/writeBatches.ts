import type { FastifyInstance, FastifyRequest } from 'fastify'
import { batchablePath } from '../../contract/allActions.ts'
import type { Language } from '../../contract/bilingual.ts'
import { basePath, type Envelope, respCodes } from '../../contract/callBasics.ts'
import * as contract from '../../contract/writes.ts'
import { tokenFromHeader } from '../auth/tokens.ts'
import type { ServerDeps } from '../http/areaRoutes.ts'
import { asBatchCaller } from '../http/batchCaller.ts'
import { declareRoute } from '../http/declareRoute.ts'
import { ValidationFailure } from '../http/errors.ts'
import { errorMessage } from '../http/messages.ts'

const isEnvelope = (body: unknown): body is Envelope =>
  typeof (body as Envelope | null)?.respCode === 'string' && typeof (body as Envelope).respMsg === 'string'

/**
 * One write of a batch, through its own route: its session, menu, rule, validation and client id.
 * A call that could not be made (the server closing) or answered something else than an envelope is
 * a failure of the server's on this write, in the caller's language.
 */
async function applyAsItsOwnCall(
  app: FastifyInstance,
  request: FastifyRequest,
  write: { path: string; payload: Record<string, unknown> },
  index: number,
  language: Language,
): Promise<Envelope> {
  const { timestamp, lang } = request.query as { timestamp: string; lang: string }
  const failure = () => ({
    respCode: 'server.failure',
    respMsg: errorMessage('server.failure', language),
    data: null,
  })
  try {
    const response = await app.inject({
      method: 'POST',
      url: `${basePath}${write.path}?${new URLSearchParams({ timestamp, lang })}`,
      headers: {
        authorization: request.headers.authorization ?? '',
        'content-type': 'application/json',
        // Each write's log lines are told apart, and still found by the batch's id.
        'x-request-id': `${String(request.id).slice(0, 58)}-${index}`,
      },
      remoteAddress: request.ip,
      payload: JSON.stringify(write.payload),
    })
    const body: unknown = response.json()
    return isEnvelope(body) ? body : failure()
  } catch (error) {
    request.log.error({ err: error }, 'a write of a batch could not be applied')
    return failure()
  }
}

/**
 * The outbox's batch (issue 28): a collector's queued writes applied one after the other, each as its
 * own call, up to the first one not taken (refused or failed), whose answer is the
 * last. Nothing behind a write is applied before the browser has its answer: a refusal is not kept as
 * an applied write's answer is, so a write refused, its answer lost, is looked at afresh when sent
 * again, and the writes after it must not have gone first (a subject takes its writes in the order made).
 */
export function writeBatchRoutes(app: FastifyInstance, deps: ServerDeps): void {
  declareRoute(app, deps, contract.sendWriteBatch, async ({ input, user, request, language }) => {
    const strays = input.writes.flatMap((write, index) =>
      batchablePath(write.path) ? [] : [{ field: `writes.${index}.path`, key: 'invalidValue' as const }],
    )
    if (strays.length > 0) throw new ValidationFailure(strays)
    const answers: Envelope[] = []
    // Each write is its own call with the batch's token; the session it names was looked up for this
    // call, so the writes do not look it up again (a hundred lookups a batch; batchCaller.ts).
    const token = tokenFromHeader(request.headers.authorization) ?? ''
    await asBatchCaller(token, user, async () => {
      for (const [index, write] of input.writes.entries()) {
        // The browser went away (a time-out, a closed tab: its connection closed): the writes it can no
        // longer hear of are not applied. (The request itself is over once its body is read.)
        if (request.raw.socket?.destroyed === true) break
        const envelope = await applyAsItsOwnCall(app, request, write, index, language)
        answers.push(envelope)
        if (envelope.respCode !== respCodes.ok) break
      }
    })
    return { answers }
  })
}
