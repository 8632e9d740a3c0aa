/**
 * docs/api.md, generated from declarations only: the route table (shared/routes.ts) — each route's
 * access, schemas (described by schema-fields.ts), declared answer (declared-answers.ts) and declared
 * refusals (shared/refusals.ts) — plus the refusals every route shares. `npm run docs:api` writes
 * it; a unit test compares.
 */
import path from 'node:path';
import { MAX_PAGE_SIZE, PAGE_SIZE } from '../../shared/core/pagination';
import { API_BASE, type RouteAccess, type RouteDefinition, type RouteUse, identityOperationsOf, staffTwoFactorApplies } from '../../shared/core/route-definition';
import { providerRefusalsOf } from '../../shared/routes';
import { DEMO_PASSWORD } from '../../local';
import { STATUS_OF_KIND } from '../../functions/core/middleware/json-errors';
import { COMMON, type Refusal } from '../../shared/core/refusals';
import { type DeclaredAnswers, readDeclaredAnswers } from './declared-answers';
import { type RouteContract, routeContract } from './route-contracts';
import { sampleRequest } from './sample-events';
import { type ObjectDescription, describeObject } from './schema-fields';

export const API_DOCS_FILE = path.join('docs', 'api.md');

const ACCESS_LABEL: Record<RouteAccess, string> = {
  public: 'anyone',
  signedIn: 'signed in',
  admin: 'admin',
  client: 'client',
};

const ACCESS_TEXT: Record<RouteAccess, string> = {
  public: 'anyone, without a token.',
  signedIn: 'any signed-in user whose account is active (admin or client).',
  admin: "an admin whose account is active; the route works within the admin's own org.",
  client: 'a client whose account is active; the route serves the caller’s own records only.',
};

const USE_TEXT: Record<RouteUse, string | undefined> = {
  documents: 'the document store (case folders)',
  cursors: undefined,
  mail: 'the mail queue (e-mails are sent after the answer, never slowing or failing it)',
  payments: "the firm's Stripe account (its keys in Secrets Manager)",
  activity: "the case's activity log (one record appended per request, also when refused a case one may not reach)",
  signing: 'the document-signing certificate (Secrets Manager)',
  packages: 'the packaging worker (started off the request path; the answer does not wait for it)',
};

const STATUS_TEXT: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  202: 'Accepted',
  204: 'No Content',
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');
}

function code(text: string): string {
  return `\`${text.replace(/`/g, "'")}\``;
}

function anchor(id: string): string {
  return id.toLowerCase().replace(/[^a-z0-9-]/g, '');
}

function fieldTable(description: ObjectDescription): string[] {
  const lines = ['| name | type | required | limits | refused with |', '|---|---|---|---|---|'];
  for (const field of description.fields) {
    lines.push(
      `| ${code(field.name)} | ${cell(field.type)} | ${field.required ? 'yes' : 'no'} | ${cell(field.limits.join(', ') || '—')} | ${cell(field.messages.map(code).join(', ') || '—')} |`,
    );
  }
  return lines;
}

function inputSection(title: string, description: ObjectDescription | undefined, note?: string): string[] {
  if (!description || description.fields.length === 0) return [];
  const notes = note ? [note] : [];
  if (description.strict) notes.push('unknown fields are refused');
  if (description.messages.length > 0) notes.push(`also refused: ${description.messages.map(code).join(', ')}`);
  return [notes.length > 0 ? `**${title}** (${notes.join('; ')})` : `**${title}**`, '', ...fieldTable(description), ''];
}

const statusOf = (refusal: Refusal) => STATUS_OF_KIND[refusal.kind];

function errorLines(route: RouteDefinition, contract: RouteContract, inputs: (ObjectDescription | undefined)[]): string[] {
  const rows = new Map<number, string[]>();
  const add = (status: number, text: string) => {
    const list = rows.get(status) ?? [];
    if (!list.includes(text)) list.push(text);
    rows.set(status, list);
  };
  const addAll = (refusals: readonly Refusal[], suffix = '') => {
    for (const refusal of refusals) add(statusOf(refusal), `${code(refusal.message)} (${code(refusal.code)})${suffix}`);
  };

  if (contract.params || contract.query || contract.body) add(400, `${code('<field>: <rule>')} — a field breaks a rule above`);
  if (inputs.some((input) => input?.strict)) add(400, code('Unknown field: <name>'));
  for (const input of inputs) for (const message of input?.messages ?? []) add(400, code(message));
  if (contract.body) addAll([COMMON.INVALID_JSON]);
  if (route.access !== 'public') {
    add(401, `${code(COMMON.UNAUTHORIZED.message)} (${code(COMMON.UNAUTHORIZED.code)}) — no token, an invalid or expired one, or an ID token instead of an access token`);
    addAll([COMMON.NOT_REGISTERED, COMMON.INACTIVE]);
  }
  if (route.access === 'admin' || route.access === 'client') {
    addAll([route.otherRoleRefusal ?? COMMON.FORBIDDEN], ` — the caller is not ${route.access === 'admin' ? 'an admin' : 'a client'}`);
  }
  addAll(route.errors);
  if (route.access === 'admin' || route.access === 'signedIn') {
    addAll([COMMON.STAFF_PASSWORD_SIGN_IN], ' — the caller is an admin whose session was opened with an e-mailed code (staff sign in with their password)');
  }
  if (staffTwoFactorApplies(route)) {
    const which = route.staffTwoFactor === 'ownRecord' ? ' (not when it is their own record)' : '';
    addAll([COMMON.TWO_FACTOR_REQUIRED], ` — the caller is an admin without two-factor sign-in, and their firm requires it of its staff${which}`);
  }
  addAll(providerRefusalsOf(route));

  const lines = ['**Errors**', '', '| status | message |', '|---|---|'];
  for (const status of [...rows.keys()].sort((a, b) => a - b)) lines.push(`| ${status} | ${cell((rows.get(status) ?? []).join('<br>'))} |`);
  lines.push('');
  return lines;
}

async function routeSection(route: RouteDefinition, answers: DeclaredAnswers): Promise<string[]> {
  const contract = await routeContract(route);
  const params = contract.params ? describeObject(contract.params, `${route.id} path`) : undefined;
  const query = contract.query ? describeObject(contract.query, `${route.id} query`) : undefined;
  const body = contract.body ? describeObject(contract.body, `${route.id} body`) : undefined;
  const lines = [`### ${route.id}`, '', `${code(`${route.method} ${route.path}`)} — ${route.summary}.`, ''];
  lines.push(`**Who may call it:** ${ACCESS_TEXT[route.access]}`, '');
  const uses = (route.uses ?? []).map((use: RouteUse) => USE_TEXT[use]).filter((text): text is string => text !== undefined);
  const operations = identityOperationsOf(route);
  if (operations.length > 0) uses.unshift(`the user pool (${operations.join(', ')})`);
  if (uses.length > 0) lines.push(`**Also touches:** ${uses.join('; ')}.`, '');

  lines.push(...inputSection('Path parameters', params));
  lines.push(...inputSection('Query parameters', query));
  lines.push(...inputSection('Body', body, 'a JSON object'));

  const sample = await sampleRequest(route);
  const search = sample.query ? `?${new URLSearchParams(sample.query).toString()}` : '';
  const request = [`${route.method} ${route.path}${search}`];
  if (route.access !== 'public') request.push('Authorization: Bearer <access token>');
  if (sample.body) request.push('Content-Type: application/json', '', JSON.stringify(sample.body, null, 2));
  lines.push(`**Example** (\`events/${route.id}.json\`)`, '', '```http', ...request, '```', '');

  const status = route.answer.statuses.map((value) => code(`${value} ${STATUS_TEXT[value] ?? ''}`.trim())).join(' or ');
  const shape = answers.shapes.get(route.id) ?? 'unknown';
  // A 204 has no body: say so rather than print its type.
  lines.push(`**Answer** ${status}`, '', ...(shape === 'void' ? ['No body.'] : ['```ts', shape, '```']), '');
  lines.push(...errorLines(route, contract, [params, query, body]));
  return lines;
}

function introduction(routes: readonly RouteDefinition[]): string[] {
  return [
    '# API reference',
    '',
    '<!-- Generated by `npm run docs:api`: edit the features\' contracts (shared/<feature>/routes.ts, schemas.ts, refusals.ts), not this file. -->',
    '',
    `The portal's HTTP API: ${routes.length} routes, one Lambda function each behind an API Gateway HTTP API (locally, the`,
    'gateway of `npm start`). This page is generated by `npm run docs:api` from what the route table (`shared/routes.ts`,',
    'gathering each feature\'s `shared/<feature>/routes.ts`) declares for each route — who may call it, its zod schemas',
    '(`shared/<feature>/schemas.ts`), its answer and its refusals (`shared/<feature>/refusals.ts`, `shared/core/refusals.ts`);',
    '`test/unit/tooling/api-docs.test.ts` fails when it is out of date.',
    '',
    '## Conventions',
    '',
    `- **Base path** \`${API_BASE}\`, on the web app's own origin (CloudFront forwards \`${API_BASE}/*\` to API Gateway; locally`,
    `  \`http://localhost:3000${API_BASE}\`).`,
    '- **Authentication**: `Authorization: Bearer <access token>`, the Cognito **access** token of the signed-in user. API',
    "  Gateway's JWT authorizer checks its signature, issuer, app client and expiry; the handler then accepts access tokens",
    '  only (an ID token answers 401) and takes the caller’s role, org and status from their Users record, never from',
    '  token attributes.',
    '- **JSON** in and out (`content-type: application/json`). Request objects are strict: an unknown field answers 400',
    '  `Unknown field: <name>`. Text fields are trimmed before they are checked.',
    '- **Errors**: every non-2xx answer is `{ "message": "<a sentence>" }`. A refused field names itself,',
    '  `<field>: <rule>` (e.g. `caseName: Case name is required`); the rules and their words are in each route’s tables.',
    '  A named refusal (each route’s **Errors**, its code in brackets) also answers its code in the `x-refusal-code` header and,',
    '  when its sentence names values (`{fileName}`), them in `x-refusal-values` as a query string',
    '  (`fileName=fake.pdf&extension=pdf`), so that a client can say it in its reader’s language (the web app does, in',
    '  English and French).',
    `- **Pagination**: list routes take \`limit\` (1–${MAX_PAGE_SIZE}, default ${PAGE_SIZE}) and \`cursor\`, and answer`,
    '  `{ "Items": [...], "nextCursor": "..." }`, newest first. `nextCursor` is there only when more may follow: send it',
    '  back unchanged as `cursor` for the next page. Cursors are opaque (encrypted) and bound to the caller and the list;',
    "  another caller's, another list's or a tampered cursor answers 400 `Invalid cursor`.",
    '- **Answers**: a route answers what it is about — one resource as itself (`{ "caseId": "...", ... }`), a list as',
    '  `{ "Items": [...], "nextCursor": "..." }` (whole or one page). Routes made before this rule keep the envelopes their',
    '  clients read (`{ "success": true, ... }`, `{ "Item": ... }`, a list under its own name); each route’s **Answer** shows',
    '  its own.',
    `- **Try a route locally**: with \`npm start\` running, \`npm run invoke -- <routeId> [--as <e-mail>]\` runs its handler`,
    `  with \`events/<routeId>.json\` as a demo user (password \`${DEMO_PASSWORD}\`); \`npm run events\` regenerates the events.`,
    '',
    '| status | meaning |',
    '|---|---|',
    '| 400 | bad input: a path, query or body field breaks a rule, an unknown field, a body that is not a JSON object, an invalid cursor |',
    '| 401 | no token, or not a valid access token of the user pool |',
    '| 403 | the account is not registered with the portal or is inactive, or it has the wrong role for the route |',
    '| 404 | the object does not exist **or belongs to another org or client**: never 403, so ids cannot be probed |',
    '| 409 | a conflict: a case number or e-mail already taken, or a concurrent change |',
    '| 413 | the request body is over API Gateway’s 10 MB |',
    '| 500 | a fault on our side: `Internal Server Error` (the details are logged, never sent) |',
    '| 503 | the handler did not answer within API Gateway’s 30 s |',
    '',
  ];
}

export async function renderApiDocs(routes: readonly RouteDefinition[]): Promise<string> {
  const answers = readDeclaredAnswers();
  const lines = introduction(routes);
  lines.push('## Routes', '', '| route | method and path | who may call it | summary |', '|---|---|---|---|');
  for (const route of routes) {
    lines.push(`| [${route.id}](#${anchor(route.id)}) | ${code(`${route.method} ${route.path}`)} | ${ACCESS_LABEL[route.access]} | ${cell(route.summary)} |`);
  }
  lines.push('');
  for (const route of routes) lines.push(...(await routeSection(route, answers)));

  lines.push('## Types', '', 'The records the answers carry (`shared/<feature>/types.ts`).', '');
  for (const type of answers.types) {
    lines.push(`### ${type.name}`, '');
    if (type.doc) lines.push(type.doc, '');
    const documented = type.fields.some((field) => field.doc !== '');
    lines.push(documented ? '| field | type | note |' : '| field | type |', documented ? '|---|---|---|' : '|---|---|');
    for (const field of type.fields) {
      const row = `| ${code(`${field.name}${field.optional ? '?' : ''}`)} | ${cell(code(field.type))} |`;
      lines.push(documented ? `${row} ${cell(field.doc || '—')} |` : row);
    }
    lines.push('');
  }
  return `${lines.join('\n').trimEnd()}\n`;
}
