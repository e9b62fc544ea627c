import { createHash, randomBytes, randomInt } from 'node:crypto'

/** A 256-bit random session token, as sent to the client. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url')
}

/** Tokens and codes are stored only as this hash; a database leak gives no usable session. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex')
}

export function newVerificationCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0')
}

/** The token in an Authorization header, with or without the Bearer prefix. */
export function tokenFromHeader(header: string | undefined): string | null {
  if (!header) return null
  const token = header.replace(/^Bearer\s+/i, '').trim()
  return token.length > 0 ? token : null
}
