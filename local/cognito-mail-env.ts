/**
 * How the local stack tells its cognito-local process where to e-mail (the mail catcher's SMTP) and
 * as whom. A module of its own: the stack imports it without loading cognito-local's internals, which
 * only the cognito-local process (cognito-local-server.ts) loads.
 */
export const COGNITO_MAIL_ENV = { smtpUrl: 'COGNITO_MAIL_SMTP_URL', from: 'COGNITO_MAIL_FROM' } as const;
