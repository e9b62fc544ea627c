import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { bytesBySource } from './chunkModules.ts'

interface ManifestChunk {
  file: string
  isEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
  src?: string
}

/** One file of the first load: its gzipped size, and the raw bytes each source wrote into it. */
export interface FirstLoadChunk {
  file: string
  gzipBytes: number
  modules: Map<string, number>
}

/**
 * The JavaScript a browser fetches to show the signed-in shell on first load: the entry and its
 * static imports, plus the lazily loaded welcome screen and one language catalog. What the shell
 * loads on its own once painted (the sync runner, the bars) is not counted: it loads after.
 */
export function signedInShellChunks(distDir = 'dist'): FirstLoadChunk[] {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >
  const seen = new Set<string>()
  const visit = (key: string) => {
    if (seen.has(key)) return
    seen.add(key)
    for (const imported of manifest[key]?.imports ?? []) visit(imported)
  }
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry)
  if (!entry) throw new Error('no entry in the Vite manifest; run the build first')
  visit(entry)
  for (const key of Object.keys(manifest)) {
    if (key.endsWith('WelcomePage.tsx') || key.endsWith('en/messages.po')) visit(key)
  }
  return [...seen]
    .map((key) => manifest[key]!.file)
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({
      file,
      gzipBytes: gzipSync(readFileSync(join(distDir, file))).length,
      modules: bytesBySource(distDir, file),
    }))
}

/** The first load's gzipped JavaScript in all, and its files. */
export function signedInShellGzipBytes(distDir = 'dist'): { bytes: number; files: string[] } {
  const chunks = signedInShellChunks(distDir)
  return {
    bytes: chunks.reduce((sum, chunk) => sum + chunk.gzipBytes, 0),
    files: chunks.map((chunk) => chunk.file),
  }
}
