/**
 * The CDK app: validated deploy settings → one PortalStack, checked by cdk-nag's AwsSolutions rules.
 *
 *   npx cdk synth --no-notices        # offline, no AWS credentials needed
 *   npx cdk deploy -c stage=prod      # see docs/deploy.md
 */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { App, Tags, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { repoRoot } from '../infra/paths';
import { PortalStack } from '../infra/portal-stack';
import { DEFAULT_WEB_DIST_DIR, loadSettings } from '../infra/settings';
import { WAF_REGION, WafStack } from '../infra/waf-stack';

const app = new App();
const settings = loadSettings(app.node);

// A fresh clone has no web build, and the stack cannot be synthesized without one. Build output
// goes to stderr: the CDK CLI may read the app's stdout.
const webDistDir = path.resolve(repoRoot, settings.webDistDir);
if (!existsSync(path.join(webDistDir, 'index.html'))) {
  if (settings.webDistDir !== DEFAULT_WEB_DIST_DIR) {
    throw new Error(`webDistDir ${settings.webDistDir} has no index.html`);
  }
  console.error(`${DEFAULT_WEB_DIST_DIR}/index.html not found: running \`npm run build:web\` first`);
  execSync('npm run build:web', { cwd: repoRoot, stdio: ['ignore', 2, 2] });
}

// CloudFront's web ACL must live in us-east-1: a second, small stack, referenced across regions.
const waf =
  settings.waf === 'on'
    ? new WafStack(app, `PortalWaf-${settings.stage}`, {
        env: { account: process.env.CDK_DEFAULT_ACCOUNT, region: WAF_REGION },
        crossRegionReferences: true,
        rateLimitPer5Minutes: settings.wafRateLimit,
      })
    : undefined;

const stack = new PortalStack(app, `Portal-${settings.stage}`, {
  settings,
  webAssetDir: webDistDir,
  webAclArn: waf?.webAcl.attrArn,
  crossRegionReferences: waf !== undefined,
  // The region is always explicit (ca-central-1 unless the deployer chose another); the account is
  // the CLI's, or left open for an offline synth.
  env: {
    account: process.env.CDK_DEFAULT_ACCOUNT,
    region: settings.region,
  },
});
for (const tagged of waf ? [stack, waf] : [stack]) {
  Tags.of(tagged).add('project', 'law-firm-portal');
  Tags.of(tagged).add('stage', settings.stage);
}

// cdk-nag 3 runs as a synthesis validation plugin: any unacknowledged finding fails the synth.
Validations.of(app).addPlugins(new AwsSolutionsChecks(app, { verbose: true }));
