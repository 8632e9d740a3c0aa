import { zodResolver } from '@hookform/resolvers/zod';
import { totpCodeSchema } from '@shared/auth/schemas';

/** The two-factor set-up's code rule (the shared schema), loaded on the form's first submit (two-factor-card.tsx). */
export const totpCodeResolver = zodResolver(totpCodeSchema);
