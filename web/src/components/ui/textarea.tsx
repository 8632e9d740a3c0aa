import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';
import { inputClasses } from './input';

/** A multi-line text field, styled as the text inputs. */
export function Textarea({ className, rows = 4, ...props }: ComponentProps<'textarea'>) {
  return <textarea rows={rows} className={cn(inputClasses, 'h-auto min-h-20 py-2 leading-relaxed', className)} {...props} />;
}
