import { zodResolver } from '@hookform/resolvers/zod';
import { signInSchema } from '@shared/auth/schemas';

/** The sign-in form's rules (the shared schema), loaded on its first submit (sign-in-form.tsx). */
export const signInResolver = zodResolver(signInSchema);
