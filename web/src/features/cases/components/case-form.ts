/**
 * The values, rules and error mapping the Create Case and Edit Case forms share. The rules are the
 * server's own zod schemas (shared/api-schemas.ts), so the browser refuses what the server would.
 */
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import type { z } from 'zod';
import { CASE_CATEGORIES, DEFAULT_CASE_STATUS, type CaseStatus } from '@shared/constants';
import { isApiRequestError } from '@/lib/api-client';
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

/** The form field that shows a message about an API body field. */
function formFieldFor(bodyField: PropertyKey | undefined, values: Pick<CaseFormValues, 'category'>): CaseFormField | undefined {
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
      return bodyField;
    default:
      return undefined;
  }
}

/** The first message of each field from a schema's issues. */
export function fieldErrorsFrom(issues: readonly z.core.$ZodIssue[], values: Pick<CaseFormValues, 'category'>): CaseFormErrors {
  const errors: CaseFormErrors = {};
  for (const issue of issues) {
    const field = formFieldFor(issue.path[0], values);
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** The toast of a refused form: required fields left blank (spec section 5), or other rules broken. */
export function refusedFormToast(errors: CaseFormErrors, values: Partial<CaseFormValues>): string {
  const blank = Object.keys(errors).some((field) => (values[field as CaseFormField] ?? '').trim() === '');
  return blank ? 'Error: Please fill in all required fields' : 'Error: Please correct the highlighted fields';
}

/**
 * The field a refused save is about, with the server's sentence: `<field>: <rule>` (400), a case
 * number already taken or an e-mail that belongs to another user (409). Empty when the answer names
 * no field of the form.
 */
export function serverFieldError(error: unknown, values: Pick<CaseFormValues, 'category'>): CaseFormErrors {
  if (!isApiRequestError(error, 400, 409)) return {};
  const message = error.serverMessage;
  if (!message) return {};
  if (message === 'Case number already exists') return { caseNumber: message };
  if (message === 'A user with this email already exists') return { clientEmail: message };
  const match = /^(\w+): (.+)$/.exec(message);
  const field = match ? formFieldFor(match[1], values) : undefined;
  return field && match?.[2] ? { [field]: match[2] } : {};
}

/** Moves focus to the form's first field marked invalid, once the messages are on screen. */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}

/**
 * The state and submit steps a case form shares: its values, the messages under its fields (checked
 * on submit, then again on every change), and what a refused or failed save shows.
 */
export function useCaseForm<Values extends CaseFieldsValues & Partial<CaseFormValues>>(
  initial: Values | (() => Values),
  check: (values: Values) => CaseFormErrors,
) {
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<CaseFormErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  function update<Field extends keyof Values>(field: Field, value: Values[Field]) {
    const next: Values = { ...values, [field]: value };
    setValues(next);
    if (submitted) setErrors(check(next));
  }

  /** On submit: from now on the form is checked on every change; shows the messages of this check. */
  function showSubmitErrors(nextErrors: CaseFormErrors) {
    setSubmitted(true);
    setErrors(nextErrors);
  }

  /** A save the rules refuse: focus on the first invalid field and the toast (spec section 5). */
  function refuse(nextErrors: CaseFormErrors) {
    focusFirstInvalid(formRef.current);
    toast.error(refusedFormToast(nextErrors, values));
  }

  /** A save the server refused or that failed: the toast, and the message of a refused field. What the user typed stays. */
  function saveFailed(action: string, error: unknown) {
    console.error(`Failed to ${action}:`, error);
    toast.error(`Failed to ${action}`, { description: errorMessage(error, 'Please try again.') });
    const fieldError = serverFieldError(error, values);
    setErrors((current) => ({ ...current, ...fieldError }));
    if (Object.keys(fieldError).length > 0) focusFirstInvalid(formRef.current);
  }

  /** Back to `next` values, with no messages, as before a first submit. */
  function reset(next: Values) {
    setValues(next);
    setErrors({});
    setSubmitted(false);
  }

  return { values, errors, formRef, update, showSubmitErrors, refuse, saveFailed, reset };
}
