/**
 * Files for the IRCC package tests, made when the tests run (no binaries in the repository): photos of
 * A4 pages as a phone takes them (2480 × 3508 px JPEGs of 2–5 MB: grain, so they do not compress away),
 * small scans, PDFs of a few pages, and an encrypted PDF (its trailer names an /Encrypt dictionary:
 * IRCC's portal and pdf-lib refuse it alike). The one exception is an iPhone-like HEIC photo, kept
 * here as base64 (3.7 KB): nothing the tests have encodes HEVC.
 */
import { PDFDocument, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';

export interface FixtureFile {
  fileName: string;
  fileType: string;
  bytes: Buffer;
}

/** A photographed A4 page: grain strong enough that the JPEG weighs a few MB (sigma 20 makes about 3 MB, 40 about 4.4 MB). */
export async function a4Photo(fileName: string, grain = 30, label = fileName): Promise<FixtureFile> {
  const text = Buffer.from(
    `<svg width="2480" height="3508" xmlns="http://www.w3.org/2000/svg"><text x="200" y="400" font-size="120" font-family="sans-serif" fill="#111">${label}</text></svg>`,
  );
  const bytes = await sharp({ create: { width: 2480, height: 3508, channels: 3, background: '#f4f1ea', noise: { type: 'gaussian', mean: 200, sigma: grain } } })
    .composite([{ input: text }])
    .jpeg({ quality: 85 })
    .toBuffer();
  return { fileName, fileType: 'image/jpeg', bytes };
}

/** A small scan (a JPEG of a few hundred KB at most). */
export async function smallJpeg(fileName: string, width = 1200, height = 1600): Promise<FixtureFile> {
  const bytes = await sharp({ create: { width, height, channels: 3, background: '#ffffff', noise: { type: 'gaussian', mean: 220, sigma: 8 } } })
    .jpeg({ quality: 70 })
    .toBuffer();
  return { fileName, fileType: 'image/jpeg', bytes };
}

/**
 * A HEIC photo (HEVC, as an iPhone takes them) of 960 × 1280 px: a pale page with a blue band across
 * its top (x 80–880, y 80–380) and the words "HEIC page". Made with libheif's heif-enc (x265) from a PNG
 * drawn by sharp: `heif-enc -q 40 -o photo.heic page.png`.
 */
const HEIC_PHOTO_BASE64 = [
  'AAAAHGZ0eXBoZWljAAAAAG1pZjFoZWljbWlhZgAAAkhtZXRhAAAAAAAAACFoZGxyAAAAAAAAAABwaWN0AAAAAAAAAAAAAAAAAAAAAA5waXRtAAAAAAABAAAANGlsb2MAAAAAREAAAgAB',
  'AAAAAAJsAAEAAAAAAAAKwwACAAAAAA0vAAEAAAAAAAABVAAAADhpaW5mAAAAAAACAAAAFWluZmUCAAAAAAEAAGh2YzEAAAAAFWluZmUCAAAAAAIAAGh2YzEAAAABh2lwcnAAAAFiaXBj',
  'bwAAAHlodmNDAQNwAAAAAAAAAAAAePAA/P34+AAADwMgAAEAGEABDAH//wNwAAADAJAAAAMAAAMAeLoCQCEAAQAsQgEBA3AAAAMAkAAAAwAAAwB4oAeCAFAWW6kkprm4EBAwIAAAAwAg',
  'AAADACEiAAEAB0QBwXKwYkAAAAAUaXNwZQAAAAAAAAPAAAAFAAAAABBwaXhpAAAAAAMICAgAAAB0aHZjQwEECAAAAAAAAAAAAHjwAPz8+PgAAA8DIAABABdAAQwB//8ECAAAAwCf+AAA',
  'AwAAeLoCQCEAAQAoQgEBBAgAAAMAn/gAAAMAAHjAHggBQFlupJKa5sCAAAADAIAAAAMAhCIAAQAHRAHBcrBiQAAAABRpc3BlAAAAAAAAA8AAAAUAAAAADnBpeGkAAAAAAQgAAAAnYXV4',
  'QwAAAAB1cm46bXBlZzpoZXZjOjIwMTU6YXV4aWQ6MQAAAAAdaXBtYQAAAAAAAAACAAEDgQKDAAIEhAWGhwAAABppcmVmAAAAAAAAAA5hdXhsAAIAAQABAAAMH21kYXQAAAq/KAGvUKCw',
  'ShbEWIYQoUAJARiMysBwEAHgPAeA4BwDgHT5DpJfF/o6V/6T49FTGxkj8D9cb5eAXQHOKAAAAwAAAwAAAwARMKXYb6opGk0U///+bYmL6C+frN1LOc5fdYEvf6iX5sOWre3VKZOm87yf',
  'owqPGZBHCPCbdKAwm4SOe7+rGvEnvipfOQuF1ixn7oLsMstjmAAAAwAAAwDuLuzh6Pmgp4GDW1RfmcI57sqYXs3SOop+jnX3AR+pEpA9c6Vxgm7/kHpM2ndzLMtoJE9WDDncEgZ5/+CK',
  'iJKIcEEveYrB5JTLFKFy+8fF+IAY0UpYIQ/32ujZTcHwkyuSLtjpjRzGczAAAAMAAAMABthcomb3tQ4QCBoquU314+rXL02JroCSmWgpvMNSxn7JCECdhq//R6eLcvvHxfiAMsg2weBw',
  '5W7Fou+jpZg1/M/+Ektw/cvEWQAp1HkOtaUJyPD/8m/YxhL3rbuO+mKH8kypR2a3Knx1pdLME7R3/OgRDZxNWiQ0PyUtwSA2E6AAAAMAAAMAAGBSMCmksA/IAKILVnoXNc5Yz7W8RSyC',
  'ienEJ3xmpF+yJyCTDbuILru1F7wLtYOr0uWkgJ0zzHvznVFTtg4Pk/2XfrF7TGtwb/ceRcISC1jALb+i8SvAyT/LjfjJbUEvPh0gVK0ICd6fdsFJD/+WHdMI8tk3eTaTWlOwi7AAAAMA',
  'AAMAAAMAJHKi4RlTRwAAoMw8NjKZ0qrWBYj+wnJOWPSIOvgJn2SoQI2XwR0xBhFMfvOhKO+DmPNzAfBIy5isJrys9p1f5Yd0wjy2Td5NqybRA+7aBhtl+NEAW8vvONopzzN2LE4A3UkA',
  'AAMAAAMAAAMBP0io24UeQAAJIAAAAwAAAwAAAwAAAwExXkAAAAMAAAMAAAMAAAMAAAMABSwBR8tEpc2BG9UmryUKGYzmmk1z+pOaL5WPjIFzBS9+pAOw+2aaKovIAdkd4Y85RpYCuuj6',
  'hhi1H+NgoydTtDEXPSuKz5fihVcpwv58hZZ1rvepD1JWUHKhZP3IppFqo/eakGZQdIXWk7WjiDo2qG5C2NsuyDj5ZGP5HnmB8e1v0jXj7vKcKdyunm3RpgoK4CuyGfhga2PL4Z+5UVto',
  '9sv24PI0XbLqenjWlbrIwhuc9U9mAItQlXUjNCIV/iEvBNufys2ZKFGrlSPMHYR7yiJSal6usWcSxlJzjFcbpKaIgrO9hlaPCWTxZy6NShZztgKcpVa9sLe2nrazzr0sTsohKPlCF9oE',
  'eP5an6NeY7ojryoBYkYVM3XerpS5LIQ0y4geqqLlt10QjN89XoB6mjCz9mIad68+Ee6tD6Uw+szjn10w4pV1AlvkWCAAFORVtYTrDmgkBmcwmqKxN68bj2FnP52vDND51njuMqi57Ky7',
  'IPJmLZytcWkUAYeo7sajiYPg5ODXj7/92gMCLFVz1SzdQjsntGZMtPJPPWoBUuX6hl4AWvluQb81pxZGRHMJNemzPec+dWGkPY1m/oJUjVvT26V8NBl/DhQFyVEbJ0Gqt/e76PASKDem',
  'XedntmKfbkmI4AbCI0tlmXipAvIXYAlHbkXS8wi0nDH35Ak2YJMuyQygXHXwwn/AWAzxhh7JY7wjXYWNIqMAYwBa6cC292ekBmQqEzAAK7u0BnfHPNweulf9U70qmyellW6YrQGDxTrA',
  'L8gxaFZU2upzRBgB6EsnUaNYjovNVJe2HmJ5SODERCZ3x17ATmT+od3WXuXAKbTyXkzp9BMO15rlRzS2iMu/Drl6jeCdzGOSPzRz5r7a9QLB07D+U7c2WDttnZDIihWIe4QCm8fXf6gi',
  'o/bd1l/1E1m95qCz1CtWBOWBl1csq2AaG6CFWEfhUXdkVtEl2BWCm80JEZIYbITFJF6v0QqbeaoTeY+QFseko6yNPgJlSPBTvDrKWXEkk2t1h6dCMGP5DueOmv+op5EXQfy3FTQ2UuzL',
  'qG2m5+iD/DGEhQAGUDULJM78/RZH56RroXv2N/aRfT93MJEfL/u+REdr2Xv1nI74CP4hEl5e9EoszKZeB0lRxEBx15fMZdPg5JvepdIdhd0+NrWyaBfaB33d+gqS9HR7FOLDhk2h8jm5',
  'EAtyf4LD/dA3Hdp/7kbemwxNOlS0gdlMxQTTluSR1DkfLO0LbZzZDQBYfiqUNxNnrdOFIVrFEDmx3el66o1I9QhJ0LOF7mh2qbovoui0xLrBy/jC22yXfSI+LghUG8RovyLdLfWKDXLV',
  '4eXLa8PPhYdBNIrFXk7c8R46yj4T1nx/hA368u/fXliwCUJ5+U9D1ZcsMzbmd8K2TnR69TL+SuAF6Y9DkrnPGGK1eTTaJEQrpeDg8Xb8lwoKeqOtv0XaMh6ZrwQygAAAUkAAkhxjV6BD',
  'WeApy5K0lRlboqGwjPKDkgOpScdmZHza+O0IdTXcpT2yG1P5yJQN8tNi4aUAJqo4I/QFNV0pdpmPa8+T2rhXW+ehmLLDx+MaTDZxFBegITfHAj4oaONJJTv46mLHlP14aQMJ0cqp/HYO',
  'e4HdhHapVPAnc3gUgrCOP1qFGLggQais+XKFUoTUR9rZ5fb3quEAuIJMboIUFAN5cgAy89OS0sH5GWJrx0DFdCOA8h9DosfB90z4FIYPOBLPVJY47ZKqH/WZKaKpPDs6oQVUkzwipyfv',
  'LVsLGCn+JiFDA+1iGaSxLcTaAv/r9db5/j9tEMLTi7uXELck1dLaPRijCPJQvuOijJcLpj1vuQYRY1kdW9SJepEs42TfonbQjp6JJ51cjM/6p/NU9NnGa0ejj6/Ab0YcVuTeCPz7SRFY',
  'Em/AZQANslKrPwST097bgerLCX3AIvKDY3dmsqf+AtW+YwINeaq8PDPQtxHyJGx6w2c3mOWCnQ4ap4lT0DMQtpmFBvkub8Hhal1xr6tmcpG+0MeK0sO5eAVNufLJUNgMAD+cyjdXK4mV',
  'Z4BRICShtwveZRKy09JgVS3tL22jdfxleTspyP/0H8c77AqN8BDkuY5S8mDLZNy1pZityeCu+fp2TvXozxBryW/T3Lsb/EB0U3iK5YhA8FvBW18MAnAokDJ2QS5MNyFw7QQFfz4+Kdug',
  'Drha7LaI8AhmpL0XYshcFCXPFF8QMOosYOWnI/JhoN41SIybLsdpttTrygVHXFwU6Hm7Egyj9vuRkDKg01gKRh2AQvZcp2kOGCYflBUudR7mRG/qdqgfNQpwjs0s/pmzwS1eQtoh87Bs',
  '/JcwbQ0o6eOLj1eKsWSXd7gweph1JosL1Ck4ZyB6VaxAUvUkK8b2bOocK2rUR7BEvQGrdom7onXAo4QPAkgc0fhrhzhBjFq7ScmeUTEk5nBhnqXehVG1nrj3TFfRcSHMotsUZggCjisG',
  'ZxULwTRVJULGs9NPqxAKJ1+0baTKhubOaZJuMQxDW9+6xbIyYbQ96kYBvIyT9cn2cYxP4TvkiD9uNud8ANmAAAADAAAYcAAAAwAACkIkKAAAAwABWQAAAwAAAwAAAwAAAwAAAwMOAAAD',
  'AAADAAADAAADAAAREAAAAwAAAwAAAwAAAwAAQMAAAAMAAAMAAAMAAAMAAHTAAAADAAADAAADAAADAAEdAAADAAADAAADAAADAAF/AAADAAADAAADAAADAAJ2AAADAAADAAADAAADAAOm',
  'AAADAAADAAADAAADAAVcAAABUCgBrqFC9lJ73uc5znOa1rWtgO8SsPQfvLJDgQZWVPS3QOsM0aAAAAMAAAMAAAMCprZURgXYaRPpIAAAAwAAAwAAIaCdisKVAAADAAADAAADAAADAKGA',
  'jbKAAAADAAADAAADAAAHdAAAAwAAAwAAAwAAAwAABkwAAAMAAAMAAAMAAAMAAH+AAAADAAADAAADAAADAAQcAAADAAADAAADAAADABFQAAADAAADAAADAAADACkgAAADAAADAAADAAAD',
  'AD7gAAADAAADAAADAAADAGLAAAADAAADAAADAAADAJqAAAADAAADAAADAAADAOyAAAADAAADAAADAAADATMAAAMAAAMAAAMAAAMBmQAAAwAAAwAAAwAAAwIuAAADAAADAAADAAADArIA',
  'AAMAAAMAAAMAAAMDbgAAAwAAAwAAAwAAAwPeAAADAAADAAADAAAEzA==',
].join('');

export const HEIC_PHOTO = { width: 960, height: 1280, band: { x: 480, y: 230 } } as const;

export function heicPhoto(fileName: string): FixtureFile {
  return { fileName, fileType: 'image/heic', bytes: Buffer.from(HEIC_PHOTO_BASE64, 'base64') };
}

export async function smallPng(fileName: string): Promise<FixtureFile> {
  const bytes = await sharp({ create: { width: 800, height: 600, channels: 4, background: { r: 30, g: 60, b: 200, alpha: 1 } } }).png().toBuffer();
  return { fileName, fileType: 'image/png', bytes };
}

/** A PDF of `pages` pages of text. */
export async function textPdf(fileName: string, pages: number): Promise<FixtureFile> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let n = 1; n <= pages; n += 1) pdf.addPage([595, 842]).drawText(`${fileName}: page ${n} of ${pages}`, { x: 50, y: 780, size: 18, font });
  return { fileName, fileType: 'application/pdf', bytes: Buffer.from(await pdf.save()) };
}

/** A one-page PDF whose trailer names a Standard security handler: encrypted, as far as any reader is concerned. */
export function encryptedPdf(fileName: string): FixtureFile {
  const objects = [
    '<</Type/Catalog/Pages 2 0 R>>',
    '<</Type/Pages/Kids[3 0 R]/Count 1>>',
    '<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>',
    '<</Filter/Standard/V 1/R 2/O(0123456789abcdef0123456789abcdef)/U(0123456789abcdef0123456789abcdef)/P -44>>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<</Size ${objects.length + 1}/Root 1 0 R/Encrypt 4 0 R/ID[<0123456789abcdef0123456789abcdef><0123456789abcdef0123456789abcdef>]>>\nstartxref\n${xref}\n%%EOF\n`;
  return { fileName, fileType: 'application/pdf', bytes: Buffer.from(body, 'latin1') };
}

/** Each image drawn in a PDF, page by page: its size and its bytes (a JPEG, as the package draws them). */
export async function pageImages(pdfBytes: Uint8Array): Promise<Array<{ width: number; height: number; bytes: Uint8Array }>> {
  const { PDFName, PDFRawStream, PDFDict } = await import('pdf-lib');
  const pdf = await PDFDocument.load(pdfBytes);
  const images: Array<{ width: number; height: number; bytes: Uint8Array }> = [];
  for (const page of pdf.getPages()) {
    const xObjects = page.node.Resources()?.lookupMaybe(PDFName.of('XObject'), PDFDict);
    for (const key of xObjects?.keys() ?? []) {
      const object = xObjects?.lookup(key);
      if (!(object instanceof PDFRawStream) || object.dict.get(PDFName.of('Subtype'))?.toString() !== '/Image') continue;
      images.push({ width: Number(object.dict.get(PDFName.of('Width'))?.toString()), height: Number(object.dict.get(PDFName.of('Height'))?.toString()), bytes: object.contents });
    }
  }
  return images;
}

/** The long side, in pixels, of each image drawn in a PDF, page by page. */
export async function pageImageLongSides(pdfBytes: Uint8Array): Promise<number[]> {
  const { PDFName, PDFRawStream, PDFDict } = await import('pdf-lib');
  const pdf = await PDFDocument.load(pdfBytes);
  const sides: number[] = [];
  for (const page of pdf.getPages()) {
    const resources = page.node.Resources();
    const xObjects = resources?.lookupMaybe(PDFName.of('XObject'), PDFDict);
    for (const key of xObjects?.keys() ?? []) {
      const object = xObjects?.lookup(key);
      if (!(object instanceof PDFRawStream)) continue;
      if (object.dict.get(PDFName.of('Subtype'))?.toString() !== '/Image') continue;
      const width = Number(object.dict.get(PDFName.of('Width'))?.toString());
      const height = Number(object.dict.get(PDFName.of('Height'))?.toString());
      sides.push(Math.max(width, height));
    }
  }
  return sides;
}
