import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { basePath } from '../../contract/endpoint.ts'
import * as session from '../../contract/session.ts'
import { contractEntries, fieldsOf } from '../support/contractEntries.ts'
import { type InvalidFields, startTestServer, type TestServer } from '../support/testServer.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server?.close())

describe('a refusal names the field as the failed call calls it', () => {
  it('an empty sign-in password is the Password, in English and Spanish', async () => {
    const english = await server.call(session.signIn, { username: 'collector', password: '' })
    expect({ status: english.status, respMsg: english.body.respMsg }).toEqual({
      status: 400,
      respMsg: 'Password: cannot be empty',
    })
    const spanish = await server.call(
      session.signIn,
      { username: 'collector', password: '' },
      { lang: 'es-ES' },
    )
    expect(spanish.body.respMsg).toBe('Contraseña: no puede estar vacío')
    expect((spanish.body.data as unknown as InvalidFields).fields).toEqual([
      expect.objectContaining({ field: 'password', label: 'Contraseña' }),
    ])
  })

  it('while changing the password, the same field is still the Old password', async () => {
    const token = await server.signInAs('collector')
    const english = await server.call(
      session.changePassword,
      { password: '', newPassword: 'Another-Pass-2026' },
      { token },
    )
    expect({ status: english.status, respMsg: english.body.respMsg }).toEqual({
      status: 400,
      respMsg: 'Old password: please complete the content',
    })
    const spanish = await server.call(
      session.changePassword,
      { password: '', newPassword: 'Another-Pass-2026' },
      { token, lang: 'es-ES' },
    )
    expect(spanish.body.respMsg).toBe('Contraseña anterior: Por favor complete el contenido')
  })
})

describe('field labels', () => {
  const entries = contractEntries()

  it('are found on every call of every area', () => {
    expect(entries.length).toBeGreaterThan(20)
    expect(entries.map(([name]) => name)).toEqual(
      expect.arrayContaining(['signIn', 'markCase', 'allCases.list']),
    )
  })

  it('name every input field of every call in English and Spanish', () => {
    const missing = entries.flatMap(([name, entry]) =>
      entry.input === undefined
        ? []
        : fieldsOf(entry.input)
            .filter((field) => !(entry.labels?.[field]?.en.trim() && entry.labels[field].es.trim()))
            .map((field) => `${name}: ${field}`),
    )
    expect(missing).toEqual([])
  })

  it('label only fields the call takes', () => {
    const strays = entries.flatMap(([name, entry]) => {
      const fields = new Set(entry.input ? fieldsOf(entry.input) : [])
      return Object.keys(entry.labels ?? {})
        .filter((field) => !fields.has(field))
        .map((field) => `${name}: ${field}`)
    })
    expect(strays).toEqual([])
  })
})

describe('the areas registered', () => {
  it('serve every call of every area', () => {
    const unserved = contractEntries()
      .filter(([, entry]) => !server.app.hasRoute({ method: entry.method, url: basePath + entry.path }))
      .map(([name]) => name)
    expect(unserved).toEqual([])
  })
})
