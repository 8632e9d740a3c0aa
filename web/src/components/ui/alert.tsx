import type { HTMLAttributes } from 'react';
import { cn } from '@/lib/utils';

export type AlertVariant = 'destructive' | 'success' | 'info';

const variants: Record<AlertVariant, string> = {
  destructive: 'border-red-200 bg-red-50 text-red-800',
  success: 'border-emerald-200 bg-emerald-50 text-emerald-800',
  info: 'border-brand-200 bg-brand-50 text-brand-900',
};

export interface AlertProps extends HTMLAttributes<HTMLDivElement> {
  variant?: AlertVariant;
}

/** Errors are announced at once (role="alert"); other notes politely (role="status"). */
export function Alert({ variant = 'info', className, role, ...props }: AlertProps) {
  return (
    <div
      role={role ?? (variant === 'destructive' ? 'alert' : 'status')}
      className={cn('rounded-md border px-4 py-3 text-sm', variants[variant], className)}
      {...props}
    />
  );
}
