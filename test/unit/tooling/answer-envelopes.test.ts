/**
 * One answer envelope for new routes: one resource bare (`ok(record)`, `created(record)`), a list as a
 * page, `{ Items, nextCursor? }` (`okList`, `listPage`; functions/core/http.ts). The routes below were
 * made before and keep what their clients read; a new route is held to the rule from the day it is
 * added, read from what its entry declares (`answer<Body>(…)`, scripts/lib/declared-answers.ts).
 */
import { routes } from '../../../shared/routes';
import { type DeclaredAnswers, readDeclaredAnswers } from '../../../scripts/lib/declared-answers';

// Reading the declared answers builds a TypeScript program: a few seconds.
jest.setTimeout(60_000);

/** Routes that answer an envelope of their own (`{ success }`, `{ Item }`, a list under its own name): their clients rely on it. */
const OLDER_ENVELOPES = [
  'getUser',
  'syncUserEmail',
  'getClientCase',
  'getAdminCase',
  'createCase',
  'updateCase',
  'sendCaseEmail',
  'listCaseEmails',
  'createUser',
  'ensureClient',
  'updateUser',
  'getOrg',
  'listFolderItems',
  'createFolder',
  'completeUploadBatch',
  'listCaseDocuments',
  'uploadClientFiles',
  'uploadAdminFiles',
  'getMySettings',
  'updateMySettings',
  'acceptPrivacyNotice',
  'updateOrg',
  'listExpiringDocuments',
  'addCaseRequests',
  'decideCaseRequest',
  'listRequestTemplates',
  'deleteRequestTemplate',
  'listCaseMessages',
  'listMyConversations',
];

/** Keys that wrap or flag an answer instead of being it. */
const WRAPPERS = new Set(['success', 'Item', 'data', 'updatedItem', 'caseItem']);

interface Field {
  name: string;
  type: string;
}

/** The top-level fields of an answer: an inline shape's (as printed), or a named record's. */
function fieldsOf(shape: string, declared: DeclaredAnswers): Field[] {
  const named = declared.types.find((type) => type.name === shape);
  if (named) return named.fields.map(({ name, type }) => ({ name, type }));
  return shape
    .split('\n')
    .map((line) => /^ {2}([^\s?:]+)\??: (.*)$/.exec(line))
    .flatMap((match) => (match ? [{ name: match[1] as string, type: (match[2] as string).replace(/;$/, '') }] : []));
}

/** Why an answer is not one resource bare nor `{ Items, nextCursor? }`; undefined when it is one of them. */
function envelopeProblem(fields: Field[]): string | undefined {
  const wrapper = fields.find((field) => WRAPPERS.has(field.name));
  if (wrapper) return `wraps its answer in \`${wrapper.name}\``;
  const names = fields.map((field) => field.name);
  if (names.includes('nextCursor') && !names.every((name) => name === 'Items' || name === 'nextCursor')) return 'pages a list under another name than `Items`';
  const [only] = fields;
  if (fields.length === 1 && only && only.name !== 'Items' && only.type.endsWith('[]')) return `answers a list as \`${only.name}\`, not \`Items\``;
  return undefined;
}

describe('answer envelopes', () => {
  let declared: DeclaredAnswers;
  beforeAll(() => {
    declared = readDeclaredAnswers();
  });

  it('holds every route made since to one resource bare or a list as { Items, nextCursor? }', () => {
    const problems = routes
      .filter((route) => !OLDER_ENVELOPES.includes(route.id))
      .flatMap((route) => {
        const problem = envelopeProblem(fieldsOf(declared.shapes.get(route.id) ?? '', declared));
        return problem ? [`${route.id} ${problem}`] : [];
      });
    expect(problems).toEqual([]);
  });

  it('lists as older only routes of the table that still answer an envelope of their own', () => {
    const stale = OLDER_ENVELOPES.filter((id) => {
      const shape = declared.shapes.get(id);
      return shape === undefined || envelopeProblem(fieldsOf(shape, declared)) === undefined;
    });
    expect(stale).toEqual([]);
  });

  it('finds a wrapped answer, a list under its own name and a page under its own name', () => {
    expect(envelopeProblem([{ name: 'success', type: 'boolean' }])).toBe('wraps its answer in `success`');
    expect(envelopeProblem([{ name: 'conversations', type: 'Conversation[]' }])).toBe('answers a list as `conversations`, not `Items`');
    expect(envelopeProblem([{ name: 'files', type: 'StoredItem[]' }, { name: 'nextCursor', type: 'string' }])).toBe('pages a list under another name than `Items`');
    expect(envelopeProblem([{ name: 'Items', type: 'Case[]' }, { name: 'nextCursor', type: 'string' }])).toBeUndefined();
    expect(envelopeProblem([{ name: 'readAt', type: 'string' }])).toBeUndefined();
  });
});
