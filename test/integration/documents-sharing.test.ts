/** Documents both ways against the default stack's store (S3 behind the local verifying front): see support/sharing-suite.ts. */
import { describeDocumentSharing } from './support/sharing-suite';
import { stack } from './support/stack';

jest.setTimeout(60_000);

describeDocumentSharing('S3', stack, { inlineHeaders: true });
