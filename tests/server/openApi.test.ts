import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { allActions } from '../../contract/allActions.ts'
import { basePath } from '../../contract/endpoint.ts'
import { replayRule } from '../../contract/writes.ts'
import { startTestServer, type TestServer } from '../support/testServer.ts'

interface Operation {
  summary?: string
  description?: string
  requestBody?: unknown
}
type OpenApi = { paths: Record<string, Record<string, Operation>> }

let server: TestServer
let document: OpenApi
beforeAll(async () => {
  server = await startTestServer()
  const response = await server.app.inject({ method: 'GET', url: `${basePath}/docs/json` })
  expect(response.statusCode).toBe(200)
  document = response.json()
})
afterAll(() => server?.close())

const operations = () =>
  Object.entries(document.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, operation]) => ({ path, method, operation })),
  )

/** A write is a call whose body carries the client's id for it: the server applies it once. */
const isWrite = (operation: Operation) =>
  JSON.stringify(operation.requestBody ?? {}).includes('"clientMutationId"')

describe('the OpenAPI document', () => {
  it('states the replay rule in the description of every write', () => {
    const writes = operations().filter(({ operation }) => isWrite(operation))
    // Every write of every area is declared by writeEndpoint (its description carries the rule) and
    // is an action of the registry: none is missed, none is listed here by hand.
    const declaredWrites = allActions
      .map((action) => action.endpoint)
      .filter((entry) => entry.description?.includes(replayRule))
    expect(writes.map(({ path }) => path).sort()).toEqual(
      [...new Set(declaredWrites.map((entry) => basePath + entry.path))].sort(),
    )
    expect(writes.length).toBeGreaterThan(15)
    for (const { path, operation } of writes) {
      expect(operation.description, path).toContain(replayRule)
      expect(operation.description).toContain('409 mutation.reused')
    }
  })

  it('says it of writes only', () => {
    const others = operations().filter(({ operation }) => !isWrite(operation))
    expect(others.length).toBeGreaterThan(10)
    for (const { path, operation } of others)
      expect(operation.description ?? '', path).not.toContain(replayRule)
  })
})
