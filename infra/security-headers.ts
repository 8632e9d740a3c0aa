/**
 * The portal's security headers, defined once: CloudFront's response headers policy (infra/web.ts)
 * and the local gateway (local) both build theirs from here, so a Content Security Policy
 * violation shows in the local stack and its tests before it breaks the portal in AWS.
 *
 * Plain data and functions only: the local stack imports this and must not load aws-cdk-lib.
 */
import { createHash } from 'node:crypto';
import { SIGN_IN_SHELL } from '../shared/core/sign-in-shell';

/** The origins the browser calls besides the portal's own, named the same way in AWS and locally. */
export interface BrowserOrigins {
  /** Cognito's endpoint: `https://cognito-idp.<region>.amazonaws.com`; cognito-local locally. */
  readonly identityProvider: string;
  /**
   * Where the browser sends uploads and reads downloads straight from storage: the documents
   * bucket's origin, or OneDrive's upload origin; locally the S3 stand-in or the fake Graph.
   */
  readonly documentStore: readonly string[];
}

/** `Strict-Transport-Security`: one year, sub-domains included (only over HTTPS, so never locally). */
export const HSTS = { maxAgeSeconds: 365 * 24 * 60 * 60, includeSubdomains: true } as const;
/** `X-Frame-Options`: never in a frame (CSP frame-ancestors says the same). */
export const FRAME_OPTIONS = 'DENY';
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=()';

/** A CSP source allowing the inline script of exactly this text. */
export function scriptHash(source: string): string {
  return `'sha256-${createHash('sha256').update(source).digest('base64')}'`;
}

/**
 * The inline scripts the web build writes into index.html, each allowed by its hash: the one that
 * shows the prerendered sign-in page on /auth before the app has run. Any other inline script is refused.
 */
export const INLINE_SCRIPTS: readonly string[] = [SIGN_IN_SHELL.script];

/** The CSP's directives, in order, for these origins. */
export function contentSecurityPolicyDirectives(origins: BrowserOrigins): readonly string[] {
  return [
    "default-src 'self'",
    `script-src ${["'self'", ...INLINE_SCRIPTS.map(scriptHash)].join(' ')}`,
    // Toasts and UI primitives set inline styles.
    "style-src 'self' 'unsafe-inline'",
    // https: for profile photos wherever they live; documents may be shown from storage.
    `img-src ${["'self'", 'data:', 'blob:', 'https:', ...origins.documentStore].join(' ')}`,
    // Previews: a PDF of the case shown in a frame from its short-lived storage link.
    `frame-src ${["'self'", ...origins.documentStore].join(' ')}`,
    "font-src 'self' data:",
    `connect-src ${["'self'", origins.identityProvider, ...origins.documentStore].join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
}

export function contentSecurityPolicy(origins: BrowserOrigins): string {
  return contentSecurityPolicyDirectives(origins).join('; ');
}

/** `Strict-Transport-Security`'s value. */
export function strictTransportSecurity(): string {
  return `max-age=${HSTS.maxAgeSeconds}${HSTS.includeSubdomains ? '; includeSubDomains' : ''}`;
}

/**
 * Every security header CloudFront adds to the portal's answers (header names in lower case), for a
 * server that sends them itself. `https: false` (the local stack's plain HTTP) leaves out HSTS,
 * which browsers ignore over HTTP anyway.
 */
export function securityHeaders(origins: BrowserOrigins, options: { https: boolean }): Record<string, string> {
  return {
    ...(options.https ? { 'strict-transport-security': strictTransportSecurity() } : {}),
    'x-content-type-options': 'nosniff',
    'x-frame-options': FRAME_OPTIONS,
    'referrer-policy': REFERRER_POLICY,
    'content-security-policy': contentSecurityPolicy(origins),
    'permissions-policy': PERMISSIONS_POLICY,
  };
}
