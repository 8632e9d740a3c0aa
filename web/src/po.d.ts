/** A PO catalogue, compiled by @lingui/vite-plugin (the build) or test/web/support/po-transform.cjs (jest). */
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
