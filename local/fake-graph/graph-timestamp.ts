/** Graph's timestamps: ISO 8601 in UTC, whole seconds ("2026-11-23T11:26:37Z"). */
export function graphTimestamp(at = new Date()): string {
  return at.toISOString().replace(/\.\d{3}Z$/, 'Z');
}
