import { StaffTablePage } from './StaffTablePage.tsx'
import { staffPerformanceScreen } from './staffTableScreens.ts'

/** Staff performance (menu 97): section 3's figures of each member over a period. */
export default function StaffPerformancePage() {
  return <StaffTablePage screen={staffPerformanceScreen} />
}
