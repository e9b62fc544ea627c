import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, posix, relative } from 'node:path'

const base64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'
const digitOf = new Map([...base64].map((char, index) => [char, index]))

/** The numbers of one source-map segment (base64 VLQ). */
function decodeSegment(segment: string): number[] {
  const values: number[] = []
  let value = 0
  let shift = 0
  for (const char of segment) {
    const digit = digitOf.get(char) ?? 0
    value += (digit & 31) << shift
    if (digit & 32) {
      shift += 5
      continue
    }
    values.push(value & 1 ? -(value >>> 1) : value >>> 1)
    value = 0
    shift = 0
  }
  return values
}

/**
 * Where a source file of a built chunk came from, as a reader names it: a package by its name and
 * folder (`zod/v4/core`), the app's own files by their path in the repository (`contract/cases.ts`).
 */
export function moduleName(source: string, chunkDir: string, root: string): string {
  const path = relative(root, join(chunkDir, source)).split('\\').join('/')
  const inPackage = path.lastIndexOf('node_modules/')
  if (inPackage === -1) return path
  return posix.dirname(path.slice(inPackage + 'node_modules/'.length))
}

/** What no source wrote: the bundler's own code in a chunk (its lists of chunks to preload, its runtime). */
export const bundlerOwn = '(bundler: preload lists, runtime)'

/**
 * How many bytes of a minified chunk each of its sources wrote, read from the chunk's source map: the
 * generated columns each mapping spans, summed per source (the bundler's own code as `bundlerOwn`).
 */
export function bytesBySource(distDir: string, file: string, root = '.'): Map<string, number> {
  const sizes = new Map<string, number>()
  const mapFile = join(distDir, `${file}.map`)
  if (!existsSync(mapFile)) return sizes
  const code = readFileSync(join(distDir, file), 'utf8')
  const map = JSON.parse(readFileSync(mapFile, 'utf8')) as { sources: string[]; mappings: string }
  const chunkDir = dirname(join(distDir, file))
  const names = map.sources.map((source) => moduleName(source, chunkDir, root))
  const add = (name: string, bytes: number) => sizes.set(name, (sizes.get(name) ?? 0) + bytes)
  const lines = code.split('\n')
  let sourceIndex = 0
  map.mappings.split(';').forEach((line, lineIndex) => {
    let column = 0
    let spanStart = 0
    let spanSource: number | undefined
    for (const segment of line.split(',')) {
      if (!segment) continue
      const [columnDelta = 0, sourceDelta] = decodeSegment(segment)
      column += columnDelta
      add(spanSource === undefined ? bundlerOwn : names[spanSource]!, column - spanStart)
      spanStart = column
      if (sourceDelta === undefined) spanSource = undefined
      else {
        sourceIndex += sourceDelta
        spanSource = sourceIndex
      }
    }
    const end = lines[lineIndex]?.length ?? column
    if (end > spanStart) add(spanSource === undefined ? bundlerOwn : names[spanSource]!, end - spanStart)
  })
  return sizes
}
