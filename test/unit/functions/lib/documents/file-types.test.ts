import { sniffDocumentType } from '../../../../../functions/lib/documents/file-types';
import { sampleFiles } from '../../../support/sample-files';

describe('sniffDocumentType', () => {
  it.each([
    ['a PDF', 'report.pdf', sampleFiles.pdf, 'application/pdf'],
    ['a PNG', 'photo.png', sampleFiles.png, 'image/png'],
    ['a JPEG', 'passport.JPG', sampleFiles.jpeg, 'image/jpeg'],
    ['plain text', 'notes.txt', sampleFiles.text, 'text/plain'],
  ])('accepts %s by its bytes', async (_, name, bytes, mime) => {
    await expect(sniffDocumentType(name, bytes)).resolves.toBe(mime);
  });

  it('refuses an executable renamed .pdf', async () => {
    await expect(sniffDocumentType('invoice.pdf', sampleFiles.exe)).rejects.toMatchObject({
      statusCode: 400,
      message: 'invoice.pdf: the content does not match its name (it is not a .pdf file)',
    });
  });

  it('refuses a PNG named .pdf', async () => {
    await expect(sniffDocumentType('scan.pdf', sampleFiles.png)).rejects.toMatchObject({ statusCode: 400 });
  });

  it('refuses binary bytes named .txt', async () => {
    await expect(sniffDocumentType('notes.txt', sampleFiles.exe)).rejects.toMatchObject({ message: 'notes.txt: the content is not plain text' });
  });

  it('refuses a type that is not a document', async () => {
    await expect(sniffDocumentType('setup.exe', sampleFiles.exe)).rejects.toMatchObject({
      statusCode: 400,
      message: expect.stringContaining('setup.exe: this type of file is not accepted'),
    });
  });
});
