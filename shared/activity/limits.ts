/** The activity log's page size, apart from its schemas: the web app's case pages read it without loading zod. */

/** Records per page of a case's log (the case page shows 25). */
export const ACTIVITY_PAGE_SIZE = 25;
