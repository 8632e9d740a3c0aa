import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';
import { inputClasses } from './input';

/** A native select, styled as the text inputs. */
export function Select({ className, ...props }: ComponentProps<'select'>) {
  return <select className={cn(inputClasses, 'cursor-pointer pr-8', className)} {...props} />;
}
