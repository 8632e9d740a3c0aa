/**
 * The opt-in (`-c waf=on`) web ACL of the distribution. CloudFront only takes web ACLs of scope
 * CLOUDFRONT, which live in us-east-1: hence this small second stack, referenced across regions.
 * Rules: a per-IP rate limit, and AWS's managed common rule set (with its 8 KB body-size rule only
 * counted: case descriptions and the small base64 upload batches are legitimately larger).
 */
import { Stack, type StackProps } from 'aws-cdk-lib';
import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';

export interface WafStackProps extends StackProps {
  /** Requests per 5 minutes one IP may send before it is blocked for a while. */
  readonly rateLimitPer5Minutes: number;
}

export const WAF_REGION = 'us-east-1';

export class WafStack extends Stack {
  readonly webAcl: CfnWebACL;

  constructor(scope: Construct, id: string, props: WafStackProps) {
    super(scope, id, { description: 'Web ACL of the law-firm portal distribution (CloudFront scope)', ...props });
    const visibility = (metricName: string) => ({ cloudWatchMetricsEnabled: true, metricName, sampledRequestsEnabled: true });
    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: visibility('portal-web-acl'),
      rules: [
        {
          name: 'RateLimitPerIp',
          priority: 0,
          action: { block: {} },
          statement: { rateBasedStatement: { limit: props.rateLimitPer5Minutes, aggregateKeyType: 'IP' } },
          visibilityConfig: visibility('portal-rate-limit'),
        },
        {
          name: 'AWSManagedRulesCommonRuleSet',
          priority: 1,
          overrideAction: { none: {} },
          statement: {
            managedRuleGroupStatement: {
              vendorName: 'AWS',
              name: 'AWSManagedRulesCommonRuleSet',
              ruleActionOverrides: [{ name: 'SizeRestrictions_BODY', actionToUse: { count: {} } }],
            },
          },
          visibilityConfig: visibility('portal-common-rules'),
        },
      ],
    });
  }
}
