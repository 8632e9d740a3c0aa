import type { StageDefinition } from '@shared/progress/types';
import { SHIPPED_STAGE_SETS } from '@shared/progress/stages';

/**
 * A stage's name in the reader's language: from the case's set when given, else any shipped set that
 * knows the id (the analytics page names stages of every category), else the id itself.
 */
export function stageName(stageId: string, language: 'en' | 'fr', stages: readonly StageDefinition[] = []): string {
  const found = stages.find((stage) => stage.stageId === stageId) ?? SHIPPED_STAGE_SETS.flatMap((set) => set.stages).find((stage) => stage.stageId === stageId);
  return found ? found.label[language] : stageId;
}

/** A YYYY-MM-DD day as a Date at noon (local), so that no time zone shows it as the day before. */
export function dayOf(day: string): Date {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a time of day for the Date parser, not a text
  return new Date(`${day.slice(0, 10)}T12:00:00`);
}
