/**
 * The security and integrity fixes that a unit test can reproduce: bounded error messages and log
 * lines, look-alike case numbers, provider errors mapped to what a caller can act on, self sign-ups
 * held to the text rules, a caller refused on the very next request after deactivation, and the
 * local gateway's Invoke API closed to anyone but the local identity provider.
 */
import { AdminUpdateUserAttributesCommand, AdminUserGlobalSignOutCommand } from '@aws-sdk/client-cognito-identity-provider';
import type { PreSignUpTriggerEvent } from 'aws-lambda';
import * as z from 'zod/mini';
import { defineRoute } from '../../../functions/core/define-route';
import { updateUser } from '../../../functions/users/domain/users';
import { ok } from '../../../functions/core/http';
import type { PortalError } from '../../../functions/core/errors';
import { STATUS_OF_KIND } from '../../../functions/core/middleware/json-errors';
import { PROVIDER_ERRORS, PROVIDER_UNAVAILABLE, providerError } from '../../../functions/core/identity';
import { MAX_LOG_LINE, formatLogLine } from '../../../functions/core/logger';
import { handler as preSignUp } from '../../../functions/triggers/pre-sign-up';
import { handler as getUser } from '../../../functions/users/get-user';
import { isInvokeFromStack, isLoopbackAddress } from '../../../local/gateway';
import { createCaseBody, normalizeCaseNumber } from '../../../shared/cases/schemas';
import { useHarness } from '../support/harness';
import { callRoute, lambdaContext, testRoute } from '../support/route-event';
import { adminOfOrg, clientOfOrg } from '../support/users';

const aws = useHarness();

describe('bounded errors', () => {
  const strict = defineRoute(testRoute({ access: 'admin', body: z.strictObject({ caseName: z.string() }) }), async () => ok({}));

  it('answers a body with a million unknown keys with 400 naming only the first few', async () => {
    const body = Object.fromEntries(Array.from({ length: 1_000_000 }, (_, i) => [`field${i}`, 1]));
    const { status, body: answer } = await callRoute(strict, { body: { caseName: 'x', ...body }, as: adminOfOrg });
    expect(status).toBe(400);
    expect(answer).toEqual({ message: 'Unknown fields: field0, field1, field2 and 999997 more' });
  });

  it('cuts a long unknown field name', async () => {
    const { body } = await callRoute(strict, { body: { caseName: 'x', ['k'.repeat(10_000)]: 1 }, as: adminOfOrg });
    expect((body as { message: string }).message.length).toBeLessThan(100);
  });

  it('never writes a log line longer than the bound', () => {
    const line = formatLogLine('info', 'Request refused', { reason: 'x'.repeat(5_000_000), keys: Array.from({ length: 100_000 }, String) });
    expect(line.length).toBeLessThanOrEqual(MAX_LOG_LINE);
    expect(JSON.parse(line)).toMatchObject({ message: 'Request refused' });
  });
});

describe('look-alike case numbers', () => {
  it.each([
    ['a zero-width space', 'IMM-2025\u200B-0101'],
    ['a bidi mark', '\u200EIMM-2025-0101'],
    ['non-breaking hyphens', 'IMM\u20112025\u20110101'],
    ['full-width letters', 'ＩＭＭ-２０２５-0101'],
  ])('folds %s into the number it imitates', (_, lookAlike) => {
    expect(normalizeCaseNumber(lookAlike)).toBe('IMM-2025-0101');
  });

  it('refuses characters a case number may not hold, in words', () => {
    const result = createCaseBody.shape.caseNumber.safeParse('IMM<2025>');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Case number may only contain letters, digits, spaces and - _ . / #');
  });
});

describe('identity provider errors', () => {
  it.each([
    ['UserNotFoundException', 404],
    ['NotAuthorizedException', 409],
    ['AliasExistsException', 409],
    ['UsernameExistsException', 409],
    ['InvalidParameterException', 400],
    ['TooManyRequestsException', 429],
    ['LimitExceededException', 429],
  ])('maps %s to %i with a sentence', (name, status) => {
    const mapped = providerError(Object.assign(new Error('provider internals'), { name })) as PortalError;
    expect(STATUS_OF_KIND[mapped.kind]).toBe(status);
    expect(mapped.message).toBe(PROVIDER_ERRORS[name]?.message);
    expect(mapped.message).not.toContain('provider internals');
  });

  it('maps anything else to 503', () => {
    expect(providerError(new Error('socket hang up'))).toMatchObject({ kind: 'unavailable', message: PROVIDER_UNAVAILABLE.message });
  });

  it('answers an admin the mapped status when the provider refuses a new e-mail, and withdraws it', async () => {
    aws.cognito.on(AdminUpdateUserAttributesCommand).rejects(Object.assign(new Error('x'), { name: 'AliasExistsException' }));
    await expect(updateUser(adminOfOrg, clientOfOrg.userId, { email: 'casey.new@example.test' })).rejects.toMatchObject({ kind: 'conflict' });
    expect(aws.table.get({ PK: `USER#${clientOfOrg.userId}`, SK: 'USER' })?.pendingEmail).toBeUndefined();
  });
});

describe('deactivation', () => {
  it('refuses the user on their very next request, and signs them out everywhere', async () => {
    const readOwnRecord = () => callRoute(getUser, { pathParameters: { userId: clientOfOrg.userId }, as: clientOfOrg });
    expect((await readOwnRecord()).status).toBe(200);
    await updateUser(adminOfOrg, clientOfOrg.userId, { status: 'inactive' });
    expect(await readOwnRecord()).toMatchObject({ status: 403, body: { message: 'Account is inactive' } });
    expect(aws.cognito.commandCalls(AdminUserGlobalSignOutCommand)).toHaveLength(1);
  });
});

describe('self sign-up rules (PreSignUp)', () => {
  const event = (userAttributes: Record<string, string>) =>
    ({ triggerSource: 'PreSignUp_SignUp', request: { userAttributes }, response: {} }) as unknown as PreSignUpTriggerEvent;

  it('refuses a name of 1,500 characters in words', async () => {
    await expect(preSignUp(event({ name: 'x'.repeat(1500), email: 'a@b.test' }), lambdaContext)).rejects.toThrow('name: Name must be at most 200 characters');
  });

  it('refuses a name with control characters', async () => {
    await expect(preSignUp(event({ name: 'Eve\u0007', email: 'a@b.test' }), lambdaContext)).rejects.toThrow('Name contains characters that are not allowed');
  });

  it('lets a proper sign-up through', async () => {
    const proper = event({ name: 'Sasha Self', email: 'sasha@example.test' });
    await expect(preSignUp(proper, lambdaContext)).resolves.toBe(proper);
  });
});

describe('the local Invoke API', () => {
  const request = (remoteAddress: string, authorization?: string) =>
    ({ headers: authorization ? { authorization } : {}, socket: { remoteAddress } }) as Parameters<typeof isInvokeFromStack>[0];
  const signed = 'AWS4-HMAC-SHA256 Credential=LOCALSTACKKEY/20261123/local/lambda/aws4_request, SignedHeaders=host, Signature=abc';

  it('answers the local identity provider, signing with the stack key from loopback', () => {
    expect(isInvokeFromStack(request('127.0.0.1', signed), 'LOCALSTACKKEY')).toBe(true);
    expect(isInvokeFromStack(request('::ffff:127.0.0.1', signed), 'LOCALSTACKKEY')).toBe(true);
  });

  it('refuses an unsigned call, another key, or another machine', () => {
    expect(isInvokeFromStack(request('127.0.0.1'), 'LOCALSTACKKEY')).toBe(false);
    expect(isInvokeFromStack(request('127.0.0.1', signed.replace('LOCALSTACKKEY', 'local')), 'LOCALSTACKKEY')).toBe(false);
    expect(isInvokeFromStack(request('192.0.2.10', signed), 'LOCALSTACKKEY')).toBe(false);
    expect(isLoopbackAddress('::1')).toBe(true);
  });
});
