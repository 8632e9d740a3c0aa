import { useLingui } from '@lingui/react/macro';
import { useState, type ComponentProps } from 'react';
import { cn } from '@/lib/utils';
import { EyeIcon, EyeOffIcon } from './icons';
import { inputClasses } from './input';

/** A password field with a show/hide toggle. */
export function PasswordInput({ className, id, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  const { t } = useLingui();
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <input id={id} type={visible ? 'text' : 'password'} className={cn(inputClasses, 'pr-10', className)} {...props} />
      <button
        type="button"
        onClick={() => setVisible((value) => !value)}
        aria-label={visible ? t`Hide password` : t`Show password`}
        aria-controls={id}
        aria-pressed={visible}
        className="absolute inset-y-0 right-0 flex w-10 cursor-pointer items-center justify-center rounded-r-md text-slate-500 hover:text-slate-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
      >
        {visible ? <EyeOffIcon className="h-4 w-4" /> : <EyeIcon className="h-4 w-4" />}
      </button>
    </div>
  );
}
