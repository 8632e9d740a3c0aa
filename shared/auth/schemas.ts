/** zod schemas shared by the handlers and the web forms, so both reject the same input with the same words. */
import * as z from 'zod/mini';
import { MIN_PASSWORD_LENGTH } from './constants';
import { EMAIL_SIGN_IN_CODE_LENGTH } from './user-pool';
import { LIMITS } from '../core/limits';


const requiredEmail = z.pipe(z.string().check(z.trim(), z.minLength(1, 'Email is required')), z.email('Enter a valid email address'));

export const idSchema = z.string().check(z.minLength(1, 'Id is required'), z.maxLength(LIMITS.id, 'Id is too long'));

export const signInSchema = z.object({
  email: requiredEmail,
  password: z.string().check(z.minLength(1, 'Password is required')),
});
export type SignInInput = z.infer<typeof signInSchema>;

export const signUpSchema = z
  .object({
    name: z.string().check(z.trim(), z.minLength(1, 'Name is required'), z.maxLength(LIMITS.name, `Name must be at most ${LIMITS.name} characters`)),
    email: requiredEmail,
    password: z.string().check(z.minLength(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters long`)),
    confirmPassword: z.string().check(z.minLength(1, 'Confirm your password')),
  })
  .check(
    z.refine((value) => value.password === value.confirmPassword, {
      error: 'Passwords do not match',
      path: ['confirmPassword'],
    }),
  );
export type SignUpInput = z.infer<typeof signUpSchema>;

/** The 6 digits an authenticator app shows (two-factor sign-in and its enrolment). */
export const totpCodeSchema = z.object({
  code: z.string().check(z.trim(), z.minLength(1, 'Enter the 6-digit code from your authenticator app'), z.regex(/^\d{6}$/, 'The code is 6 digits')),
});
export type TotpCodeInput = z.input<typeof totpCodeSchema>;

/** The code of a sign-in by e-mail (Cognito's EMAIL_OTP): its digits, spaces a reader may type between them left out. */
export const emailSignInCodeSchema = z.object({
  code: z.string().check(
    z.overwrite((value) => value.replace(/\s+/g, '')),
    z.minLength(1, `Enter the ${EMAIL_SIGN_IN_CODE_LENGTH}-digit code from the email`),
    z.regex(new RegExp(`^\\d{${EMAIL_SIGN_IN_CODE_LENGTH}}$`), `The code is ${EMAIL_SIGN_IN_CODE_LENGTH} digits`),
  ),
});
export type EmailSignInCodeInput = z.input<typeof emailSignInCodeSchema>;
export type EmailSignInCodeValues = z.output<typeof emailSignInCodeSchema>;
