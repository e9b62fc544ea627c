import type { FastifyBaseLogger } from 'fastify'

/** Delivers a verification code to a phone. Production plugs an SMS gateway in here. */
export interface CodeSender {
  send(message: { phone: string; code: string; purpose: 'forget' | 'modify' }): Promise<void>
}

/** The demo sender: writes the code to the server log, where a person running the demo can read it. */
export function logCodeSender(log: FastifyBaseLogger): CodeSender {
  return {
    async send({ phone, code, purpose }) {
      log.info({ phone: maskPhone(phone), purpose }, `verification code for ${maskPhone(phone)}: ${code}`)
    },
  }
}

export function maskPhone(phone: string): string {
  return phone.length <= 4 ? '****' : `${phone.slice(0, 3)}****${phone.slice(-4)}`
}
