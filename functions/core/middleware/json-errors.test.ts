import { DOCUMENTS } from '../../../shared/documents/refusals';
import { REFUSAL_CODE_HEADER, REFUSAL_VALUES_HEADER, decodeRefusalValues } from '../../../shared/core/refusals';
import { useHarness } from '../../../test/unit/support/harness';
import { callRoute, testRoute } from '../../../test/unit/support/route-event';
import { adminOfOrg } from '../../../test/unit/support/users';
import { defineRoute } from '../define-route';
import { refusal } from '../errors';

useHarness();

const FILE_NAME = 'pièce d’identité & co.pdf';

const refusingContent = defineRoute(testRoute({ access: 'admin', errors: [DOCUMENTS.CONTENT_NOT_NAME] }), async () => {
  throw refusal(DOCUMENTS.CONTENT_NOT_NAME, { fileName: FILE_NAME, extension: 'pdf' });
});

const refusingBatch = defineRoute(testRoute({ access: 'admin', errors: [DOCUMENTS.BATCH_EXPIRED] }), async () => {
  throw refusal(DOCUMENTS.BATCH_EXPIRED);
});

describe('a named refusal', () => {
  it('answers its sentence with its values, and carries its code and its values (any file name) in headers', async () => {
    const { status, body, headers } = await callRoute(refusingContent, { as: adminOfOrg });

    expect(status).toBe(400);
    expect(body).toEqual({ message: `${FILE_NAME}: the content does not match its name (it is not a .pdf file)` });
    expect(headers?.[REFUSAL_CODE_HEADER]).toBe('file-content-not-name');
    expect(String(headers?.[REFUSAL_VALUES_HEADER])).toMatch(/^[\x21-\x7e]+$/);
    expect(decodeRefusalValues(String(headers?.[REFUSAL_VALUES_HEADER]))).toEqual({ fileName: FILE_NAME, extension: 'pdf' });
  });

  it('without values carries its code and no values header', async () => {
    const { status, headers } = await callRoute(refusingBatch, { as: adminOfOrg });

    expect(status).toBe(400);
    expect(headers?.[REFUSAL_CODE_HEADER]).toBe('batch-expired');
    expect(headers?.[REFUSAL_VALUES_HEADER]).toBeUndefined();
  });
});
