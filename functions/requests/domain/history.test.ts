import type { RequestHistoryEntry } from '../../../shared/requests/types';
import { documentsToDecide, historyOf, withHistoryEntry } from './history';
import { editedTitles, titleIn, typedTitles } from './texts';

const admin = { userId: 'admin-1', name: 'Alex Admin', role: 'admin' } as const;
const client = { userId: 'client-1', name: 'Casey Client', role: 'client' } as const;
const entry = (action: RequestHistoryEntry['action'], at: string, documentIds?: string[]): RequestHistoryEntry => ({
  at,
  by: action === 'uploaded' ? client : admin,
  action,
  ...(documentIds ? { documentIds } : {}),
});

describe('an item’s history', () => {
  it('keeps the request and the newest entries beyond its limit', () => {
    let history = [entry('requested', 't0')];
    for (let i = 1; i <= 5; i += 1) history = withHistoryEntry(history, entry('edited', `t${i}`), 3);
    expect(history.map((kept) => kept.at)).toEqual(['t0', 't4', 't5']);
  });

  it('decides on the documents uploaded since the last rejection', () => {
    const history = [entry('requested', 't0'), entry('uploaded', 't1', ['d1']), entry('rejected', 't2', ['d1']), entry('uploaded', 't3', ['d2']), entry('uploaded', 't4', ['d3'])];
    expect(documentsToDecide(history, ['d1', 'd2', 'd3'])).toEqual(['d2', 'd3']);
    expect(documentsToDecide([entry('requested', 't0'), entry('uploaded', 't1', ['d1'])], ['d1'])).toEqual(['d1']);
  });

  it('reads an item stored before histories were kept as its request and its last change', () => {
    const stored = { createdAt: 't0', updatedAt: 't3', updatedBy: admin, status: 'rejected', reason: 'Blurry', documentIds: ['d1'], version: 3 } as const;
    expect(historyOf({ ...stored, documentIds: [...stored.documentIds] })).toEqual([
      { at: 't0', by: { userId: '', name: '', role: 'admin' }, action: 'requested' },
      { at: 't3', by: admin, action: 'rejected', reason: 'Blurry', documentIds: ['d1'] },
    ]);
    expect(historyOf({ ...stored, documentIds: [], version: 1 })).toEqual([{ at: 't0', by: admin, action: 'requested' }]);
  });
});

describe('an item’s titles', () => {
  it('keeps a title typed alone in the writer’s language, which every reader reads', () => {
    const titles = typedTitles({ title: 'Lettre du frère' }, 'fr');
    expect(titles).toEqual({ fr: 'Lettre du frère' });
    expect(titleIn({ title: 'Lettre du frère', titles, instructions: '' }, 'en')).toBe('Lettre du frère');
  });

  it('replaces the languages an edit gives, removes those given as "", and keeps a title', () => {
    expect(editedTitles({ en: 'Passport', fr: 'Passeport' }, { en: '' })).toEqual({ fr: 'Passeport' });
    expect(editedTitles({ en: 'Passport' }, { fr: 'Passeport' })).toEqual({ en: 'Passport', fr: 'Passeport' });
    expect(editedTitles({ en: 'Passport' }, { en: '' })).toBeUndefined();
  });
});
