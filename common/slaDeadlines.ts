/**
 * The deadline (unix seconds, 9999-12-31) of an SLA target counted only during business hours in an inbox
 * whose schedule never opens: the clock never runs, so it is never missed. The server stores it; the
 * dashboard shows "No working hours" for it instead of a countdown. A file of its own so the dashboard
 * reads it without the SLA contracts' schemas.
 */
export const SLA_NEVER_DUE_AT = 253402214400;

/** Whether a deadline (unix seconds) is the never-reached one. */
export const isNeverDue = (due: number) => due >= SLA_NEVER_DUE_AT;
