/** Sends requests from `concurrency` loops until `count` have answered; returns latencies in ms. */
export async function measure(
  send: () => Promise<Response>,
  count: number,
  concurrency: number,
): Promise<number[]> {
  const latencies: number[] = []
  let started = 0
  const loop = async () => {
    while (started < count) {
      started++
      const begin = performance.now()
      const response = await send()
      await response.arrayBuffer()
      if (!response.ok) throw new Error(`answer ${response.status}`)
      latencies.push(performance.now() - begin)
    }
  }
  await Promise.all(Array.from({ length: concurrency }, loop))
  return latencies
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN
}

export function summary(name: string, latencies: number[], elapsedMs: number) {
  return {
    name,
    requests: latencies.length,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    perSecond: (latencies.length / elapsedMs) * 1000,
  }
}

export async function timed<T>(work: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const begin = performance.now()
  const result = await work()
  return { result, ms: performance.now() - begin }
}
