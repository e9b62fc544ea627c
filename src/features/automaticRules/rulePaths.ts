/** Where the rules' screens are: the list the pages go back to, a rule's edit and records, a case. */
export const rulesPath = '/cases/automatical'
export const newRulePath = `${rulesPath}/add`
export const editPath = (ruleId: number) => `${rulesPath}/edit/${ruleId}`
export const recordsPath = (ruleId: number) => `${rulesPath}/records/${ruleId}`
/** A case a run or a preview names opens its detail in All cases. */
export const casePath = (caseId: number) => `/cases/all/details/${caseId}`
