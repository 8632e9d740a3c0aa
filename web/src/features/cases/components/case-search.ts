import type { Case } from '@shared/cases/types';

/** Lower case without accents, so 'montreal' finds 'Montréal' and 'imm-2025' finds 'IMM-2025-0101'. */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase().trim();
}

/** The cases whose name, number or client name contains every word of `query`; all of them for a blank query. */
export function filterCases(cases: readonly Case[], query: string): readonly Case[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return cases;
  return cases.filter((item) => {
    const haystack = fold([item.caseName, item.caseNumber, item.clientName].filter(Boolean).join(' '));
    return words.every((word) => haystack.includes(word));
  });
}
