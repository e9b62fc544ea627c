import type { Bilingual } from '../../../contract/bilingual.ts'
import type {
  DailyFigures,
  MoneyFigure,
  StaffStatementRow,
  WorkFigures,
} from '../../../contract/dashboards.ts'

/** One line of a dashboard's file: whose (or which day), their figures, and one currency's money. */
interface FigureLine {
  name: string | null
  teamName: string | null
  day: string | null
  figures: WorkFigures
  money: MoneyFigure | null
}

/**
 * A column of a dashboard's file, as the shared CSV writer (server/services/lists/csvExport.ts) takes
 * it: written out here, since the lists module reaches the areas that count these figures.
 */
interface FigureColumn {
  header: Bilingual
  value(
    line: FigureLine,
    reader: unknown,
    write: { money(minor: number | null, currency: string): string | null },
  ): string | number | null
}

const figureColumns: FigureColumn[] = [
  { header: { en: 'Calls', es: 'Llamadas' }, value: (line) => line.figures.calls },
  {
    header: { en: 'WhatsApp messages', es: 'Mensajes de WhatsApp' },
    value: (line) => line.figures.whatsappMessages,
  },
  {
    header: { en: 'Collection records', es: 'Registros de cobranza' },
    value: (line) => line.figures.collectionRecords,
  },
  { header: { en: 'Finished cases', es: 'Casos liquidados' }, value: (line) => line.figures.finishedCases },
  { header: { en: 'Days on duty', es: 'Días en servicio' }, value: (line) => line.figures.dutyDays },
  {
    header: { en: 'Work performance point', es: 'Puntos de desempeño' },
    value: (line) => line.figures.workPerformancePoint,
  },
  { header: { en: 'Currency', es: 'Moneda' }, value: (line) => line.money?.currency ?? null },
  { header: { en: 'Repayments', es: 'Pagos' }, value: (line) => line.money?.repayments ?? 0 },
  {
    header: { en: 'Repaid amount', es: 'Monto pagado' },
    value: (line, _, w) => (line.money ? w.money(line.money.repaidAmount, line.money.currency) : null),
  },
]

const dayColumns: FigureColumn[] = [
  { header: { en: 'Day', es: 'Día' }, value: (line) => line.day },
  ...figureColumns,
]

const staffColumns: FigureColumn[] = [
  { header: { en: 'Name', es: 'Nombre' }, value: (line) => line.name },
  { header: { en: 'Team', es: 'Equipo' }, value: (line) => line.teamName },
  ...figureColumns,
]

/** Every word the dashboards' files write themselves, for the glossary test. */
export const dashboardExportWords: Bilingual[] = [...dayColumns, ...staffColumns].map(
  (column) => column.header,
)

/** One line per currency of a group's money (one line when no money came): money is never summed across. */
function linesOf(group: Omit<FigureLine, 'money'>): FigureLine[] {
  if (group.figures.money.length === 0) return [{ ...group, money: null }]
  return group.figures.money.map((money) => ({ ...group, money }))
}

/** A file's columns and its lines, for the shared CSV writer (server/services/lists/csvExport.ts). */
export interface FigureFile {
  columns: FigureColumn[]
  lines: FigureLine[]
}

/** The daily performance of a period as a file: one row per day and currency. */
export function dailyFiguresFile(daily: readonly DailyFigures[]): FigureFile {
  const lines = daily.flatMap((day) => linesOf({ name: null, teamName: null, day: day.day, figures: day }))
  return { columns: dayColumns, lines }
}

/** A staff table as a file: one row per member (or team) and currency. */
export function staffRowsFile(rows: readonly StaffStatementRow[]): FigureFile {
  const lines = rows.flatMap((row) =>
    linesOf({ name: row.name, teamName: row.teamName, day: null, figures: row.figures }),
  )
  return { columns: staffColumns, lines }
}
