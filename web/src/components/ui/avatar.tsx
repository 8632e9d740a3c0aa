import { useState } from 'react';
import { cn, getInitials } from '@/lib/utils';
import { UserIcon } from './icons';

export function Avatar({ name, photoURL, className }: { name: string; photoURL?: string; className?: string }) {
  const [failed, setFailed] = useState(false);
  const showPhoto = Boolean(photoURL) && !failed;
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
      ) : (
        getInitials(name) || <UserIcon className="h-5 w-5" />
      )}
    </span>
  );
}
