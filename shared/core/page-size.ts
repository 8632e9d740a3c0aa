/** The lists' page sizes, apart from pagination.ts's schemas: the web app reads them without loading zod. */
export const PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;
