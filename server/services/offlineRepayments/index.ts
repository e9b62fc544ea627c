/**
 * The offline repayments area's public module: all that other server areas may use of it
 * (dependency-cruiser's `server-area-only-through-its-public-module`). No other area uses it yet.
 */
export {}
