/**
 * The case allocation area's public module: all that other server areas may use of it
 * (dependency-cruiser's `server-area-only-through-its-public-module`). It reads staffs and cases
 * through theirs; no other area uses it yet: export here first.
 */
export {}
