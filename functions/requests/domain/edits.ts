/**
 * The firm's edit of an item (pure): its titles, instructions, due date and IRCC upload slot. Only what differs from
 * the item as it reads counts as changed; an edit that would leave it without a title is refused.
 * Instructions rewritten by the firm are one text for every reader (a template's pair is dropped).
 */
import type { RequestEditableField } from '../../../shared/requests/constants';
import { sameSlot, settledSlot } from '../../../shared/requests/ircc-slots';
import { REQUESTS } from '../../../shared/requests/refusals';
import type { ChangeRequestBody } from '../../../shared/requests/schemas';
import type { Language } from '../../../shared/settings/language';
import { refusal } from '../../core/errors';
import type { RequestRecord } from '../repository/requests';
import { editedTitles, instructionsIn, mainTitle, sameTitles, titlesOf } from './texts';

export interface EditedItem<R> {
  record: R;
  /** What the edit changed, in the order of REQUEST_EDITABLE_FIELDS (none: nothing differed). */
  fields: RequestEditableField[];
}

/** The item after the edit fields of `body`, as a writer of `language` made them (their language names a title typed in one). */
export function applyEdit<R extends Omit<RequestRecord, 'version'>>(
  before: R,
  body: Pick<ChangeRequestBody, 'titles' | 'instructions' | 'dueDate' | 'irccSlot'>,
  language: Language,
): EditedItem<R> {
  const fields: RequestEditableField[] = [];
  let record: R = before;
  if (body.titles !== undefined) {
    const current = titlesOf(before);
    const titles = editedTitles(current, body.titles);
    if (!titles) throw refusal(REQUESTS.TITLE_REQUIRED);
    if (!sameTitles(current, titles)) {
      fields.push('titles');
      record = { ...record, titles, title: mainTitle(titles, language) };
    }
  }
  if (body.instructions !== undefined && body.instructions !== instructionsIn(before, language)) {
    fields.push('instructions');
    const { instructionTexts: _pair, ...rest } = record;
    record = { ...(rest as R), instructions: body.instructions };
  }
  if (body.dueDate !== undefined && body.dueDate !== (before.dueDate ?? '')) {
    fields.push('dueDate');
    const { dueDate: _previous, ...rest } = record;
    record = { ...(rest as R), ...(body.dueDate ? { dueDate: body.dueDate } : {}) };
  }
  if (body.irccSlot !== undefined) {
    const slot = body.irccSlot === null ? undefined : settledSlot(body.irccSlot);
    if (!sameSlot(slot, before.irccSlot)) {
      fields.push('irccSlot');
      const { irccSlot: _previous, ...rest } = record;
      record = { ...(rest as R), ...(slot ? { irccSlot: slot } : {}) };
    }
  }
  return { record, fields };
}
