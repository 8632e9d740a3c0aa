/** Names as OneDrive takes them: the portal's names mapped by OneDrive's rules, readable, never refused. */
import { MAX_ITEM_NAME_LENGTH, oneDriveItemName, plainItemName } from './item-names';

describe('oneDriveItemName', () => {
  it.each([
    ['Study Permit: renewal', 'folder', 'Study Permit - renewal'],
    ['H&C / PRRA', 'folder', 'H&C - PRRA'],
    ['Smith "Jr" <2024>|draft?', 'folder', "Smith 'Jr' (2024) - draft"],
    ['back\\slash*star', 'folder', 'back - slash-star'],
    ['~$affidavit.pdf', 'file', 'affidavit.pdf'],
    ['~$~$lock.docx', 'file', 'lock.docx'],
    ['report_vti_1.pdf', 'file', 'report_vti-1.pdf'],
    ['REPORT_VTI_.pdf', 'file', 'REPORT_VTI-.pdf'],
    ['.lock', 'file', '_.lock'],
    ['desktop.ini', 'file', '_desktop.ini'],
    ['CON', 'folder', '_CON'],
    ['con.pdf', 'file', '_con.pdf'],
    ['lpt1.txt', 'file', '_lpt1.txt'],
    ['  trailing dots... ', 'folder', 'trailing dots'],
    ['tab\there\u0007', 'file', 'tab here'],
  ] as const)('maps %j (%s) to %j', (name, kind, expected) => {
    expect(oneDriveItemName(name, kind)).toBe(expected);
  });

  it('keeps a name OneDrive takes as it is', () => {
    for (const name of ['Smith – Study permit', 'passport (1).pdf', 'Dossier d’immigration #2', 'H&C PRRA']) {
      expect(oneDriveItemName(name, 'folder')).toBe(name);
    }
  });

  it('gives a name made of refused characters only a name of its own', () => {
    expect(oneDriveItemName('???', 'folder')).toBe('Folder');
    expect(oneDriveItemName('~$', 'file')).toBe('Document');
  });

  it('shortens a long name to 255 characters, keeping the extension', () => {
    const mapped = oneDriveItemName(`${'a'.repeat(300)}.pdf`, 'file');
    expect(mapped).toHaveLength(MAX_ITEM_NAME_LENGTH);
    expect(mapped.endsWith('a.pdf')).toBe(true);
  });

  it('has a plain last resort of letters, digits and a few signs', () => {
    expect(plainItemName('Permis d’études: renouvellement', 'folder')).toBe('Permis detudes renouvellement');
    expect(plainItemName('パスポート.pdf', 'file')).toBe('Document.pdf');
  });
});
