/**
 * The targets area's public module: all that other server areas may use of it (dependency-cruiser's
 * `server-area-only-through-its-public-module`). Targets read the dashboards' kept figures and the
 * staffs' calendars; nothing reads targets but through here.
 */
export { type TargetFacts, type TargetProgress, targetProgress, teamKinds } from './targetProgress.ts'
export { targetRowsOf } from './targetRows.ts'
export { ownTargetPace, targetsAtAGlance } from './targetsAtAGlance.ts'
