/**
 * Which portal table a maintenance script works on: a deployed stack's (`--stack <name>`: its TableName
 * output, your AWS credentials, PORTAL_REGION or ca-central-1), or the running local stack's
 * (.local/stack.json, or LOCAL_DATA_DIR / PORTAL_STACK_FILE). Sets the environment the repositories read.
 */
import path from 'node:path';
import { CloudFormationClient, DescribeStacksCommand } from '@aws-sdk/client-cloudformation';
import { applyStackEnvironment, readStackFile } from '../../local';
import { DEFAULT_REGION } from '../../infra/settings';

export async function useTargetTable(stack: string | undefined): Promise<void> {
  if (stack) {
    const region = process.env.PORTAL_REGION ?? DEFAULT_REGION;
    const { Stacks } = await new CloudFormationClient({ region }).send(new DescribeStacksCommand({ StackName: stack }));
    const tableName = Stacks?.[0]?.Outputs?.find((output) => output.OutputKey === 'TableName')?.OutputValue;
    if (!tableName) throw new Error(`Stack ${stack} in ${region} has no TableName output`);
    Object.assign(process.env, { TABLE_NAME: tableName, AWS_REGION: region });
  } else {
    applyStackEnvironment(readStackFile(process.env.PORTAL_STACK_FILE ?? path.join(process.cwd(), process.env.LOCAL_DATA_DIR ?? '.local', 'stack.json')));
  }
}
