import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

const inputs = [
  'src',
  'contract',
  'machines',
  'db',
  'index.html',
  'vite.config.ts',
  'tailwind.config.ts',
  'lingui.config.ts',
  'package-lock.json',
]
const stampFile = 'dist/.source-hash'

function hashTree(path: string, hash: ReturnType<typeof createHash>): void {
  if (!existsSync(path)) return
  if (statSync(path).isDirectory()) {
    for (const entry of readdirSync(path).sort()) hashTree(join(path, entry), hash)
    return
  }
  hash.update(path).update(readFileSync(path))
}

function sourceHash(): string {
  const hash = createHash('sha256')
  for (const input of inputs) hashTree(input, hash)
  return hash.digest('hex')
}

/** Builds the client with Vite when its sources changed since the last build; returns whether it built. */
export function buildClientIfChanged(): boolean {
  const wanted = sourceHash()
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === wanted) return false
  console.log('Building the client (its sources changed) ...')
  execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], {
    stdio: 'inherit',
  })
  writeFileSync(stampFile, wanted)
  return true
}
