/**
 * The gaps of a personal history: the required span (10 years back or since the 18th birthday,
 * whichever is shorter, up to today), periods that overlap or run to the present, months as bounds,
 * leap days, and each gap named in English and French.
 */
import { addYears } from '../../../shared/questionnaires/dates';
import { gapInWords, gapsIn, historyGaps, requiredSpan } from '../../../shared/questionnaires/gaps';

const TODAY = '2026-06-15';

describe('the required span', () => {
  it('goes back 10 years to today for a person 18 for longer than that', () => {
    expect(requiredSpan(TODAY, '1980-04-02')).toEqual({ from: '2016-06-15', to: TODAY });
  });

  it('goes back 10 years when the date of birth is unknown', () => {
    expect(requiredSpan(TODAY)).toEqual({ from: '2016-06-15', to: TODAY });
  });

  it('starts at the 18th birthday when that is later than 10 years back', () => {
    expect(requiredSpan(TODAY, '2002-09-30')).toEqual({ from: '2020-09-30', to: TODAY });
  });

  it('starts at the 18th birthday when it is today', () => {
    expect(requiredSpan(TODAY, '2008-06-15')).toEqual({ from: TODAY, to: TODAY });
  });

  it('is none for a person not yet 18', () => {
    expect(requiredSpan(TODAY, '2008-06-16')).toBeUndefined();
  });

  it('starts on 1 March for a person born on 29 February whose 18th birthday falls in a common year', () => {
    expect(requiredSpan(TODAY, '2004-02-29')).toEqual({ from: '2022-03-01', to: TODAY });
  });

  it('keeps 29 February for an anniversary that falls in a leap year', () => {
    expect(addYears('2000-02-29', 28)).toBe('2028-02-29');
    expect(requiredSpan('2034-02-28', '2008-02-29')).toEqual({ from: '2026-03-01', to: '2034-02-28' });
  });

  it('goes back from 29 February to 1 March ten years before (a common year)', () => {
    expect(requiredSpan('2024-02-29')).toEqual({ from: '2014-03-01', to: '2024-02-29' });
  });
});

describe('the gaps of a history', () => {
  const span = { from: '2016-06-15', to: TODAY };

  it('are none when one period covers the span', () => {
    expect(gapsIn(span, [{ from: '2010-01-01', to: 'present' }], TODAY)).toEqual([]);
  });

  it('are the whole span when nothing is entered', () => {
    expect(gapsIn(span, [], TODAY)).toEqual([span]);
  });

  it('name the days between two periods, both bounds included', () => {
    const periods = [
      { from: '2016-01-01', to: '2019-02-28' },
      { from: '2019-06-01', to: 'present' },
    ];

    expect(gapsIn(span, periods, TODAY)).toEqual([{ from: '2019-03-01', to: '2019-05-31' }]);
  });

  it('find no gap between periods that meet day to day', () => {
    expect(gapsIn(span, [{ from: '2015-01-01', to: '2020-12-31' }, { from: '2021-01-01', to: 'present' }], TODAY)).toEqual([]);
  });

  it('allow overlaps, whatever the order the periods are entered in', () => {
    const periods = [
      { from: '2021-01-01', to: 'present' },
      { from: '2016-01-01', to: '2018-12-31' },
      { from: '2018-06-01', to: '2021-03-31' },
      { from: '2019-01-01', to: '2019-01-31' },
    ];

    expect(gapsIn(span, periods, TODAY)).toEqual([]);
  });

  it('name a gap at the start and one at the end (a period ending before today)', () => {
    expect(gapsIn(span, [{ from: '2017-01-01', to: '2025-12-31' }], TODAY)).toEqual([
      { from: '2016-06-15', to: '2016-12-31' },
      { from: '2026-01-01', to: TODAY },
    ]);
  });

  it('read "present" as today', () => {
    expect(gapsIn(span, [{ from: '2016-01-01', to: 'present' }], TODAY)).toEqual([]);
    expect(gapsIn(span, [{ from: '2016-01-01', to: 'present' }], '2026-06-16')).toEqual([]);
  });

  it('read months as from their first day to their last', () => {
    expect(gapsIn(span, [{ from: '2016-06', to: '2019-02' }, { from: '2019-06', to: 'present' }], TODAY)).toEqual([{ from: '2019-03-01', to: '2019-05-31' }]);
  });

  it('count a leap day like any other day', () => {
    const periods = [
      { from: '2016-01-01', to: '2020-02-28' },
      { from: '2020-03-01', to: 'present' },
    ];

    expect(gapsIn(span, periods, TODAY)).toEqual([{ from: '2020-02-29', to: '2020-02-29' }]);
  });

  it('read the end of February 2024 as the 29th', () => {
    expect(gapsIn(span, [{ from: '2016-01', to: '2024-02' }, { from: '2024-03-01', to: 'present' }], TODAY)).toEqual([]);
  });

  it('leave out periods that are incomplete or end before they start', () => {
    expect(gapsIn(span, [{ from: '2016-01-01' }, { from: '2020-01-01', to: '2019-01-01' }, { from: '2016-01-01', to: '2018-12-31' }], TODAY)).toEqual([
      { from: '2019-01-01', to: TODAY },
    ]);
  });

  it('only ask since the 18th birthday of a young adult', () => {
    expect(historyGaps([{ from: '2020-09-30', to: 'present' }], TODAY, '2002-09-30')).toEqual([]);
    expect(historyGaps([{ from: '2021-01-01', to: 'present' }], TODAY, '2002-09-30')).toEqual([{ from: '2020-09-30', to: '2020-12-31' }]);
  });

  it('ask nothing of a minor', () => {
    expect(historyGaps([], TODAY, '2012-01-01')).toEqual([]);
  });
});

describe('a gap in words', () => {
  it('is named in English', () => {
    expect(gapInWords({ from: '2019-03-01', to: '2019-05-31' }, 'en')).toBe('1 March 2019 – 31 May 2019: no activity');
  });

  it('is named in French, the first of the month « 1er »', () => {
    expect(gapInWords({ from: '2019-03-01', to: '2019-05-31' }, 'fr')).toBe('1er mars 2019 – 31 mai 2019 : aucune activité');
  });
});
