/**
 * The web app's runtime settings, served as `/config.json` (written at deploy time by CDK,
 * served by the local gateway locally). The web reads nothing else from its environment.
 */
import * as z from 'zod/mini';

export const runtimeConfigSchema = z.object({
  region: z.string().check(z.minLength(1)),
  userPoolId: z.string().check(z.minLength(1)),
  userPoolClientId: z.string().check(z.minLength(1)),
  /**
   * The app client of sign-in by e-mailed code (`USER_AUTH`), when the pool offers it (a deployment
   * whose pool e-mails through SES; always locally). Absent: the sign-in page offers no code.
   */
  userPoolEmailCodeClientId: z.optional(z.string().check(z.minLength(1))),
  /** Only locally: cognito-local's URL. */
  cognitoEndpoint: z.optional(z.url()),
  /** USER_PASSWORD_AUTH locally (cognito-local has no SRP); USER_SRP_AUTH in AWS. */
  authFlowType: z.enum(['USER_SRP_AUTH', 'USER_PASSWORD_AUTH']),
  apiBase: z.string().check(z.minLength(1)),
});

export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;
