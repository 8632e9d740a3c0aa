import { decodeCursor, encodeCursor } from './cursor';

const key = { PK: 'CASE#c1', SK: 'CASE', GSI1PK: 'ORG#o1#CASES', GSI1SK: '2026-01-01#c1' };
const scope = { callerId: 'admin-1', list: 'org-cases:o1' };

beforeAll(() => {
  process.env.CURSOR_SECRET = 'unit-test-secret';
});

describe('pagination cursors', () => {
  it('round-trips a continuation key for the same caller and list', async () => {
    const cursor = await encodeCursor(key, scope);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    await expect(decodeCursor(cursor, scope)).resolves.toEqual(key);
  });

  it('gives no cursor on the last page', async () => {
    await expect(encodeCursor(undefined, scope)).resolves.toBeUndefined();
  });

  it('does not reveal the key in the cursor', async () => {
    const cursor = (await encodeCursor(key, scope)) as string;
    expect(Buffer.from(cursor, 'base64url').toString('latin1')).not.toContain('CASE#c1');
  });

  it('refuses another caller’s cursor with 400', async () => {
    const cursor = await encodeCursor(key, scope);
    await expect(decodeCursor(cursor, { ...scope, callerId: 'admin-2' })).rejects.toMatchObject({ kind: 'invalid', message: 'Invalid cursor' });
  });

  it('refuses a cursor of another list with 400', async () => {
    const cursor = await encodeCursor(key, scope);
    await expect(decodeCursor(cursor, { ...scope, list: 'org-clients:o1' })).rejects.toMatchObject({ kind: 'invalid' });
  });

  it('refuses a tampered cursor with 400', async () => {
    const cursor = (await encodeCursor(key, scope)) as string;
    const bytes = Buffer.from(cursor, 'base64url');
    bytes.writeUInt8((bytes.at(-1) ?? 0) ^ 1, bytes.length - 1);
    await expect(decodeCursor(bytes.toString('base64url'), scope)).rejects.toMatchObject({ kind: 'invalid' });
  });

  it('refuses garbage with 400', async () => {
    await expect(decodeCursor('not-a-cursor', scope)).rejects.toMatchObject({ kind: 'invalid' });
  });
});
