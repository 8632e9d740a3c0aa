/** Limits of the progress fields (request schemas and web forms read them from here). */
export const PROGRESS_LIMITS = {
  /** Stages in one category's set. */
  stagesPerSet: 20,
  /** Categories a firm may define sets for. */
  setsPerFirm: 30,
  stageId: 40,
  stageLabel: 80,
  /** A stage note for the client. */
  stageNote: 1000,
  applicationNumber: 64,
  /**
   * History entries kept on the case item, newest last: older ones are dropped. Bounds the case item,
   * which every case list reads (docs/data-model.md, "Case progress").
   */
  historyOnCase: 50,
} as const;
