// A whole case list exported as CSV at the largest size: rows per second, and the memory it takes.
import { beside, type Limit, type Row } from './goals.ts'

const query = 'timestamp=1&lang=en-US'

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`

/**
 * The manager's export of all cases, read as a browser reads a download, while this process (which
 * runs the server too) samples its memory: a flat line means rows are streamed, not gathered.
 */
export async function caseExportFigures(base: string, token: string, size: number): Promise<Row[]> {
  global.gc?.()
  const before = process.memoryUsage()
  const peak = { rss: before.rss, heapUsed: before.heapUsed }
  const sampler = setInterval(() => {
    const now = process.memoryUsage()
    peak.rss = Math.max(peak.rss, now.rss)
    peak.heapUsed = Math.max(peak.heapUsed, now.heapUsed)
  }, 50)
  const begin = performance.now()
  let lines = 0
  let bytes = 0
  try {
    const response = await fetch(`${base}/collection/case/all/export?${query}`, {
      headers: { authorization: token },
    })
    if (!response.ok || !response.body) throw new Error(`export answered ${response.status}`)
    for await (const chunk of response.body) {
      bytes += chunk.byteLength
      // indexOf, not a loop over every byte: the reader shares this process with the server.
      for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) lines += 1
    }
  } finally {
    clearInterval(sampler)
  }
  const seconds = (performance.now() - begin) / 1000
  const rows = lines - 1
  const figure = (text: string, value: string | number, measured: number, goal: Limit): Row => ({
    figure: text,
    p50: '',
    p95: '',
    'per second': value,
    ...beside(measured, goal),
  })
  const [rate, grownMb] = [rows / seconds, (peak.rss - before.rss) / 1024 / 1024]
  return [
    figure(
      `${size} cases: CSV export of all cases, manager (${rows} rows, ${mb(bytes)}, ${seconds.toFixed(1)} s)`,
      Math.round(rate),
      rate,
      { atLeast: 50_000, unit: 'rows/s' },
    ),
    figure(
      `    the process grew by RSS ${mb(peak.rss - before.rss)} (${mb(before.rss)} before), heap ${mb(peak.heapUsed - before.heapUsed)} (${mb(before.heapUsed)} before)`,
      '',
      grownMb,
      { atMost: 50, unit: 'MB', of: 'RSS' },
    ),
  ]
}
