/**
 * The API's errors, apart from the client (./api-client) so the entry (session, retries) can tell
 * them without bundling the client and the API route table: the sign-in page makes no API call.
 */

import { REFUSAL_CODE_HEADER, REFUSAL_VALUES_HEADER, decodeRefusalValues } from '@shared/core/refusals';

/** Thrown for every non-OK answer; the message is the spec's own words (section 7). */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly bodyText: string;
  /** The code of a named refusal (the `x-refusal-code` header): what the web says it by, and reacts to. */
  readonly code?: string;
  /** The values its sentence names (the `x-refusal-values` header): a file name, a size. */
  readonly values: Readonly<Record<string, string>>;

  constructor(status: number, bodyText: string, code?: string, values: Readonly<Record<string, string>> = {}) {
    // For developers (logs); a reader is shown refusalMessage(error).
    // eslint-disable-next-line lingui/no-unlocalized-strings
    super(`Request failed: ${status} - ${bodyText}`);
    this.name = 'ApiRequestError';
    this.status = status;
    this.bodyText = bodyText;
    this.code = code;
    this.values = values;
  }

  /** The error of an API answer that is not OK, its refusal's code and values read from its headers. */
  static of(response: Pick<Response, 'status' | 'headers'>, bodyText: string): ApiRequestError {
    const { headers } = response;
    return new ApiRequestError(response.status, bodyText, headers.get(REFUSAL_CODE_HEADER) ?? undefined, decodeRefusalValues(headers.get(REFUSAL_VALUES_HEADER)));
  }

  /** The server's `{ message }` sentence, when the body carries one. */
  get serverMessage(): string | undefined {
    try {
      const body: unknown = JSON.parse(this.bodyText);
      if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') {
        return body.message;
      }
    } catch {
      // Not JSON: no server sentence.
    }
    return undefined;
  }
}

export function isApiRequestError(error: unknown, ...statuses: number[]): error is ApiRequestError {
  return error instanceof ApiRequestError && (statuses.length === 0 || statuses.includes(error.status));
}

/** What a call made without a session throws (spec section 8's words): none stored, or its refresh refused. */
export const NO_ACCESS_TOKEN = 'No access token found';

export function isNoSessionError(error: unknown): boolean {
  return error instanceof Error && error.message === NO_ACCESS_TOKEN;
}
