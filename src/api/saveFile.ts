import type { DownloadedFile } from '../../contract/endpoint.ts'

/** How long the file's address stays valid: long enough for the browser to take it. */
const keepUrlMs = 60_000

/** Saves a downloaded file as a link's download would be saved: under its own name. */
export function saveFile(file: DownloadedFile): void {
  const url = URL.createObjectURL(file.blob)
  const link = document.createElement('a')
  link.href = url
  link.download = file.fileName
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), keepUrlMs)
}
