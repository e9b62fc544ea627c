/**
 * How far apart the browser's clock and the server's may be. Both check the record's times against
 * their own "now"; without this margin a form accepted on a laptop a minute fast would be refused by
 * the server, and a time picked for "now" to the minute would already count as past.
 */
export const clockSkewMs = 5 * 60_000
