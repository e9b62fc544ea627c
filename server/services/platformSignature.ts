import { createHmac, timingSafeEqual } from 'node:crypto'

/** The hex HMAC-SHA256 of a signed text with the loan platform's shared secret, as the platform signs it. */
export function signPlatformText(signedText: string, secret: string): string {
  return createHmac('sha256', secret).update(signedText).digest('hex')
}

/** Whether a signature is the secret's for the text (compared in constant time). */
export function isPlatformSignature(
  signedText: string,
  signature: string | undefined,
  secret: string,
): boolean {
  const expected = Buffer.from(signPlatformText(signedText, secret), 'hex')
  const given = Buffer.from(/^[0-9a-f]{64}$/i.test(signature ?? '') ? signature! : '', 'hex')
  return given.length === expected.length && timingSafeEqual(given, expected)
}
