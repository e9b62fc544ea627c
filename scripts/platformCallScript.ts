// What `npm run repayment` and `npm run sale-entered` share: stopping with a message, the shared
// secret from the environment, and sending a signed call and printing the server's answer.

/** Prints the message and stops with a failure. */
export function fail(message: string): never {
  console.error(message)
  process.exit(1)
}

/** The loan platform's shared secret, as the server was started with it. */
export function platformSecret(): string {
  const secret = process.env.REPAYMENT_NOTIFY_SECRET
  if (!secret) fail('Set REPAYMENT_NOTIFY_SECRET to the secret the server was started with.')
  return secret
}

/** Prints the body and signature only (--dry-run), or sends the call and prints the server's answer. */
export async function sendOrShow(
  url: string,
  dryRun: { body: unknown; header: string; signature: string } | null,
  send: () => Promise<{ respCode: string }>,
): Promise<never> {
  if (dryRun) {
    console.log(JSON.stringify({ body: dryRun.body, [dryRun.header]: dryRun.signature }, null, 2))
    process.exit(0)
  }
  const answer = await send().catch((error: unknown) =>
    fail(`The server at ${url} cannot be reached: ${String(error)}`),
  )
  console.log(JSON.stringify(answer, null, 2))
  process.exit(answer.respCode === '000000' ? 0 : 1)
}
