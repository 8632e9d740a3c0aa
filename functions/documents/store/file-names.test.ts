import { cleanBatchNames, cleanFileName } from './file-names';
import { numberedName } from '../repository/unique-names';

describe('cleanFileName', () => {
  it.each([
    ['keeps a plain name', 'passport.pdf', 'passport.pdf'],
    ['keeps only the last path segment', '../../etc/passwd.txt', 'passwd.txt'],
    ['keeps only the last Windows path segment', 'C:\\Users\\ana\\scan.pdf', 'scan.pdf'],
    ['removes invisible format characters', 'pass\u200Bport\u202E.pdf', 'passport.pdf'],
    ['replaces characters Windows refuses', 'a<b>c:"d|e?f*.pdf', 'a_b_c__d_e_f_.pdf'],
    ['prefixes a reserved device name', 'CON.txt', '_CON.txt'],
    ['drops leading dots', '...hidden.pdf', 'hidden.pdf'],
  ])('%s', (_, raw, clean) => {
    expect(cleanFileName(raw)).toBe(clean);
  });

  it('cuts a long name to 200 characters, keeping the extension', () => {
    const clean = cleanFileName(`${'a'.repeat(500)}.pdf`);
    expect(clean).toHaveLength(200);
    expect(clean.endsWith('.pdf')).toBe(true);
  });

  it('refuses a name with nothing left', () => {
    expect(() => cleanFileName('../..')).toThrow(/nothing left once cleaned/);
  });

  it('refuses system files in a batch', () => {
    expect(() => cleanBatchNames(['ok.pdf', 'Thumbs.db'])).toThrow('System files (.DS_Store, Thumbs.db) are not uploaded');
  });
});

describe('numberedName', () => {
  it('numbers before the extension', () => {
    expect([0, 1, 2].map((n) => numberedName('report.final.pdf', n))).toEqual(['report.final.pdf', 'report.final (1).pdf', 'report.final (2).pdf']);
    expect(numberedName('README', 3)).toBe('README (3)');
  });
});
