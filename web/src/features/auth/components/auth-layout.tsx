import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { PRODUCT_NAME, PRODUCT_TAGLINE } from '@/config/brand';
import { useFirmName } from '@/lib/branding';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { BriefcaseIcon, ClockIcon, FileIcon, ShieldIcon } from '@/components/ui/icons';
import { LanguageSwitch } from '@/components/i18n/language-switch';

const highlights = [
  { icon: FileIcon, text: msg`Share case documents with your legal team in one private place` },
  { icon: ClockIcon, text: msg`Follow the status of your case at any time` },
  { icon: BriefcaseIcon, text: msg`Every file of your application, organised by case` },
];

function Wordmark({ inverted = false }: { inverted?: boolean }) {
  const { i18n } = useLingui();
  return (
    <div className="flex items-center gap-3">
      <span
        className={
          inverted
            ? 'flex h-10 w-10 items-center justify-center rounded-lg bg-white/10 text-white ring-1 ring-white/20'
            : 'flex h-10 w-10 items-center justify-center rounded-lg bg-brand-900 text-white'
        }
      >
        <ShieldIcon className="h-6 w-6" />
      </span>
      <span className={inverted ? 'font-serif text-xl font-semibold text-white' : 'font-serif text-xl font-semibold text-brand-950'}>
        {i18n._(PRODUCT_NAME)}
      </span>
    </div>
  );
}

/** The sign-in page frame: the firm's brand on the left, the form card on the right. */
export function AuthLayout({ title, description, children }: { title: string; description?: ReactNode; children: ReactNode }) {
  const firmName = useFirmName();
  const { i18n, t } = useLingui();
  const productName = i18n._(PRODUCT_NAME);
  const year = new Date().getFullYear();
  return (
    <div className="flex min-h-screen bg-slate-50">
      <aside className="relative hidden w-[44%] max-w-xl flex-col justify-between overflow-hidden bg-gradient-to-br from-brand-950 via-brand-900 to-brand-800 p-12 text-brand-100 lg:flex">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -right-32 -top-32 h-96 w-96 rounded-full border border-white/5"
        />
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -bottom-40 -left-24 h-[28rem] w-[28rem] rounded-full border border-white/5"
        />
        <Wordmark inverted />
        <div className="relative space-y-8">
          <div className="space-y-4">
            <p className="text-sm font-medium uppercase tracking-[0.2em] text-brand-300">{firmName ?? t`Client & attorney portal`}</p>
            <h2 className="font-serif text-4xl leading-tight font-semibold text-white">{i18n._(PRODUCT_TAGLINE)}</h2>
            <p className="max-w-md text-base leading-relaxed text-brand-200">
              <Trans>
                A private space where your law firm and you exchange case documents and follow every step of your
                immigration file.
              </Trans>
            </p>
          </div>
          <ul className="space-y-4">
            {highlights.map(({ icon: ItemIcon, text }) => (
              <li key={text.id} className="flex items-start gap-3">
                <span className="mt-0.5 flex h-8 w-8 shrink-0 items-center justify-center rounded-md bg-white/10 text-brand-100">
                  <ItemIcon className="h-4 w-4" />
                </span>
                <span className="text-sm leading-relaxed text-brand-100">{i18n._(text)}</span>
              </li>
            ))}
          </ul>
        </div>
        <p className="relative text-xs text-brand-300">
          <Trans>
            © {year} {productName}. Access is limited to the firm's staff and its clients.
          </Trans>
        </p>
      </aside>

      <main className="relative flex flex-1 flex-col items-center justify-center px-4 py-10 sm:px-8">
        <LanguageSwitch className="absolute right-4 top-4 sm:right-8" />
        <div className="mb-8 text-center lg:hidden">
          <div className="flex justify-center">
            <Wordmark />
          </div>
          <p className="mt-2 text-sm text-slate-600">{i18n._(PRODUCT_TAGLINE)}</p>
        </div>
        <Card className="w-full max-w-md">
          <CardHeader className="pb-4">
            <h1 className="text-2xl font-semibold leading-tight text-slate-900">{title}</h1>
            {description ? <CardDescription>{description}</CardDescription> : null}
          </CardHeader>
          <CardContent>{children}</CardContent>
        </Card>
      </main>
    </div>
  );
}
