/**
 * The company payouts area's public module: all that other server areas may use of it. No other area
 * uses payouts yet; export here first.
 */
export {}
