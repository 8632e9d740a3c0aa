/**
 * Deploy-time settings, read from CDK context (`cdk.json` "context" or `-c key=value` on the command
 * line) and validated once here, with defaults, before any construct is created.
 *
 *   npx cdk deploy -c stage=prod -c region=ca-central-1 -c defaultOrgId=acme-law
 */
import type { Node } from 'constructs';
import { z } from 'zod';
import { DEFAULT_ORG_ID } from '../shared/auth/user-pool';

export const DEFAULT_WEB_DIST_DIR = 'web/dist';
export const DEFAULT_REGION = 'ca-central-1';

/** `-c key=value` always arrives as a string; cdk.json may hold a real boolean. */
const contextBoolean = z.union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')]);
const contextPositiveInt = z.coerce.number().int().positive();

export const settingsSchema = z
  .object({
    /** Names the stack (`Portal-{stage}`) so several stages can live in one account. */
    stage: z
      .string()
      .regex(/^[a-z][a-z0-9-]{0,19}$/, 'lower-case letters, digits and dashes, starting with a letter, at most 20')
      .default('dev'),
    /**
     * Region to deploy to. ca-central-1 unless the deployer says otherwise (`-c region=…` or the
     * PORTAL_REGION environment variable): a Canadian firm's clients' files stay in Canada (PIPEDA,
     * Quebec's Law 25). The CLI's own default region is deliberately NOT used.
     */
    region: z
      .string()
      .regex(/^[a-z]{2}(-[a-z]+)+-\d$/, 'an AWS region such as ca-central-1')
      .default(DEFAULT_REGION),
    /** The org a self-registered user joins (handlers read it as DEFAULT_ORG_ID). */
    defaultOrgId: z.string().min(1).max(64).default(DEFAULT_ORG_ID),
    /** Optional custom domain for the CloudFront distribution, e.g. portal.example-law.ca. */
    domainName: z.string().regex(/^(?=.{1,253}$)([a-z0-9-]{1,63}\.)+[a-z]{2,63}$/, 'a lower-case host name').optional(),
    /** ACM certificate (in us-east-1, as CloudFront requires) covering domainName. */
    certificateArn: z
      .string()
      .regex(/^arn:aws[a-z-]*:acm:us-east-1:\d{12}:certificate\/[\w-]+$/, 'an ACM certificate ARN in us-east-1')
      .optional(),
    /**
     * Delete the web and log buckets (and their objects) with the stack. Off by default: they are
     * retained, like the table and the user pool, which are always retained.
     */
    autoDeleteBuckets: contextBoolean.default(false),
    /**
     * The web build to deploy, relative to the repository root. Only the default (web/dist) is
     * built on demand when missing; point elsewhere to deploy a build made by CI.
     */
    webDistDir: z.string().min(1).default(DEFAULT_WEB_DIST_DIR),
    /**
     * Cognito threat protection (compromised credentials, adaptive authentication): `off`, `audit`
     * (log only) or `enforced`. Anything but off moves the pool to the Plus feature plan, billed per
     * monthly active user (see docs/deploy.md).
     */
    threatProtection: z.enum(['off', 'audit', 'enforced']).default('off'),
    /**
     * `on` puts a WAF web ACL in front of the distribution (a small second stack in us-east-1, as
     * CloudFront requires): a per-IP rate rule and AWS's managed common rule set. Costs ~USD 6/month + requests.
     */
    waf: z.enum(['on', 'off']).default('off'),
    /** With waf=on: requests per 5 minutes one IP may send before it is blocked. */
    wafRateLimit: contextPositiveInt.default(2000),
    /**
     * `on` (default): GuardDuty Malware Protection scans every uploaded document, and a document can be
     * downloaded only once found clean. About USD 0.60 per GB scanned plus USD 0.22 per 1,000 objects.
     */
    malwareScan: z.enum(['on', 'off']).default('on'),
    /**
     * Where case documents live: `s3` (default: a private bucket in this account) or `onedrive` (the
     * firm's OneDrive or SharePoint through Microsoft Graph; see docs/deploy.md "Documents in OneDrive").
     */
    storage: z.enum(['s3', 'onedrive'], 'either s3 (the default) or onedrive').default('s3'),
    /**
     * With storage=onedrive: the name of an existing Secrets Manager secret holding tenantId, clientId,
     * clientSecret, driveId and rootFolderId. Without it the stack creates one with placeholders.
     */
    onedriveSecretName: z
      .string()
      .regex(/^[A-Za-z0-9/_+=.@-]{1,512}$/, 'a Secrets Manager secret name')
      .optional(),
    /**
     * The name of an existing Secrets Manager secret holding the firm's Stripe `secretKey` and
     * `webhookSecret`. Without it the stack creates one with placeholders (docs/deploy.md, "Card payments").
     */
    stripeSecretName: z
      .string()
      .regex(/^[A-Za-z0-9/_+=.@-]{1,512}$/, 'a Secrets Manager secret name')
      .optional(),
    /** Who is e-mailed when an alarm goes off (a subscription to the alarm topic; confirm it once). */
    alarmEmail: z.email('an e-mail address').optional(),
    /**
     * A sender verified in Amazon SES (same region), e.g. portal@example-law.ca: Cognito then sends its
     * e-mails through SES. Without it, Cognito's own sender is used (about 50 e-mails a day).
     */
    sesFromAddress: z.email('an e-mail address verified in SES').optional(),
    /** The firm's name, in the e-mails Cognito sends (verification, reset, invitation). */
    firmName: z.string().min(1).max(100).default('Your law firm'),
    /** Steady-state requests per second the API stage accepts before answering 429. */
    apiRateLimit: contextPositiveInt.default(50),
    /** Burst of requests the API stage accepts before answering 429. */
    apiBurstLimit: contextPositiveInt.default(100),
  })
  .refine((settings) => (settings.domainName === undefined) === (settings.certificateArn === undefined), {
    message: 'domainName and certificateArn go together: give both or neither',
    path: ['certificateArn'],
  })
  .refine((settings) => settings.onedriveSecretName === undefined || settings.storage === 'onedrive', {
    message: 'onedriveSecretName is only read with storage=onedrive',
    path: ['onedriveSecretName'],
  });

export type Settings = z.infer<typeof settingsSchema>;

/** The context keys the settings are read from (the schema's own keys). */
export const settingKeys = Object.keys(settingsSchema.shape) as (keyof Settings)[];

/** Context keys that belong to the CDK itself (feature flags, its own settings), not to the portal. */
function isCdkContextKey(key: string): boolean {
  return key.startsWith('@aws-cdk') || key.startsWith('aws:cdk') || key.startsWith('cdk') || key.startsWith('aws-cdk') || key.includes(':');
}

/**
 * Reads every setting from the context of `node` (usually the App) and validates them; an unknown
 * key (a typo such as `-c regoin=…`) stops the synth with a sentence naming it. `PORTAL_REGION` in the
 * environment stands in for `-c region=…`.
 */
export function loadSettings(node: Node, env: NodeJS.ProcessEnv = process.env): Settings {
  const context = node.getAllContext();
  const unknown = Object.keys(context).filter((key) => !isCdkContextKey(key) && !(settingKeys as string[]).includes(key));
  if (unknown.length > 0) {
    throw new Error(`Unknown deploy setting${unknown.length > 1 ? 's' : ''} (CDK context): ${unknown.join(', ')}. Known settings: ${settingKeys.join(', ')}`);
  }
  const raw: Record<string, unknown> = {};
  for (const key of settingKeys) {
    const value: unknown = node.tryGetContext(key);
    if (value !== undefined && value !== '') raw[key] = value;
  }
  if (raw.region === undefined && env.PORTAL_REGION) raw.region = env.PORTAL_REGION;
  const result = settingsSchema.safeParse(raw);
  if (!result.success) throw new Error(`Invalid deploy settings (CDK context):\n${z.prettifyError(result.error)}`);
  return result.data;
}
