import type { History, HistoryStep, stepVerdicts } from '../../../contract/audit.ts'
import type { Bilingual } from '../../../contract/bilingual.ts'
import { stateLeaves } from '../../../machines/historyReplay.ts'
import type { Database } from '../../database/connect.ts'
import { auditExports } from '../../database/schema/audit.ts'
import { type CsvColumn, type CsvReader, csvChunks } from '../lists/index.ts'
import type { HistoryInput } from './history.ts'

/** What each verdict says in a file, in the reader's language. */
const verdictWords: Record<(typeof stepVerdicts)[number] | 'holds' | 'differs', Bilingual> = {
  matches: { en: 'Matches the replay', es: 'Coincide con la repetición' },
  startsElsewhere: {
    en: 'Starts from another state than the replay stands in',
    es: 'Parte de otro estado que el de la repetición',
  },
  refused: { en: 'Refused by its machine', es: 'Rechazado por su máquina' },
  endsElsewhere: {
    en: 'Its machine reaches another state than recorded',
    es: 'Su máquina llega a otro estado que el registrado',
  },
  unknownMachine: { en: 'Machine version unknown', es: 'Versión de máquina desconocida' },
  holds: { en: 'The object holds the state replayed', es: 'El objeto tiene el estado repetido' },
  differs: { en: 'The object holds another state', es: 'El objeto tiene otro estado' },
}

type Line = Pick<HistoryStep, 'at' | 'event' | 'payload' | 'machine'> & {
  number: number | null
  actor: string
  from: string
  to: string
  verdict: keyof typeof verdictWords
}

const stateText = (state: History['stored']) =>
  `${stateLeaves(state.value).join(' · ')} ${JSON.stringify(state.context)}`

const columns: CsvColumn<Line>[] = [
  { header: { en: 'Step', es: 'Paso' }, value: (line) => line.number },
  { header: { en: 'Time', es: 'Hora' }, value: (line, _, write) => write.instant(line.at) },
  { header: { en: 'Time (UTC)', es: 'Hora (UTC)' }, value: (line) => line.at },
  { header: { en: 'Actor', es: 'Actor' }, value: (line) => line.actor },
  { header: { en: 'Event', es: 'Evento' }, value: (line) => line.event },
  { header: { en: 'Payload', es: 'Datos' }, value: (line) => JSON.stringify(line.payload) },
  { header: { en: 'State before', es: 'Estado anterior' }, value: (line) => line.from },
  { header: { en: 'State after', es: 'Estado posterior' }, value: (line) => line.to },
  { header: { en: 'Machine', es: 'Máquina' }, value: (line) => line.machine },
  {
    header: { en: 'Verdict', es: 'Veredicto' },
    value: (line, reader) => verdictWords[line.verdict][reader.language],
  },
]

/** Every word the export writes itself, for the glossary test. */
export const auditHistoryExportWords: Bilingual[] = [
  ...columns.map((column) => column.header),
  ...Object.values(verdictWords),
]

/**
 * The history's shown steps as CSV, each with its verdict, and a last line with the state the object
 * holds and whether it is the one the replay reached.
 */
export function historyCsv(history: History, reader: CsvReader) {
  const lines: Line[] = history.steps.map((step) => ({
    ...step,
    actor: step.actor.name,
    from: stateText(step.from),
    to: stateText(step.to),
  }))
  lines.push({
    number: null,
    at: history.object.lastAt ?? '',
    actor: '',
    event: '',
    payload: {},
    from: '',
    to: stateText(history.stored),
    machine: '',
    verdict: history.holdsReached ? 'holds' : 'differs',
  })
  return csvChunks(columns, [lines], reader)
}

/** Logs an export of a history like a phone reveal: who, which object, which format and filters, from where. */
export async function logExport(
  db: Database,
  userId: number,
  input: HistoryInput,
  format: 'csv' | 'json',
  address: string,
): Promise<void> {
  const { kind, id, actorId, event, from, to } = input
  // Only the history's own filters: the query string carries the call's timestamp and language too.
  const filters = Object.fromEntries(
    Object.entries({ actorId, event, from, to }).filter(([, value]) => value),
  )
  await db.insert(auditExports).values({ userId, entityType: kind, entityId: id, format, filters, address })
}
