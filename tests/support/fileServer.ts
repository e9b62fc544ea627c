import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll } from 'vitest'
import { roleIds } from '../../contract/menus.ts'
import type { MemberInput } from '../../contract/staffs.ts'
import { startTestServer, type TestServer } from './testServer.ts'

/** A new client write id, as the browser gives each write it makes. */
export const aWrite = () => ({ clientMutationId: randomUUID() })

/**
 * The test server of one test file: started before the file's tests with one user signed in, closed
 * after them. Read `server` and `token` inside the tests, once they are set.
 */
export function fileServer(username: string): { readonly server: TestServer; readonly token: string } {
  let server: TestServer | undefined
  let token = ''
  beforeAll(async () => {
    server = await startTestServer()
    token = await server.signInAs(username)
  })
  afterAll(() => server?.close())
  return {
    get server() {
      if (!server) throw new Error('the test server starts before the first test')
      return server
    },
    get token() {
      return token
    },
  }
}

/** A member as the member form sends them: a collector in Lagos, in no team, unless told otherwise. */
export const aMember = (overrides: Partial<MemberInput> = {}): MemberInput => ({
  name: 'Test Member',
  username: 'test.member',
  countryCode: '234',
  phone: '0803 555 0100',
  roleId: roleIds.collector,
  teamId: null,
  timeZone: 'Africa/Lagos',
  entryDate: '2026-01-05',
  ...overrides,
})
