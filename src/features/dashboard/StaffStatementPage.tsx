import { StaffTablePage } from './StaffTablePage.tsx'
import { staffStatementScreen } from './staffTableScreens.ts'

/** The staff statement (menu 96): cases finished and money repaid per currency, over a period. */
export default function StaffStatementPage() {
  return <StaffTablePage screen={staffStatementScreen} />
}
