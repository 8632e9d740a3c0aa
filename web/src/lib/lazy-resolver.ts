import type { FieldValues, Resolver } from 'react-hook-form';

/** A react-hook-form resolver whose code loads on first use, and `preload()` to ask for it sooner. */
export type LazyResolver<TValues extends FieldValues, TOutput> = Resolver<TValues, unknown, TOutput> & { preload: () => Promise<unknown> };

/**
 * A form resolver (its schema, zod, the adapter) loaded when the form is first validated — with
 * react-hook-form's default mode, its first submit — instead of with the page: the sign-in page's
 * first load does without zod. A failed load is tried again on the next use.
 */
export function lazyResolver<TValues extends FieldValues, TOutput>(
  load: () => Promise<Resolver<TValues, unknown, TOutput>>,
): LazyResolver<TValues, TOutput> {
  let loading: Promise<Resolver<TValues, unknown, TOutput>> | undefined;
  const get = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  const resolver: Resolver<TValues, unknown, TOutput> = async (values, context, options) => (await get())(values, context, options);
  return Object.assign(resolver, { preload: () => get().catch(() => undefined) });
}
