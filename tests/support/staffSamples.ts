import { type DataColumn, dataColumnHelper } from '../../src/ui/dataColumns.ts'

/** A row of an area that is not cases, for the tests of the shared list kit: nothing there knows cases. */
export interface Staff {
  id: string
  name: string
  team: string
  salary: number
}

export const sampleStaff = (from: number, count: number): Staff[] =>
  Array.from({ length: count }, (_, i) => ({
    id: `s${from + i}`,
    name: `Staff ${from + i}`,
    team: 'North',
    salary: 1000 + i,
  }))

const helper = dataColumnHelper<Staff>()

/** The name always shows; the team and the salary may be hidden. A table is told which of them sort. */
export const staffColumns = helper.columns([
  helper.accessor('name', { header: 'Name', enableHiding: false }),
  helper.accessor('team', { header: 'Team' }),
  helper.accessor('salary', { header: 'Salary' }),
]) as DataColumn<Staff>[]
