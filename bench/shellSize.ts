import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

interface ManifestChunk {
  file: string
  isEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
  src?: string
}

/**
 * Gzipped JavaScript a browser fetches to show the signed-in shell on first load: the entry and its
 * static imports, plus the lazily loaded welcome screen and one language catalog.
 */
export function signedInShellGzipBytes(distDir = 'dist'): { bytes: number; files: string[] } {
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
  const files = [...seen].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'))
  const bytes = files.reduce((sum, file) => sum + gzipSync(readFileSync(join(distDir, file))).length, 0)
  return { bytes, files }
}
