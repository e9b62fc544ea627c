/**
 * The session token the request helper sends, and who to tell when the server ends the session.
 * The session machine owns the session; this is how the one request helper reaches it.
 */
const tokenKey = 'token'
let signedOutListener: () => void = () => {}

export function sessionToken(): string | null {
  return localStorage.getItem(tokenKey)
}

export function storeSessionToken(token: string): void {
  localStorage.setItem(tokenKey, token)
}

export function onSignedOut(listener: () => void): void {
  signedOutListener = listener
}

export function notifySignedOut(): void {
  signedOutListener()
}
