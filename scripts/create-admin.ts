/**
 * `npm run create-admin -- --email ana@example-law.ca --name "Ana Avocate" [--org acme-law] [--org-name "Acme Law"] [--stack Portal-prod]`
 *
 * Creates an admin: the org record (unless it exists), the Cognito sign-in (the invitation e-mail with
 * a temporary password) and the Users record. With `--stack` it works against that deployed stack
 * (read from its CloudFormation outputs, with your AWS credentials, in PORTAL_REGION or
 * ca-central-1); without, against the running local stack (`npm start`). Refuses an e-mail that exists.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { CloudFormationClient, DescribeStacksCommand } from '@aws-sdk/client-cloudformation';
import { applyStackEnvironment, readStackFile } from '../local';
import { DEFAULT_REGION } from '../infra/settings';
import { DEFAULT_ORG_ID } from '../shared/auth/user-pool';

const USAGE = 'Usage: npm run create-admin -- --email <e-mail> --name <full name> [--org <orgId>] [--org-name <firm name>] [--stack <Portal-stage>]';

async function pointAtDeployedStack(stackName: string): Promise<void> {
  const region = process.env.PORTAL_REGION ?? DEFAULT_REGION;
  const cloudFormation = new CloudFormationClient({ region });
  const { Stacks } = await cloudFormation.send(new DescribeStacksCommand({ StackName: stackName }));
  const outputs = Object.fromEntries((Stacks?.[0]?.Outputs ?? []).map((output) => [output.OutputKey, output.OutputValue]));
  if (!outputs.TableName || !outputs.UserPoolId) throw new Error(`Stack ${stackName} in ${region} has no TableName/UserPoolId outputs`);
  Object.assign(process.env, { TABLE_NAME: outputs.TableName, USER_POOL_ID: outputs.UserPoolId, AWS_REGION: region });
}

export async function main(argv: string[]): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: { email: { type: 'string' }, name: { type: 'string' }, org: { type: 'string' }, 'org-name': { type: 'string' }, stack: { type: 'string' } },
  });
  if (!values.email || !values.name) {
    console.error(USAGE);
    return 2;
  }
  const { emailField, requiredText } = await import('../shared/core/schemas');
  const email = emailField().safeParse(values.email);
  const name = requiredText('Name', 200).safeParse(values.name);
  if (!email.success || !name.success) {
    console.error(`${email.error?.issues[0]?.message ?? name.error?.issues[0]?.message}\n${USAGE}`);
    return 2;
  }
  if (values.stack) await pointAtDeployedStack(values.stack);
  else applyStackEnvironment(readStackFile(process.env.PORTAL_STACK_FILE ?? path.join(process.cwd(), process.env.LOCAL_DATA_DIR ?? '.local', 'stack.json')));
  // Imported late: the repositories read the environment set above.
  const { createAdmin } = await import('../functions/users/domain/admins');
  const orgId = values.org ?? (values.stack ? DEFAULT_ORG_ID : (process.env.DEFAULT_ORG_ID ?? DEFAULT_ORG_ID));
  try {
    const admin = await createAdmin({ email: email.data, name: name.data, orgId, orgName: values['org-name'] ?? orgId });
    console.log(`Created admin ${admin.email} (${admin.userId}) of org ${admin.orgId}; the invitation e-mail has been sent.`);
    return 0;
  } catch (error) {
    console.error(`Could not create the admin: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]).endsWith(path.join('scripts', 'create-admin.ts'))) {
  process.env.LOG_LEVEL ??= 'silent';
  void main(process.argv.slice(2)).then((code) => process.exit(code));
}
