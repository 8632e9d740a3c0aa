/**
 * The shape of Microsoft Graph's item and drive ids. Ids from the portal's requests (and from the
 * OneDrive secret) are checked against it before they are put, as they are, into a Graph URL path.
 */

/** Letters, digits and `!-_.` (e.g. `01BYE5RZ…`, `b!Ab3…`, `D4648F06C91D9D3D!54927`). */
const GRAPH_ID = /^[A-Za-z0-9!._-]{1,128}$/;

/** True when `id` may be put in a Graph URL path without encoding. */
export function isGraphId(id: string): boolean {
  return GRAPH_ID.test(id);
}
