/** GET and PATCH /v1/me/settings: the language at the answer's top level, saved on the record and followed by sign-in. */
import { AdminUpdateUserAttributesCommand } from '@aws-sdk/client-cognito-identity-provider';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { handler as getMySettings } from './get-my-settings';
import { handler as updateMySettings } from './update-my-settings';
import { REFUSAL_CODE_HEADER } from '../../shared/core/refusals';
import { keys } from '../../shared/core/table';
import { useHarness } from '../../test/unit/support/harness';
import { callRoute } from '../../test/unit/support/route-event';
import { registeredUser } from '../../test/unit/support/table';
import { clientOfOrg } from '../../test/unit/support/users';

const aws = useHarness();

/** The record as the update leaves it (the fake table answers UpdateCommand with ALL_NEW). */
function givenUpdatesApply(): void {
  aws.dynamo.on(UpdateCommand).callsFake((input: { Key: { PK: string; SK: string }; ExpressionAttributeNames: Record<string, string>; ExpressionAttributeValues: Record<string, unknown> }) => {
    const before = aws.table.get(input.Key) ?? {};
    const after: Record<string, unknown> = { ...before };
    for (const [placeholder, field] of Object.entries(input.ExpressionAttributeNames)) {
      const value = input.ExpressionAttributeValues[placeholder.replace('#', ':')];
      if (field !== 'version' && value !== undefined) after[field] = value;
    }
    aws.table.put(after as never);
    return { Attributes: after };
  });
  aws.cognito.on(AdminUpdateUserAttributesCommand).resolves({});
}

const get = () => callRoute(getMySettings, { routeKey: 'GET /v1/me/settings', as: clientOfOrg });
const patch = (body: unknown) => callRoute(updateMySettings, { routeKey: 'PATCH /v1/me/settings', body, as: clientOfOrg });

describe('the language in /v1/me/settings', () => {
  it('answers English at the top level, beside the settings, for a user who never chose', async () => {
    const { status, body } = await get();
    expect(status).toBe(200);
    expect(body.language).toBe('en');
    expect(Object.keys(body.Item)).toEqual(['profile', 'notifications', 'email', 'security']);
  });

  it("answers the record's language", async () => {
    aws.table.put(...registeredUser({ ...clientOfOrg, language: 'fr' }));
    expect((await get()).body.language).toBe('fr');
  });

  it('saves { language: "fr" } on the record, answers it, and sets the sign-in’s locale for Cognito’s own e-mails', async () => {
    givenUpdatesApply();
    const { status, body } = await patch({ language: 'fr' });
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, language: 'fr', Item: { profile: { name: clientOfOrg.name } } });
    expect(aws.table.get(keys.user(clientOfOrg.userId))).toMatchObject({ language: 'fr' });
    expect(aws.cognito.commandCalls(AdminUpdateUserAttributesCommand).map((call) => call.args[0].input.UserAttributes)).toEqual([
      [{ Name: 'locale', Value: 'fr' }],
    ]);
  });

  it.each([['de'], ['FR'], [''], [null], [1]])('refuses the language %p with 400, a sentence and the code language-not-offered', async (language) => {
    const { status, body, headers } = await patch({ language });
    expect(status).toBe(400);
    expect(body).toEqual({ message: 'language: Language must be one of en, fr' });
    expect(headers?.[REFUSAL_CODE_HEADER]).toBe('language-not-offered');
  });

  it('answers a field that breaks a rule with no refusal code of its own without one', async () => {
    const { status, headers } = await patch({ security: { sessionTimeout: 5 } });
    expect(status).toBe(400);
    expect(headers?.[REFUSAL_CODE_HEADER]).toBeUndefined();
  });
});
