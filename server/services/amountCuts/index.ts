/**
 * The amount cuts area's public module: all that other server areas may use of it (dependency-cruiser's
 * `server-area-only-through-its-public-module`). No other area uses amount cuts yet; export here first.
 */
export {}
