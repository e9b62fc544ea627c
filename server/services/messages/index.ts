/**
 * The messages area's public module: all that other server areas may use of it (dependency-cruiser's
 * `server-area-only-through-its-public-module`). Another area produces a message with `produce`.
 */
export { markEventDone, produce } from './producers.ts'
