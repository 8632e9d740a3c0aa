/**
 * The OneDrive stack's drive reached the way the firm reaches it outside the portal: Microsoft Graph
 * with the app registration's credentials (the stack's secret), against its fake Graph.
 */
import type { StackInfo } from '../../../local';
import { onedriveStack } from './stack';

interface OneDriveSecret {
  tenantId: string;
  clientId: string;
  clientSecret: string;
  driveId: string;
  rootFolderId: string;
}

/** A drive item as Graph answers it (the fields the tests read). */
export interface GraphItem {
  id: string;
  name: string;
  size: number;
}

function onedriveOf(info: StackInfo): { onedrive: NonNullable<StackInfo['onedrive']>; secret: OneDriveSecret } {
  if (!info.onedrive) throw new Error(`${info.url} keeps its documents in S3, not OneDrive`);
  return { onedrive: info.onedrive, secret: JSON.parse(info.onedrive.secret) as OneDriveSecret };
}

/** An app-only access token (client-credentials grant), as the portal gets one. */
export async function graphToken(info: StackInfo = onedriveStack()): Promise<string> {
  const { onedrive, secret } = onedriveOf(info);
  const response = await fetch(`${onedrive.graphLoginUrl}/${secret.tenantId}/oauth2/v2.0/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: secret.clientId,
      client_secret: secret.clientSecret,
      scope: 'https://graph.microsoft.com/.default',
    }),
  });
  if (!response.ok) throw new Error(`The token endpoint answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** Drops a file into a folder from OneDrive itself (a simple upload, not through the portal). */
export async function dropFile(folderId: string, name: string, bytes: Buffer, contentType: string, info: StackInfo = onedriveStack()): Promise<GraphItem> {
  const { onedrive, secret } = onedriveOf(info);
  const response = await fetch(`${onedrive.graphBaseUrl}/drives/${secret.driveId}/items/${folderId}:/${encodeURIComponent(name)}:/content`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${await graphToken(info)}`, 'content-type': contentType },
    body: bytes,
  });
  if (response.status !== 201) throw new Error(`Graph answered the upload of ${name} with ${response.status}: ${await response.text()}`);
  return (await response.json()) as GraphItem;
}
