/** The case a detail route names, from its collOrderId or sellOrderId; undefined when it names none. */
export function caseIdOf(params: Record<string, string | undefined>): number | undefined {
  const id = params.collOrderId ?? params.sellOrderId
  // Digits only: '1e3', ' 12' or '0x1f' would pass Number() and open a case nobody asked for.
  if (id === undefined || !/^[1-9]\d*$/.test(id)) return undefined
  const caseId = Number(id)
  return Number.isSafeInteger(caseId) ? caseId : undefined
}
