/**
 * The activity linker: requests write their records under keys of their own (PENDINGACTIVITY#), and
 * this function, fed by the table's stream (in AWS by Lambda, locally by local/activity-linker.ts),
 * links them into their chains within seconds.
 */
export const LINK_RECORDS_HANDLER = 'functions/activity/link-records.ts';
