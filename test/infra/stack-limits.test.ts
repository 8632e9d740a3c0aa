/**
 * CloudFormation refuses a template of more than 500 resources, 200 parameters or 200 outputs. The
 * portal's root stack and each feature's route stack (infra/api.ts) stay under 450 resources each,
 * and with 60 more routes, all in the feature that already has the most (the worst case: another
 * feature's routes would get a stack of their own), every template stays under 400.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { App } from 'aws-cdk-lib';
import { routeFeature, routeStackId } from '../../infra/api';
import { PortalStack } from '../../infra/portal-stack';
import { loadSettings } from '../../infra/settings';
import type { RouteDefinition } from '../../shared/core/route-definition';
import { routes } from '../../shared/routes';
import { type StackTemplate, templatesOf } from './templates';

/** Past this many resources a template is too close to CloudFormation's 500: split it. */
const MAX_RESOURCES = 450;
/** What every template must stay under once the product has grown by EXTRA_ROUTES routes. */
const RESOURCES_WITH_HEADROOM = 400;
const EXTRA_ROUTES = 60;
/** CloudFormation's limit of parameters, and of outputs, per template. */
const MAX_PARAMETERS_OR_OUTPUTS = 200;

const repoRoot = process.cwd();
const cdkJsonContext = (JSON.parse(readFileSync(path.join(repoRoot, 'cdk.json'), 'utf8')) as { context: Record<string, unknown> }).context;

/** The templates of the portal with every optional part on (malware scanning, a sender, alarm e-mails, a domain). */
function synth(routeTable: readonly RouteDefinition[]): StackTemplate[] {
  const app = new App({
    context: {
      ...cdkJsonContext,
      'aws:cdk:bundling-stacks': [],
      sesFromAddress: 'portal@example-law.ca',
      alarmEmail: 'alarms@example-law.ca',
      domainName: 'portal.example-law.ca',
      certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/0f1e2d3c-aaaa-bbbb-cccc-123456789abc',
    },
  });
  const stack = new PortalStack(app, 'Portal-limits', { settings: loadSettings(app.node), webAssetDir: path.join(repoRoot, 'test', 'infra', 'fixtures', 'web-dist'), routes: routeTable });
  return templatesOf(stack);
}

const count = (section: unknown) => Object.keys((section ?? {}) as object).length;
/** Each template's path and resource count, the largest first. */
const resourceCounts = (templates: StackTemplate[]) =>
  templates.map(({ path: stackPath, template }) => [stackPath, count(template.Resources)] as const).sort(([, a], [, b]) => b - a);

/** The feature with the most routes. */
function largestFeature(): { feature: string; featureRoutes: RouteDefinition[] } {
  const byFeature = new Map<string, RouteDefinition[]>();
  for (const route of routes) byFeature.set(routeFeature(route), [...(byFeature.get(routeFeature(route)) ?? []), route]);
  const [[feature, featureRoutes] = ['', []]] = [...byFeature].sort(([, a], [, b]) => b.length - a.length);
  return { feature, featureRoutes };
}

/** `extra` copies of the first route of `featureRoutes`, each with an id and a path of its own. */
function moreRoutes(featureRoutes: RouteDefinition[], extra: number): RouteDefinition[] {
  const model = featureRoutes[0] as RouteDefinition;
  return Array.from({ length: extra }, (_, index) => ({ ...model, id: `${model.id}Extra${index}`, path: `${model.path}/extra-${index}` }));
}

describe('the size of every template', () => {
  let today: StackTemplate[];
  beforeAll(() => {
    today = synth(routes);
  });

  it('nests the routes: the root and one stack per feature', () => {
    const features = new Set(routes.map((route) => routeFeature(route)));
    expect(today).toHaveLength(1 + features.size);
  });

  it(`keeps every template, root or nested, at most ${MAX_RESOURCES} resources`, () => {
    const over = resourceCounts(today).filter(([, resources]) => resources > MAX_RESOURCES);
    expect(over).toEqual([]);
  });

  it(`keeps every template under CloudFormation's ${MAX_PARAMETERS_OR_OUTPUTS} parameters and outputs`, () => {
    const over = today.filter(({ template }) => count(template.Parameters) > MAX_PARAMETERS_OR_OUTPUTS || count(template.Outputs) > MAX_PARAMETERS_OR_OUTPUTS);
    expect(over.map(({ path: stackPath }) => stackPath)).toEqual([]);
  });

  it(`leaves room for ${EXTRA_ROUTES} more routes in one feature: every template stays at most ${RESOURCES_WITH_HEADROOM} resources`, () => {
    const { feature, featureRoutes } = largestFeature();
    const grown = synth([...routes, ...moreRoutes(featureRoutes, EXTRA_ROUTES)]);
    const over = resourceCounts(grown).filter(([, resources]) => resources > RESOURCES_WITH_HEADROOM);
    expect(over).toEqual([]);
    expect(grown.filter(({ template }) => count(template.Parameters) > MAX_PARAMETERS_OR_OUTPUTS || count(template.Outputs) > MAX_PARAMETERS_OR_OUTPUTS)).toEqual([]);
    // The feature's stack did take them: five resources a route (function, role, permission, integration, route).
    const featureStack = `Portal-limits/Api/${routeStackId(feature)}`;
    const resourcesOf = (templates: StackTemplate[]) => new Map(resourceCounts(templates)).get(featureStack) ?? 0;
    expect(resourcesOf(grown) - resourcesOf(today)).toBe(5 * EXTRA_ROUTES);
  });
});
