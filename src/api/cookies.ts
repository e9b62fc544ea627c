/** The cookie helpers of spec section 9. */
export function setCookie(name: string, value: string, days = 7): void {
  const expires = new Date(Date.now() + days * 86_400_000).toUTCString()
  // biome-ignore lint/suspicious/noDocumentCookie: the spec's cookie helpers are plain document cookies
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; expires=${expires}; path=/; SameSite=Lax`
}

export function getCookie(name: string): string | null {
  const prefix = `${encodeURIComponent(name)}=`
  const found = document.cookie.split('; ').find((part) => part.startsWith(prefix))
  return found ? decodeURIComponent(found.slice(prefix.length)) : null
}

export function deleteCookie(name: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the spec's cookie helpers are plain document cookies
  document.cookie = `${encodeURIComponent(name)}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`
}
