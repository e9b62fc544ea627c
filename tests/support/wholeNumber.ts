/**
 * A pattern that finds `digits` only as a number of its own: not inside a longer number, a request
 * id's hex or a response time's decimals. A six-digit code searched for with `toContain` in a log
 * turns up, about once in a few thousand runs, inside a timestamp, a response time or a request id
 * (CI failed so once); a leaked code stands apart ("otp":"482913", otp=482913, "code 482913.", or
 * percent-encoded in an address, %22482913%22), so this finds every leak and no chance match.
 */
export const wholeNumber = (digits: string) =>
  new RegExp(`(?:(?<![\\dA-Fa-f])|(?<=%[\\dA-Fa-f]{2}))(?<!\\d\\.)${digits}(?![\\dA-Fa-f])`)
