import { salaryExport, salaryImportFailures, salaryList } from '../../../contract/salary.ts'
import { salaryImportActions } from '../../../contract/salaryActions.ts'
import { actionWrites } from '../../api/actionWrites.ts'
import { download, type UploadProgress, upload } from '../../api/request.ts'
import { saveFile } from '../../api/saveFile.ts'
import { useKeptRead } from '../../api/useKeptRead.ts'

/** A period's salaries, kept per user and period so the screen opens at once and offline. */
export function useSalaryList(userId: number, period: string | undefined) {
  return useKeptRead(`salary:${userId}:list:${period ?? 'current'}`, salaryList, period ? { period } : {})
}

/** The period's salary as a workbook, saved by the browser. */
export async function exportSalary(period: string | undefined): Promise<void> {
  saveFile(await download(salaryExport, period ? { period } : {}))
}

/** A workbook checked by the server, nothing saved, telling how much of it has been sent. */
export const checkSalaryFile = (file: File, onProgress: (progress: UploadProgress) => void) =>
  upload(salaryImportActions.check.endpoint, { file }, onProgress)

export const salaryImportWrites = actionWrites(salaryImportActions)

/** The rows of the workbook that cannot be imported, with why, saved by the browser. */
export async function downloadFailedRows(file: File): Promise<void> {
  saveFile(await download(salaryImportFailures, { file }))
}
