/** Limits of the IRCC packages. */
export const PACKAGE_LIMITS = {
  /** Builds a case keeps (each until the firm deletes it): one Query lists them. */
  perCase: 20,
  /** How long a download link to a package's ZIP is valid, in seconds. */
  linkSeconds: 300,
  /** The long side of a page made from an image, in pixels: legible when printed or zoomed. */
  minImageLongSide: 1600,
  /** The long side an image starts at (a phone's 4000 px photo comes down to this first). */
  startImageLongSide: 2200,
} as const;
