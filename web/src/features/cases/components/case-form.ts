/**
 * The values, rules and error mapping the Create Case and Edit Case forms share. The rules are the
 * server's own zod schemas (shared/api-schemas.ts), run by react-hook-form through zodResolver on the
 * body the form would send, so the browser refuses what the server would, in the same words.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useForm, type DefaultValues, type FieldError, type FieldErrors, type FieldValues, type Resolver } from 'react-hook-form';
import { toast } from 'sonner';
import type * as core from 'zod/v4/core';
import { CASE_CATEGORIES, DEFAULT_CASE_STATUS, type CaseStatus } from '@shared/cases/constants';
import { CASES } from '@shared/cases/refusals';
import { USERS } from '@shared/users/refusals';
import { isApiRequestError } from '@/lib/api-client';
import { refusalMessage } from '@/lib/refusal-messages';
import { errorMessage } from '@/lib/utils';

/** The category choice that asks for the category as free text. */
export const OTHER_CATEGORY = 'Other';

/**
 * The create form's first category. The spec's default, 'General Immigration', is not one of the
 * categories (docs/spec-deviations.md), so the form starts on the first real one.
 */
export const DEFAULT_CATEGORY: string = CASE_CATEGORIES[0];

/** What the case forms hold, as typed. `category` is the select's value; `otherCategory` the text asked for with Other. */
export interface CaseFormValues {
  caseName: string;
  caseNumber: string;
  clientName: string;
  clientEmail: string;
  clientPhone: string;
  category: string;
  otherCategory: string;
  description: string;
  status: CaseStatus;
}

export type CaseFormField = keyof CaseFormValues;
/** The fields both case forms edit: the case itself, without its client. */
export type CaseFieldsValues = Pick<CaseFormValues, 'caseName' | 'caseNumber' | 'category' | 'otherCategory' | 'description' | 'status'>;
/** Messages under the fields, by field. */
export type CaseFormErrors = Partial<Record<CaseFormField, string>>;

export const EMPTY_CASE_FORM: CaseFormValues = {
  caseName: '',
  caseNumber: '',
  clientName: '',
  clientEmail: '',
  clientPhone: '',
  category: DEFAULT_CATEGORY,
  otherCategory: '',
  description: '',
  status: DEFAULT_CASE_STATUS,
};

/** The category the case gets: the typed one when Other is chosen, else the chosen one. */
export function effectiveCategory(values: Pick<CaseFormValues, 'category' | 'otherCategory'>): string {
  return values.category === OTHER_CATEGORY ? values.otherCategory : values.category;
}

/** A stored category as the form shows it: a listed one is chosen; any other text is Other plus that text. */
export function categoryFormValues(category: string): Pick<CaseFormValues, 'category' | 'otherCategory'> {
  const text = category.trim();
  if (!text) return { category: '', otherCategory: '' };
  const listed = CASE_CATEGORIES.some((item) => item === text && item !== OTHER_CATEGORY);
  return listed ? { category: text, otherCategory: '' } : { category: OTHER_CATEGORY, otherCategory: text };
}

/** The form field that shows a message about an API body field (`stage`: Edit Case's). */
function formFieldFor(bodyField: PropertyKey | undefined, values: Pick<CaseFormValues, 'category'>): CaseFormField | 'stage' | undefined {
  switch (bodyField) {
    case 'newFolderName':
      // The folder is named after the case.
      return 'caseName';
    case 'category':
      return values.category === OTHER_CATEGORY ? 'otherCategory' : 'category';
    case 'caseName':
    case 'caseNumber':
    case 'clientName':
    case 'clientEmail':
    case 'clientPhone':
    case 'description':
    case 'status':
    case 'stage':
      return bodyField;
    default:
      return undefined;
  }
}

/** A body no field of the form accounts for: nothing to send. */
export const NO_CHANGES = Symbol('no-changes');

/**
 * A react-hook-form resolver that checks the body the form would send (`toBody` of its values) with
 * the API's schema through zodResolver, and shows each message under the form field it is about (the
 * first per field). A message about no field of the form is the form's root error. `toBody` may
 * answer NO_CHANGES (an edit that changes nothing): the form is then valid with an empty body.
 */
export function caseFormResolver<Values extends CaseFieldsValues, Schema extends core.$ZodType<unknown, FieldValues>>(
  schema: Schema,
  toBody: (values: Values) => Record<string, unknown> | typeof NO_CHANGES,
): Resolver<Values, unknown, core.output<Schema> | typeof NO_CHANGES> {
  const resolve = zodResolver(schema) as unknown as Resolver<FieldValues, unknown, core.output<Schema>>;
  return async (values, context, options) => {
    const body = toBody(values);
    if (body === NO_CHANGES) return { values: NO_CHANGES, errors: {} };
    const result = await resolve(body, context, options as never);
    const bodyErrors = result.errors as Record<string, FieldError | undefined>;
    if (Object.keys(bodyErrors).length === 0) return { values: result.values as core.output<Schema>, errors: {} };

    const errors: Record<string, FieldError> = {};
    for (const [bodyField, error] of Object.entries(bodyErrors)) {
      if (!error) continue;
      const field = formFieldFor(bodyField, values) ?? 'root';
      errors[field] ??= error;
    }
    return { values: {}, errors: errors as FieldErrors<Values> };
  };
}

/** The toast of a refused form: required fields left blank (spec section 5), or other rules broken. */
export function refusedFormToast(errors: FieldErrors, values: Partial<CaseFormValues>): string {
  const blank = Object.keys(errors).some((field) => (values[field as CaseFormField] ?? '').trim() === '');
  return blank ? i18n._(msg`Error: Please fill in all required fields`) : i18n._(msg`Error: Please correct the highlighted fields`);
}

/**
 * The field a refused save is about, with the server's sentence: `<field>: <rule>` (400), a case
 * number already taken or an e-mail that belongs to another user (409, told by their refusal code and
 * said in the reader's language). Empty when the answer names no field of the form.
 */
export function serverFieldError(error: unknown, values: Pick<CaseFormValues, 'category'>): CaseFormErrors {
  if (!isApiRequestError(error, 400, 409)) return {};
  const message = error.serverMessage;
  if (!message) return {};
  if (error.code === CASES.CASE_NUMBER_TAKEN.code) return { caseNumber: refusalMessage(error) ?? message };
  if (error.code === USERS.EMAIL_TAKEN.code) return { clientEmail: refusalMessage(error) ?? message };
  const match = /^(\w+): (.+)$/.exec(message);
  const field = match ? formFieldFor(match[1], values) : undefined;
  return field && match?.[2] ? { [field]: match[2] } : {};
}

/**
 * The react-hook-form of a case form and the steps both share: checked by `resolver` on submit, then
 * again on every change; a refused save focuses the first invalid field (react-hook-form) and shows
 * the spec's toast; a failed save shows the toast and the message of the field the server refused.
 */
export function useCaseForm<Values extends CaseFieldsValues, Body>(
  defaultValues: Values,
  resolver: Resolver<Values, unknown, Body>,
) {
  const form = useForm<Values, unknown, Body>({ resolver, defaultValues: defaultValues as DefaultValues<Values> });

  /** A save the rules refuse: the toast (spec section 5). */
  function refuse(errors: FieldErrors<Values>) {
    toast.error(refusedFormToast(errors, form.getValues() as Partial<CaseFormValues>));
  }

  /**
   * A save the server refused or that failed: the toast (`title`, 'Failed to create case'), and the
   * message of a refused field. What the user typed stays.
   */
  function saveFailed(title: string, error: unknown) {
    console.error(`${title}:`, error);
    toast.error(title, { description: errorMessage(error, i18n._(msg`Please try again.`)) });
    const fieldErrors = Object.entries(serverFieldError(error, form.getValues()));
    fieldErrors.forEach(([field, message], index) => {
      form.setError(field as Parameters<typeof form.setError>[0], { type: 'server', message }, { shouldFocus: index === 0 });
    });
  }

  return { form, refuse, saveFailed };
}
