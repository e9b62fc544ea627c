/**
 * How often a screen that stays open asks its figures again (spec section 9: every 600000 ms): the
 * messages, notices and ranking, and the dashboards at the same pace.
 */
export const refreshPaceMs = 600_000
