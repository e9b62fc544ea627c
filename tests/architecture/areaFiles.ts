import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

/** The repository's root, from this file's place in it. */
export const root = path.resolve(import.meta.dirname, '../..')

/** Every source file of the house (TypeScript), relative to the root: what an area's footprint is read in. */
export function sourceFiles(): string[] {
  const found: string[] = []
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const file = path.posix.join(dir, entry.name)
      if (entry.isDirectory()) {
        if (!['node_modules', 'dist', 'migrations', '.node'].includes(entry.name)) walk(file)
      } else if (/\.tsx?$/.test(entry.name)) found.push(file)
    }
  }
  for (const dir of ['contract', 'machines', 'db', 'src', 'server', 'scripts', 'bench', 'tests']) walk(dir)
  return found
}

export const readSource = (file: string) => readFileSync(path.join(root, file), 'utf8')

/**
 * The registries of docs/adding-an-area.md: the files where an area adds one line each. Nothing else
 * outside an area's own files may name it.
 */
export const registryFiles: readonly string[] = [
  'src/app/routeTable.ts',
  'server/app.ts',
  'contract/errors.ts',
  'contract/validationTexts.ts',
  'contract/allActions.ts',
  'contract/allMessageTypes.ts',
  'src/app/outboxAreas.ts',
  'src/app/shellBars.ts',
  'src/app/welcomePanels.tsx',
  'server/database/areaSeeds.ts',
  'server/services/uniqueRefusals.ts',
  'server/config.ts',
  // The machines the audit replays, by the kind of object each governs (areas with a lifecycle only).
  'machines/auditedMachines.ts',
  'contract/auditedKinds.ts',
  'server/services/audit/auditedObjectsByKind.ts',
  'src/features/audit/kindWords.ts',
  // The spec's menus: every menuId of its route table, one line each, declared before any area is built.
  'contract/menus.ts',
]

/**
 * A registry an area adds two lines to: the writes' and the reads' rules (contract/allActions.ts), and
 * the settings' field with its line in configFromEnv (server/config.ts), as docs/adding-an-area.md says.
 */
export const linesAllowed = (file: string) =>
  file === 'contract/allActions.ts' || file === 'server/config.ts' ? 2 : 1

/**
 * Tables read another way than by area (docs/adding-an-area.md says why): which roles open each menu
 * is read role by role, so an area's menu is named once per role that opens it.
 */
export const tablesReadByRole: readonly string[] = ['server/database/roleMenus.ts']

/** The word an area's pieces start with outside its folders (`contract/simCardErrors.ts`). */
export interface Area {
  name: string
  /** The stems of its files in contract/, machines/, tests/ and bench/ (`simCard`, `sim`). */
  stems: readonly string[]
  /** Its screens' folder under src/features/ when the spec's route group names it otherwise (`dashboard`). */
  screens?: string
  /** The word its footprint is searched by, when its files say it in the singular (`automaticRule`). */
  word?: string
}

/** Is this file one of the area's own: its folders, and its files in the shared layers by their names. */
export function isAreaFile(area: Area, file: string): boolean {
  const { name, stems, screens = name } = area
  const base = path.posix.basename(file)
  const seedName = `seed${name[0]?.toUpperCase()}${name.slice(1)}`
  return (
    file.startsWith(`src/features/${screens}/`) ||
    file.startsWith(`server/services/${name}/`) ||
    file === `server/routes/${name}.ts` ||
    file === `server/database/schema/${name}.ts` ||
    base.startsWith(seedName) ||
    (/^(contract|machines|tests|bench)\//.test(file) && stems.some((stem) => base.startsWith(stem)))
  )
}

/** The code of a file without its comments, so a comment that names an area as an example is no reference. */
export const withoutComments = (source: string) =>
  source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1')
