import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { caseAllocationActions } from '../../contract/caseAllocationActions.ts'
import { addCollectionRecord, addTodo, markCase, setTodoDone } from '../../contract/cases.ts'
import { basePath } from '../../contract/endpoint.ts'
import { markMessagesRead } from '../../contract/messages.ts'
import { simCardActions } from '../../contract/simCardActions.ts'
import { staffActions } from '../../contract/staffActions.ts'
import { cancelLeave, clock, requestLeave } from '../../contract/staffs.ts'
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
    expect(writes.map(({ path }) => path).sort()).toEqual(
      [
        markCase,
        addCollectionRecord,
        addTodo,
        setTodoDone,
        markMessagesRead,
        ...Object.values(simCardActions)
          .map((action) => action.endpoint)
          .filter((entry) => 'description' in entry),
        ...Object.values(staffActions)
          .map((action) => action.endpoint)
          .filter((entry) => 'description' in entry),
        ...Object.values(caseAllocationActions)
          .map((action) => action.endpoint)
          .filter((entry) => 'description' in entry),
        requestLeave,
        cancelLeave,
        clock,
      ]
        .map((entry) => basePath + entry.path)
        .sort(),
    )
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
