import type { Database } from './connect.ts'

/**
 * An area's demo data, seeded once on first start after the operation itself (brands, teams, the
 * demo accounts and their roles) exists; it finds the rows it needs by their names.
 */
export interface AreaSeed {
  /** The area's word (STYLE.md section 1). */
  area: string
  seed(db: Database): Promise<void>
}
