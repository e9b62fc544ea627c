import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Language } from '../../contract/bilingual.ts'
import { respCodes } from '../../contract/endpoint.ts'
import { type ErrorCode, errorCodes } from '../../contract/errors.ts'
import { AppError, ValidationFailure } from './errors.ts'
import { errorMessage, fieldLabel, validationMessage } from './messages.ts'
import { requestLanguage } from './requestContext.ts'

function respCodeOf(code: ErrorCode): string {
  if (code === 'session.signedOut') return respCodes.signedOut
  if (code === 'interface.notFound') return respCodes.notFound
  return code
}

export function sendError(reply: FastifyReply, language: Language, error: AppError): FastifyReply {
  return reply.status(errorCodes[error.code].status).send({
    respCode: respCodeOf(error.code),
    respMsg: errorMessage(error.code, language, error.params),
    data: error.data,
  })
}

function asAppError(
  error: FastifyError | Error,
  request: FastifyRequest,
  language: Language,
): AppError | null {
  if (error instanceof AppError) return error
  if (error instanceof ValidationFailure) {
    const [first] = error.issues
    const labels = request.routeOptions.config?.labels
    const fields = error.issues.map((issue) => ({
      field: issue.field,
      label: fieldLabel(labels, issue.field, language),
      message: validationMessage(issue.key, language),
      key: issue.key,
    }))
    return new AppError('request.invalid', {
      params: { field: fields[0]?.label ?? '', problem: first ? validationMessage(first.key, language) : '' },
      data: { fields },
    })
  }
  const { code, statusCode } = error as FastifyError
  if (code === 'FST_ERR_CTP_BODY_TOO_LARGE') return new AppError('request.bodyTooLarge')
  if (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return new AppError('request.unsupportedMediaType')
  if (statusCode !== undefined && statusCode >= 400 && statusCode < 500) {
    // Malformed JSON and the like: the caller's mistake, worded for the body.
    return new AppError('request.invalid', {
      params: {
        field: fieldLabel(undefined, 'body', language),
        problem: validationMessage('invalidValue', language),
      },
      data: {
        fields: [
          {
            field: 'body',
            label: fieldLabel(undefined, 'body', language),
            message: validationMessage('invalidValue', language),
            key: 'invalidValue',
          },
        ],
      },
    })
  }
  return null
}

/** The one place errors become the {respCode, respMsg, data} envelope; routes hold no try/catch for it. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const language = requestLanguage(request)
    const known = asAppError(error, request, language)
    if (known) return sendError(reply, language, known)
    request.log.error({ err: error }, 'unexpected failure')
    return sendError(reply, language, new AppError('server.failure'))
  })
}
