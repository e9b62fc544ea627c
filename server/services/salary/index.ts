/**
 * The salary area's public module: all other server areas may use of it. Nothing yet: salary reads
 * the dashboards' kept figures and is read by no other area.
 */
export {}
