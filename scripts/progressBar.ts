/** A progress bar on stderr for a long command: share done, count, and pace. */
export function progressBar(total: number, unit: string) {
  const begin = performance.now()
  return (done: number) => {
    const share = total === 0 ? 1 : done / total
    const width = 30
    const filled = Math.round(share * width)
    const perSecond = Math.round(done / ((performance.now() - begin) / 1000))
    process.stderr.write(
      `\r[${'#'.repeat(filled)}${' '.repeat(width - filled)}] ${(share * 100).toFixed(1)}%  ${done}/${total} ${unit}  ${perSecond} ${unit}/s`,
    )
    if (done === total) process.stderr.write('\n')
  }
}
