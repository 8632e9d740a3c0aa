/**
 * Documents both ways against the OneDrive stack (its fake Microsoft Graph): see
 * support/sharing-suite.ts. Graph's download link sets its own headers, so a preview is checked for
 * its answer and bytes, not for `inline` (docs/architecture.md).
 */
import { describeDocumentSharing } from './support/sharing-suite';
import { onedriveStack } from './support/stack';

jest.setTimeout(60_000);

describeDocumentSharing('OneDrive', onedriveStack, { inlineHeaders: false });
