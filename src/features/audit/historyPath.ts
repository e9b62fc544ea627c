/** A history's address: `/audit/histories/simCard/12`. */
export const historyPath = (kind: string, id: number) => `/audit/histories/${kind}/${id}`
