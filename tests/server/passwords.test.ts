import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  changePassword,
  currentUser,
  forgetPassword,
  modifyPassword,
  sendResetCode,
  signIn,
} from '../../contract/session.ts'
import {
  type InvalidFields,
  startTestServer,
  type TestAccount,
  type TestServer,
} from '../support/testServer.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server?.close())

const newPassword = 'Harbour-Lamp-42'

async function signInCode(username: string, password: string) {
  return (await server.call(signIn, { username, password })).body.respCode
}

/** A well-formed code that is surely not the one sent. */
const anotherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

async function codeFor(account: TestAccount, purpose: 'forget' | 'modify'): Promise<string> {
  const { body } = await server.call(sendResetCode, { phone: account.phone, purpose })
  expect(body.respCode).toBe('000000')
  const code = server.codes.lastCodeTo(account.phone)
  if (!code) throw new Error(`no code was sent to ${account.phone}`)
  return code
}

describe('changing the password while signed in', () => {
  it('refuses a wrong old password and keeps the old one', async () => {
    const account = await server.newAccount()
    const token = await server.signInAs(account.username)
    const { status, body } = await server.call(
      changePassword,
      { password: 'Not-The-Old-1', newPassword },
      { token },
    )
    expect(status).toBe(422)
    expect(body.respCode).toBe('auth.wrongOldPassword')
    expect(await signInCode(account.username, account.password)).toBe('000000')
  })

  it('five wrong old passwords lock further guesses, even the right one, as sign-in does', async () => {
    const account = await server.newAccount()
    const token = await server.signInAs(account.username)
    for (let i = 0; i < 5; i++) {
      const { body } = await server.call(
        changePassword,
        { password: `Guess-${i}-Wrong`, newPassword },
        { token },
      )
      expect(body.respCode).toBe('auth.wrongOldPassword')
    }
    const locked = await server.call(changePassword, { password: account.password, newPassword }, { token })
    expect(locked.status).toBe(429)
    expect(locked.body.respCode).toBe('auth.tooManyAttempts')
    expect(await signInCode(account.username, newPassword)).toBe('auth.tooManyAttempts')
  })

  it('asks to complete the content when the old password is blank', async () => {
    const token = await server.signInAs((await server.newAccount()).username)
    const { status, body } = await server.call(changePassword, { password: '', newPassword }, { token })
    expect(status).toBe(400)
    expect(body.respMsg).toBe('Old password: please complete the content')
  })

  it.each([
    ['too short', 'Ab1cd', 'password.rules'],
    ['too long', `Ab1${'x'.repeat(30)}`, 'password.rules'],
    ['without upper case', 'harbour42lamp', 'password.rules'],
    ['without a number', 'HarbourLamp', 'password.rules'],
    ['a simple run', 'Abcdefgh1', 'password.simple'],
    ['a common one', 'Password123', 'password.simple'],
  ])('refuses a new password that is %s, naming the field', async (_, candidate, key) => {
    const token = await server.signInAs((await server.newAccount()).username)
    const { status, body } = await server.call(
      changePassword,
      { password: 'Console2026', newPassword: candidate },
      { token },
    )
    expect(status).toBe(400)
    expect(body.respCode).toBe('request.invalid')
    expect((body.data as unknown as InvalidFields).fields).toEqual([
      expect.objectContaining({ field: 'newPassword', key }),
    ])
    expect(body.respMsg).toMatch(/^New password: /)
  })

  it('refuses a new password equal to the old one', async () => {
    const account = await server.newAccount()
    const token = await server.signInAs(account.username)
    const { body } = await server.call(
      changePassword,
      { password: account.password, newPassword: account.password },
      { token },
    )
    expect(body.respCode).toBe('auth.samePassword')
  })

  it('signs out every session of the user; the new password signs in and the old one does not', async () => {
    const account = await server.newAccount()
    const first = await server.signInAs(account.username)
    const second = await server.signInAs(account.username)
    const bystander = await server.signInAs('collector')

    const { body } = await server.call(
      changePassword,
      { password: account.password, newPassword },
      { token: first },
    )
    expect(body.respCode).toBe('000000')

    for (const token of [first, second]) {
      const { status, body: probe } = await server.call(currentUser, undefined, { token })
      expect({ status, respCode: probe.respCode }).toEqual({ status: 401, respCode: '999998' })
    }
    expect((await server.call(currentUser, undefined, { token: bystander })).body.respCode).toBe('000000')
    expect(await signInCode(account.username, newPassword)).toBe('000000')
    expect(await signInCode(account.username, account.password)).toBe('auth.wrongCredentials')
  })
})

describe('resetting a forgotten password with a code sent to the phone', () => {
  it('sends a code, sets the new password with it, and the new password signs in', async () => {
    const account = await server.newAccount()
    const oldSession = await server.signInAs(account.username)
    const sent = await server.call(sendResetCode, { phone: account.phone, purpose: 'forget' })
    expect(sent.body.data).toEqual({ resendAfterSeconds: 60 })
    const code = server.codes.lastCodeTo(account.phone)
    expect(code).toMatch(/^\d{6}$/)

    const reset = await server.call(forgetPassword, {
      phone: account.phone,
      code: code!,
      newPassword,
      duplicatePassword: newPassword,
    })
    expect(reset.body.respCode).toBe('000000')
    expect(await signInCode(account.username, newPassword)).toBe('000000')
    expect(await signInCode(account.username, account.password)).toBe('auth.wrongCredentials')
    expect((await server.call(currentUser, undefined, { token: oldSession })).body.respCode).toBe('999998')
  })

  it('refuses a wrong code, and the right one still works afterwards', async () => {
    const account = await server.newAccount()
    const code = await codeFor(account, 'forget')
    const refused = await server.call(forgetPassword, {
      phone: account.phone,
      code: anotherCode(code),
      newPassword,
      duplicatePassword: newPassword,
    })
    expect(refused.status).toBe(422)
    expect(refused.body.respCode).toBe('auth.codeInvalid')
    expect(await signInCode(account.username, newPassword)).toBe('auth.wrongCredentials')

    const accepted = await server.call(forgetPassword, {
      phone: account.phone,
      code,
      newPassword,
      duplicatePassword: newPassword,
    })
    expect(accepted.body.respCode).toBe('000000')
  })

  it('a code works only once', async () => {
    const account = await server.newAccount()
    const code = await codeFor(account, 'forget')
    const first = await server.call(forgetPassword, {
      phone: account.phone,
      code,
      newPassword,
      duplicatePassword: newPassword,
    })
    expect(first.body.respCode).toBe('000000')
    const other = 'Second-Lamp-77'
    const again = await server.call(forgetPassword, {
      phone: account.phone,
      code,
      newPassword: other,
      duplicatePassword: other,
    })
    expect(again.body.respCode).toBe('auth.codeInvalid')
    expect(await signInCode(account.username, newPassword)).toBe('000000')
  })

  it('does not tell a caller without the code whether a guess is the current password', async () => {
    const account = await server.newAccount()
    const code = await codeFor(account, 'forget')
    const sameAgain = {
      phone: account.phone,
      newPassword: account.password,
      duplicatePassword: account.password,
    }
    const guess = await server.call(forgetPassword, { ...sameAgain, code: anotherCode(code) })
    expect(guess.body.respCode).toBe('auth.codeInvalid')

    // With the code, the owner is told, and the code still serves for a different password.
    const owner = await server.call(forgetPassword, { ...sameAgain, code })
    expect(owner.body.respCode).toBe('auth.samePassword')
    const done = await server.call(forgetPassword, {
      phone: account.phone,
      code,
      newPassword,
      duplicatePassword: newPassword,
    })
    expect(done.body.respCode).toBe('000000')
  })

  it('refuses passwords that differ, on the repeat field', async () => {
    const account = await server.newAccount()
    const { status, body } = await server.call(forgetPassword, {
      phone: account.phone,
      code: '123456',
      newPassword,
      duplicatePassword: 'Harbour-Lamp-43',
    })
    expect(status).toBe(400)
    expect((body.data as unknown as InvalidFields).fields).toEqual([
      expect.objectContaining({ field: 'duplicatePassword', key: 'password.mismatch' }),
    ])
    expect(body.respMsg).toBe('Repeat password: passwords do not match')
  })

  it('asks to wait before sending another code within 60 seconds', async () => {
    const account = await server.newAccount()
    await codeFor(account, 'forget')
    const sentBefore = server.codes.sent.length
    const { status, body } = await server.call(sendResetCode, { phone: account.phone, purpose: 'forget' })
    expect(status).toBe(429)
    expect(body.respCode).toBe('auth.codeTooSoon')
    const seconds = Number(/in (\d+) seconds/.exec(body.respMsg)?.[1])
    expect(seconds).toBeGreaterThan(0)
    expect(seconds).toBeLessThanOrEqual(60)
    expect(server.codes.sent.length).toBe(sentBefore)
  })

  it('answers an unknown phone like a known one, without sending anything', async () => {
    const sentBefore = server.codes.sent.length
    const { status, body } = await server.call(sendResetCode, { phone: '5219999999999', purpose: 'forget' })
    expect(status).toBe(200)
    expect(body).toMatchObject({ respCode: '000000', data: { resendAfterSeconds: 60 } })
    expect(server.codes.sent.length).toBe(sentBefore)
  })
})

describe('replacing an expired password', () => {
  it('needs the old password and a code, then the new password signs in', async () => {
    const account = await server.newAccount({ passwordExpired: true })
    const expired = await server.call(signIn, { username: account.username, password: account.password })
    // Only the masked phone comes back; the user types the number in full.
    expect(expired.body).toMatchObject({
      respCode: 'auth.passwordExpired',
      data: { maskedPhone: `${account.phone.slice(0, 3)}****${account.phone.slice(-4)}` },
    })

    const code = await codeFor(account, 'modify')
    const change = { phone: account.phone, newPassword, duplicatePassword: newPassword }
    const wrongOld = await server.call(modifyPassword, { ...change, password: 'Not-The-Old-1', code })
    expect(wrongOld.body.respCode).toBe('auth.wrongOldPassword')
    const wrongCode = await server.call(modifyPassword, {
      ...change,
      password: account.password,
      code: anotherCode(code),
    })
    expect(wrongCode.body.respCode).toBe('auth.codeInvalid')

    const done = await server.call(modifyPassword, { ...change, password: account.password, code })
    expect(done.body.respCode).toBe('000000')
    const { body, headers } = await server.call(signIn, { username: account.username, password: newPassword })
    expect(body.respCode).toBe('000000')
    expect(headers.authorization).toBeTruthy()
  })

  it('works for the seeded expired demo user', async () => {
    const phone = '2348030000012'
    await server.call(sendResetCode, { phone, purpose: 'modify' })
    const code = server.codes.lastCodeTo(phone)!
    const { body } = await server.call(modifyPassword, {
      phone,
      password: 'Console2026',
      newPassword,
      duplicatePassword: newPassword,
      code,
    })
    expect(body.respCode).toBe('000000')
    expect(await signInCode('expired', newPassword)).toBe('000000')
  })

  it('a code sent for a forgotten password does not replace an expired one', async () => {
    const account = await server.newAccount({ passwordExpired: true })
    const code = await codeFor(account, 'forget')
    const { body } = await server.call(modifyPassword, {
      phone: account.phone,
      password: account.password,
      newPassword,
      duplicatePassword: newPassword,
      code,
    })
    expect(body.respCode).toBe('auth.codeInvalid')
  })
})
