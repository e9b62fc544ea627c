import type { FirstLoadChunk } from './shellSize.ts'

/** DESIGN.md and issue 28: the signed-in shell's first load, gzipped JavaScript, at most this. */
export const shellBudgetKb = 170

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

/** A chunk as a reader looks for it: its name without the content hash (`assets/index-*.js`). */
export const chunkName = (file: string) => file.replace(/-[\w-]{8}\.js$/, '-*.js')

/** The sources that wrote most of a chunk, largest first, with their raw bytes. */
function largestModules(chunk: FirstLoadChunk, count: number): string {
  return [...chunk.modules]
    .sort(([, a], [, b]) => b - a)
    .slice(0, count)
    .map(([name, bytes]) => `${name} ${kb(bytes)} raw`)
    .join(', ')
}

/**
 * What a failed budget says: the total against the budget, then the first load's chunks, largest
 * first, each with what wrote most of it, so the chunk that grew and its module are named.
 */
export function overBudgetReport(chunks: readonly FirstLoadChunk[], budgetKb = shellBudgetKb): string {
  const total = chunks.reduce((sum, chunk) => sum + chunk.gzipBytes, 0)
  const lines = [...chunks]
    .sort((a, b) => b.gzipBytes - a.gzipBytes)
    .slice(0, 8)
    .map((chunk) => `  ${chunkName(chunk.file)} ${kb(chunk.gzipBytes)} (${largestModules(chunk, 4)})`)
  return [`first load ${kb(total)} > ${budgetKb} KB gzipped; its largest chunks:`, ...lines].join('\n')
}

/** The first load's gzipped total in bytes. */
export const firstLoadBytes = (chunks: readonly FirstLoadChunk[]) =>
  chunks.reduce((sum, chunk) => sum + chunk.gzipBytes, 0)

/** Every first-load chunk's modules that `isForbidden` picks, as `chunk: module, module`. */
export function modulesIn(
  chunks: readonly FirstLoadChunk[],
  isForbidden: (module: string) => boolean,
): string[] {
  return chunks.flatMap((chunk) => {
    const found = [...chunk.modules.keys()].filter(isForbidden).sort()
    return found.length === 0 ? [] : [`${chunkName(chunk.file)}: ${found.join(', ')}`]
  })
}
