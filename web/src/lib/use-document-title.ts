import { useLingui } from '@lingui/react';
import { useEffect } from 'react';
import { PRODUCT_NAME } from '@/config/brand';

/** Sets the browser tab's title for the current page (`title` already in the reader's language), after the product's name. */
export function useDocumentTitle(title: string | undefined): void {
  const { i18n } = useLingui();
  const product = i18n._(PRODUCT_NAME);
  useEffect(() => {
    document.title = title ? `${title} · ${product}` : product;
  }, [title, product]);
}
