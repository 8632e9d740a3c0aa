/**
 * The local portal is served with CloudFront's Content Security Policy, so what the
 * policy forbids fails here as it would in AWS — and the support fixture fails every journey on a
 * violation. This spec shows both halves on a page of its own (a context the fixture does not watch):
 * the browser refuses an inline script and a foreign connection, and reports each as a violation.
 */
import { type Page, e2eStack, expect, test } from './support';

/** Starts recording the page's `securitypolicyviolation` events (directive and blocked URI). */
async function recordViolations(page: Page): Promise<void> {
  await page.evaluate(() => {
    const target = globalThis as unknown as { cspViolations: string[]; document: { addEventListener: (type: string, listener: (event: { effectiveDirective: string; blockedURI: string }) => void) => void } };
    target.cspViolations = [];
    target.document.addEventListener('securitypolicyviolation', (event) => target.cspViolations.push(`${event.effectiveDirective} ${event.blockedURI}`));
  });
}

const violations = (page: Page) => page.evaluate(() => (globalThis as unknown as { cspViolations: string[] }).cspViolations);

test('the portal refuses an inline script and a connection to an origin it does not name, and reports both', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto('/auth');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await recordViolations(page);

  const ran = await page.evaluate(() => {
    const scope = globalThis as unknown as { inlineRan?: boolean; document: { createElement: (tag: string) => { textContent: string }; body: { append: (node: unknown) => void } } };
    const script = scope.document.createElement('script');
    script.textContent = 'globalThis.inlineRan = true;';
    scope.document.body.append(script);
    return scope.inlineRan === true;
  });
  const fetched = await page.evaluate(() => fetch('http://127.0.0.1:9/elsewhere').then(() => 'answered', () => 'refused'));

  expect(ran).toBe(false);
  expect(fetched).toBe('refused');
  await expect.poll(() => violations(page)).toEqual(expect.arrayContaining(['script-src-elem inline', 'connect-src http://127.0.0.1:9/elsewhere']));
  await context.close();
});

test('the portal may call the origins the policy names: its own API, cognito-local and the local S3', async ({ page }) => {
  const info = e2eStack();
  await page.goto('/auth');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();

  // Any answer will do: a refused connection would throw (and the fixture would see the violation).
  const answers = await page.evaluate(
    (origins) => Promise.all(origins.map((origin) => fetch(origin, { mode: 'no-cors' }).then(() => 'answered'))),
    [`${info.url}/config.json`, `${info.cognitoEndpoint}/health`, `${info.s3Endpoint}/`],
  );

  expect(answers).toEqual(['answered', 'answered', 'answered']);
});
