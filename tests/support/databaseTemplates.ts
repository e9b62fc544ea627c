// Global setup of the server test projects: migrate and seed one database per engine, once per run,
// and hand its name to the tests, which copy it (tests/support/testDatabase.ts).
import { randomBytes } from 'node:crypto'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { databaseUrlOf, migratedAndSeeded, onServer } from './testDatabase.ts'

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.DATABASE_URL
  if (project.config.env.TEST_DATABASE === 'postgres' && serverUrl) {
    const name = `template_${randomBytes(6).toString('hex')}`
    await onServer(serverUrl, `create database "${name}"`)
    const database = await migratedAndSeeded({ databaseUrl: databaseUrlOf(serverUrl, name), poolSize: 2 })
    await database.close()
    project.provide('postgresTemplate', name)
    return () => onServer(serverUrl, `drop database if exists "${name}" with (force)`)
  }
  const folder = await mkdtemp(join(tmpdir(), 'pglite-template-'))
  const database = await migratedAndSeeded({ dataDir: 'memory' })
  const dump = await database.dump!()
  await database.close()
  const file = join(folder, 'template.tar')
  await writeFile(file, Buffer.from(await dump.arrayBuffer()))
  project.provide('pgliteTemplate', file)
  return () => rm(folder, { recursive: true, force: true })
}
