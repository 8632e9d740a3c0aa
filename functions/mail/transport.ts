/**
 * The choice of the adapter the sending function sends e-mail through (the port: mail-port.ts): the
 * local mail catcher over SMTP when `MAIL_SMTP_URL` is set (local stack), else Amazon SES. The
 * adapter is loaded when first needed, and the deployed bundle does not even contain the SMTP one
 * (below).
 */
import type { MailTransport } from './mail-port';

let chosen: Promise<MailTransport> | undefined;

/**
 * The transport of this runtime, chosen once by configuration. `process.env.MAIL_SMTP_URL` is written
 * out in full on purpose: bundling for AWS replaces it with `undefined` (infra/bundling.ts
 * `handlerDefine`), so the SMTP adapter and nodemailer drop out of the deployed bundle, which would
 * otherwise weigh far more than the bundle limit (infra/function-bundles.ts); the local stack bundles
 * without that definition and reads the variable at run time.
 */
export function mailTransport(): Promise<MailTransport> {
  chosen ??= process.env.MAIL_SMTP_URL
    ? import('./smtp-transport').then((adapter) => adapter.smtpTransport())
    : import('./ses-transport').then((adapter) => adapter.sesTransport());
  return chosen;
}
