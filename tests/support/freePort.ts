import { type AddressInfo, createServer } from 'node:net'

/** A port the system gives as free at this moment (listening on it once, then letting it go). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, () => {
      const { port } = probe.address() as AddressInfo
      probe.close(() => resolve(port))
    })
  })
}
