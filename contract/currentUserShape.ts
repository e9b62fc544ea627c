/**
 * The shape of the signed-in user the browser keeps (`currentUserSchema`, contract/session.ts), as a
 * stamp kept beside the copy. A copy kept with this stamp was written by a version whose user had this
 * very shape, so a reload restores it without loading the schema library (issue 28); a copy kept
 * under another stamp, or none, is checked against the schema first. contract/currentUserShape.test.ts
 * holds the stamp to the schema: a change to the schema fails it until the stamp follows.
 */
export const currentUserShape = '890503d57c77213d'
