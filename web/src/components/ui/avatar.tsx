import { useState } from 'react';
import { cn, getInitials } from '@/lib/utils';
import { UserIcon } from './icons';

export function Avatar({ name, photoURL, className }: { name: string; photoURL?: string; className?: string }) {
  const [failed, setFailed] = useState(false);
  const showPhoto = Boolean(photoURL) && !failed;
  const initials = getInitials(name);
  return (
    <span
      className={cn(
        'inline-flex h-10 w-10 shrink-0 items-center justify-center overflow-hidden rounded-full bg-brand-100 text-sm font-semibold text-brand-800',
        className,
      )}
      aria-hidden="true"
    >
      {showPhoto ? (
        <img src={photoURL} alt="" className="h-full w-full object-cover" onError={() => setFailed(true)} />
      ) : initials ? (
        // Drawn by CSS, not text: a button holding the avatar is named by its label alone (the
        // initials are not words a speech-input user would say: WCAG 2.5.3, label in name).
        <span data-initials={initials} className="before:content-[attr(data-initials)]" />
      ) : (
        <UserIcon className="h-5 w-5" />
      )}
    </span>
  );
}
