import { useLingui } from '@lingui/react';
import { cn } from '@/lib/utils';
import { activateLanguage, LANGUAGES, rememberLanguage, type Language } from '@/lib/i18n';

/** Each language named in itself, and the group named in both: whoever reads it finds their own. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- each language's own name, the same in every language
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', fr: 'Français' };
const GROUP_LABEL = 'Language / Langue';

/**
 * EN | FR: two toggle buttons (aria-pressed), the current language pressed. Choosing one switches
 * the interface at once and remembers it on this device; `onChoose` saves it further (the user's
 * settings, in the header).
 */
export function LanguageSwitch({ onChoose, className }: { onChoose?: (language: Language) => void; className?: string }) {
  const { i18n } = useLingui();
  const choose = (language: Language) => {
    rememberLanguage(language);
    void activateLanguage(language);
    onChoose?.(language);
  };
  return (
    <div role="group" aria-label={GROUP_LABEL} className={cn('inline-flex rounded-md border border-slate-200 bg-white p-0.5 text-xs font-semibold', className)}>
      {LANGUAGES.map((language) => {
        const pressed = i18n.locale === language;
        return (
          <button
            key={language}
            type="button"
            lang={language}
            aria-pressed={pressed}
            onClick={() => {
              if (!pressed) choose(language);
            }}
            className={cn(
              'min-w-9 cursor-pointer rounded px-2 py-1.5 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500',
              pressed ? 'bg-brand-800 text-white' : 'text-slate-600 hover:bg-slate-100',
            )}
          >
            {language.toUpperCase()}
            <span className="sr-only"> {LANGUAGE_NAMES[language]}</span>
          </button>
        );
      })}
    </div>
  );
}
