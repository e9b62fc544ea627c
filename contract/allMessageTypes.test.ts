import { describe, expect, it } from 'vitest'
import { allMessageTypes } from './allMessageTypes.ts'
import { glossaryBreaches } from './glossary.ts'
import { isMessageTypeDeclaration, type MessageTypeDeclaration } from './messageType.ts'

// Every area's message types found by their file, so one an area declares but leaves out of the list fails.
const areaFiles = import.meta.glob<Record<string, unknown>>(['./*Messages.ts'], { eager: true })

const declared = Object.entries(areaFiles).flatMap(([file, exports]) =>
  Object.values(exports)
    .filter(isMessageTypeDeclaration)
    .map((declaration) => ({ file, declaration })),
)
const registered: readonly MessageTypeDeclaration[] = allMessageTypes as never

describe('the message types the areas declare', () => {
  it('lists every message type an area declares', () => {
    expect(declared.length).toBeGreaterThanOrEqual(9)
    const unlisted = declared.filter(({ declaration }) => !registered.includes(declaration))
    expect(unlisted.map(({ file, declaration }) => `${file} ${declaration.code}`)).toEqual([])
  })

  it('declares each code once, or shares it with subjects that tell its messages apart, and each producer name once', () => {
    // A code declared again (two areas' events of one spec code) is told apart by the later ones' subjects.
    const later = registered.filter(
      (declaration, index) => registered.findIndex((first) => first.code === declaration.code) < index,
    )
    expect(
      later.filter((declaration) => !declaration.subjects).map((declaration) => declaration.code),
    ).toEqual([])
    const producers = registered.flatMap((declaration) => Object.keys(declaration.producers))
    expect(new Set(producers).size).toBe(producers.length)
  })

  it('titles each type, and each subject of a shared type, in both languages, the Spanish per the glossary', () => {
    const titles = registered.flatMap((declaration) => [
      { where: declaration.code, title: declaration.title },
      ...Object.entries(declaration.subjects ?? {}).map(([subject, { title }]) => ({
        where: subject,
        title,
      })),
    ])
    expect(
      titles.filter(({ title }) => !title.en.trim() || !title.es.trim()).map(({ where }) => where),
    ).toEqual([])
    expect(glossaryBreaches(titles.map(({ where, title }) => ({ where, text: title.es })))).toEqual([])
  })
})
