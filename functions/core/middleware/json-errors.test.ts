import * as z from 'zod/mini';
import { DOCUMENTS } from '../../../shared/documents/refusals';
import { REFUSAL_CODE_HEADER, REFUSAL_VALUES_HEADER, decodeRefusalValues } from '../../../shared/core/refusals';
import { SETTINGS } from '../../../shared/settings/refusals';
import { useHarness } from '../../../test/unit/support/harness';
import { callRoute, testRoute } from '../../../test/unit/support/route-event';
import { registeredUser } from '../../../test/unit/support/table';
import { adminOfOrg, userFixture } from '../../../test/unit/support/users';
import { defineRoute } from '../define-route';
import { refusal } from '../errors';
import { ok } from '../http';
import { languageOfAcceptLanguage } from './json-errors';

const harness = useHarness();

const FILE_NAME = 'pièce d’identité.pdf';

const refusingContent = defineRoute(testRoute({ access: 'admin', errors: [DOCUMENTS.CONTENT_NOT_NAME] }), async () => {
  throw refusal(DOCUMENTS.CONTENT_NOT_NAME, { fileName: FILE_NAME, extension: 'pdf' });
});

const choosingLanguage = defineRoute(
  testRoute({ access: 'admin', errors: [SETTINGS.LANGUAGE_NOT_OFFERED], body: z.strictObject({ language: z.enum(['en', 'fr'], { error: SETTINGS.LANGUAGE_NOT_OFFERED.message }) }) }),
  async ({ body }) => ok(body),
);

const frenchAdmin = userFixture({ userId: 'u-admin-fr', userType: 'admin', name: 'Dominique Admin', email: 'dominique@firm.test', language: 'fr' });

describe('a named refusal', () => {
  it('answers its English sentence with its values, and carries its code and values in headers', async () => {
    const { status, body, headers } = await callRoute(refusingContent, { as: adminOfOrg });
    expect(status).toBe(400);
    expect(body).toEqual({ message: `${FILE_NAME}: the content does not match its name (it is not a .pdf file)` });
    expect(headers?.[REFUSAL_CODE_HEADER]).toBe('file-content-not-name');
    expect(decodeRefusalValues(String(headers?.[REFUSAL_VALUES_HEADER]))).toEqual({ fileName: FILE_NAME, extension: 'pdf' });
  });

  it('answers in French to a request that asks for French', async () => {
    const { body } = await callRoute(refusingContent, { as: adminOfOrg, headers: { 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.8' } });
    expect(body).toEqual({ message: `${FILE_NAME} : le contenu ne correspond pas à son nom (ce n’est pas un fichier .pdf)` });
  });

  it('answers in the caller’s own language when the request names none of ours', async () => {
    harness.table.put(...registeredUser(frenchAdmin));
    const { body } = await callRoute(refusingContent, { as: frenchAdmin, headers: { 'accept-language': '*' } });
    expect(body).toEqual({ message: `${FILE_NAME} : le contenu ne correspond pas à son nom (ce n’est pas un fichier .pdf)` });
  });

  it('answers in the language the request asks for over the caller’s own', async () => {
    harness.table.put(...registeredUser(frenchAdmin));
    const { body } = await callRoute(refusingContent, { as: frenchAdmin, headers: { 'accept-language': 'en' } });
    expect(body.message).toBe(`${FILE_NAME}: the content does not match its name (it is not a .pdf file)`);
  });

  it('given by a schema rule answers its French sentence with its code', async () => {
    const { status, body, headers } = await callRoute(choosingLanguage, { as: adminOfOrg, body: { language: 'de' }, headers: { 'accept-language': 'fr' } });
    expect(status).toBe(400);
    expect(body).toEqual({ message: 'La langue doit être en ou fr' });
    expect(headers?.[REFUSAL_CODE_HEADER]).toBe('language-not-offered');
    expect(headers?.[REFUSAL_VALUES_HEADER]).toBeUndefined();
  });
});

describe('languageOfAcceptLanguage', () => {
  it.each([
    ['fr-CA,fr;q=0.9,en;q=0.8', 'fr'],
    ['de, en;q=0.5, fr;q=0.7', 'fr'],
    ['EN-us', 'en'],
    ['fr;q=0, en', 'en'],
    ['*', undefined],
    ['de', undefined],
    [undefined, undefined],
  ])('reads %p as %p', (header, language) => {
    expect(languageOfAcceptLanguage(header)).toBe(language);
  });
});
