/**
 * Signs a PDF: the original's pages as they are, then a signature page (each signer's drawn or typed
 * signature) and a certificate page (the evidence: the original's SHA-256, each signer's name, e-mail,
 * how they were verified, the time in UTC, IP address and browser, the portal's reference, and which
 * certificate signs), then a PDF digital signature over the whole file (PAdES: a detached CMS over the
 * ByteRange, SubFilter ETSI.CAdES.detached), which any PDF reader checks for changes since.
 */
import { PDFArray, PDFDict, PDFDocument, PDFHexString, PDFName, PDFNumber, PDFString, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { SigningIdentity } from './certificate';
import { detachedSignature } from './cms';

export { sha256Hex } from './digest';

/** One person's signature and how they proved who they were. */
export interface SignerEvidence {
  name: string;
  email: string;
  role: 'client' | 'staff';
  /** How their identity was confirmed, in words (the certificate page prints it). */
  verification: string;
  /** ISO 8601, UTC. */
  signedAt: string;
  ipAddress: string;
  userAgent: string;
  /** A PNG of their drawn signature; without it the typed name is the signature. */
  drawing?: Uint8Array;
}

export interface SignatureEvidence {
  documentName: string;
  /** SHA-256 (hex) of the original file, before signing. */
  originalSha256: string;
  /** The portal's reference of the signature request. */
  reference: string;
  portalUrl: string;
  firmName: string;
  signers: SignerEvidence[];
}

/** Bytes kept for the CMS in /Contents (hex doubles them): a certificate chain of a few KB fits. */
export const SIGNATURE_BYTES = 16_384;
const BYTE_RANGE_PLACEHOLDER = '**********';

export class UnreadablePdfError extends Error {}

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const INK = rgb(0.1, 0.1, 0.15);
const MUTED = rgb(0.35, 0.35, 0.4);

/** Text the standard fonts can draw (WinAnsi): accents kept where the font has them, else taken off, else '?'. */
function drawable(font: PDFFont, text: string): string {
  const known = new Set(font.getCharacterSet());
  return [...text.replace(/[\r\n\t]+/g, ' ')]
    .map((character) => {
      if (known.has(character.codePointAt(0) ?? 0)) return character;
      const plain = character.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
      return [...plain].every((part) => known.has(part.codePointAt(0) ?? 0)) ? plain : '?';
    })
    .join('');
}

/** Lines of at most `width` points, broken at spaces (a word longer than a line is cut). */
function wrap(font: PDFFont, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    let rest = word;
    while (font.widthOfTextAtSize(rest, size) > width) {
      let cut = rest.length - 1;
      while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut -= 1;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  if (line) lines.push(line);
  return lines;
}

/** Writes on pages, top to bottom, adding a page when one is full. */
class PageWriter {
  private page: PDFPage;
  private y: number;
  constructor(
    private readonly document: PDFDocument,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
  ) {
    this.page = document.addPage(A4);
    this.y = A4[1] - MARGIN;
  }
  get current(): PDFPage {
    return this.page;
  }
  private room(height: number): void {
    if (this.y - height >= MARGIN) return;
    this.page = this.document.addPage(A4);
    this.y = A4[1] - MARGIN;
  }
  text(value: string, options: { size?: number; bold?: boolean; color?: ReturnType<typeof rgb>; indent?: number } = {}): void {
    const size = options.size ?? 10;
    const font = options.bold ? this.bold : this.regular;
    const indent = options.indent ?? 0;
    for (const line of wrap(font, drawable(font, value), size, A4[0] - 2 * MARGIN - indent)) {
      this.room(size * 1.4);
      this.y -= size * 1.4;
      this.page.drawText(line, { x: MARGIN + indent, y: this.y, size, font, color: options.color ?? INK });
    }
  }
  /** A label and its value on the lines below it. */
  fact(label: string, value: string): void {
    this.text(label, { size: 8, color: MUTED });
    this.text(value, { size: 10, indent: 8 });
    this.gap(4);
  }
  gap(points: number): void {
    this.y -= points;
  }
  rule(): void {
    this.room(8);
    this.y -= 4;
    this.page.drawLine({ start: { x: MARGIN, y: this.y }, end: { x: A4[0] - MARGIN, y: this.y }, thickness: 0.5, color: MUTED });
    this.y -= 4;
  }
  async signature(signer: SignerEvidence): Promise<void> {
    const height = 60;
    this.room(height + 40);
    if (signer.drawing) {
      const image = await this.document.embedPng(signer.drawing);
      const scale = Math.min(220 / image.width, height / image.height, 1);
      this.y -= height;
      this.page.drawImage(image, { x: MARGIN, y: this.y, width: image.width * scale, height: image.height * scale });
    } else {
      this.y -= 40;
      this.page.drawText(drawable(this.signatureFont, signer.name), { x: MARGIN, y: this.y, size: 26, font: this.signatureFont, color: rgb(0.05, 0.15, 0.45) });
      this.y -= 20;
    }
    this.page.drawLine({ start: { x: MARGIN, y: this.y - 4 }, end: { x: MARGIN + 260, y: this.y - 4 }, thickness: 0.75, color: INK });
    this.y -= 4;
  }
  signatureFont!: PDFFont;
}

const displayTime = (iso: string) => `${iso.slice(0, 19).replace('T', ' ')} UTC`;

/** Appends the signature page and the certificate page; answers the page the signature field sits on. */
async function appendEvidence(document: PDFDocument, evidence: SignatureEvidence, identity: SigningIdentity): Promise<PDFPage> {
  const [regular, bold, italic] = await Promise.all([
    document.embedFont(StandardFonts.Helvetica),
    document.embedFont(StandardFonts.HelveticaBold),
    document.embedFont(StandardFonts.HelveticaBoldOblique),
  ]);
  const signatures = new PageWriter(document, regular, bold);
  signatures.signatureFont = italic;
  signatures.text('Signatures / Signatures', { size: 18, bold: true });
  signatures.gap(6);
  signatures.text(evidence.documentName, { size: 11 });
  signatures.gap(10);
  for (const signer of evidence.signers) {
    await signatures.signature(signer);
    signatures.text(signer.name, { size: 11, bold: true });
    signatures.text(`Signed electronically / Signé électroniquement: ${displayTime(signer.signedAt)}`, { size: 9, color: MUTED });
    signatures.gap(18);
  }
  signatures.text(`Verification details follow on the certificate page. Reference: ${evidence.reference}`, { size: 8, color: MUTED });
  const signaturePage = signatures.current;

  const certificate = new PageWriter(document, regular, bold);
  certificate.text('Certificate of signature / Certificat de signature', { size: 16, bold: true });
  certificate.gap(8);
  certificate.fact('Document', evidence.documentName);
  certificate.fact('SHA-256 of the original document (before signing) / SHA-256 du document original (avant signature)', evidence.originalSha256);
  certificate.fact('Portal reference / Référence du portail', `${evidence.reference} (${evidence.portalUrl})`);
  certificate.fact('Firm / Cabinet', evidence.firmName);
  for (const [index, signer] of evidence.signers.entries()) {
    certificate.rule();
    certificate.text(`Signer ${index + 1} / Signataire ${index + 1} (${signer.role === 'client' ? 'client' : 'staff / personnel'})`, { size: 11, bold: true });
    certificate.gap(4);
    certificate.fact('Name / Nom', signer.name);
    certificate.fact('E-mail / Courriel', signer.email);
    certificate.fact('Verification method / Méthode de vérification', signer.verification);
    certificate.fact('Signed at (UTC) / Signé le (UTC)', displayTime(signer.signedAt));
    certificate.fact('IP address / Adresse IP', signer.ipAddress);
    certificate.fact('Browser / Navigateur', signer.userAgent);
    certificate.fact('Signature', signer.drawing ? 'Drawn, with the typed name above / Dessinée, avec le nom tapé ci-dessus' : 'Typed name / Nom tapé');
  }
  certificate.rule();
  certificate.fact(
    'Digital signature / Signature numérique',
    identity.origin === 'generated'
      ? `PAdES, certificate generated by the portal's stack (self-signed, not issued by a certification authority): ${identity.subjectCommonName} / certificat généré par le portail (autosigné, non délivré par une autorité de certification)`
      : `PAdES, the firm's document-signing certificate / certificat de signature du cabinet: ${identity.subjectCommonName}`,
  );
  certificate.fact('Certificate SHA-256 / SHA-256 du certificat', identity.fingerprint);
  certificate.text(
    'Any change to this file after signing invalidates its digital signature, which PDF readers show. / Toute modification de ce fichier après la signature invalide sa signature numérique, ce que les lecteurs PDF affichent.',
    { size: 8, color: MUTED },
  );
  return signaturePage;
}

/** Adds the signature dictionary (ByteRange and Contents to fill) and its invisible field on `page`. */
function addSignatureField(document: PDFDocument, page: PDFPage, evidence: SignatureEvidence, signedAt: Date): void {
  const context = document.context;
  const byteRange = PDFArray.withContext(context);
  byteRange.push(PDFNumber.of(0));
  for (let i = 0; i < 3; i += 1) byteRange.push(PDFName.of(BYTE_RANGE_PLACEHOLDER));
  const signer = evidence.signers.map((one) => one.name).join(', ');
  const signature = context.obj({
    Type: 'Sig',
    Filter: 'Adobe.PPKLite',
    SubFilter: 'ETSI.CAdES.detached',
    ByteRange: byteRange,
    Contents: PDFHexString.of('0'.repeat(SIGNATURE_BYTES * 2)),
    M: PDFString.fromDate(signedAt),
    Name: PDFHexString.fromText(signer),
    Reason: PDFHexString.fromText(`Signed in the ${evidence.firmName} portal (${evidence.reference})`),
  });
  const field = context.obj({
    Type: 'Annot',
    Subtype: 'Widget',
    FT: 'Sig',
    Rect: [0, 0, 0, 0],
    V: context.register(signature),
    T: PDFHexString.fromText(`Signature ${evidence.reference}`),
    F: 4,
    P: page.ref,
  });
  const fieldRef = context.register(field);
  const annotations = page.node.lookupMaybe(PDFName.of('Annots'), PDFArray);
  if (annotations) annotations.push(fieldRef);
  else page.node.set(PDFName.of('Annots'), context.obj([fieldRef]));
  const form = document.catalog.lookupMaybe(PDFName.of('AcroForm'), PDFDict);
  if (form) {
    const fields = form.lookupMaybe(PDFName.of('Fields'), PDFArray);
    if (fields) fields.push(fieldRef);
    else form.set(PDFName.of('Fields'), context.obj([fieldRef]));
    form.set(PDFName.of('SigFlags'), PDFNumber.of(3));
  } else {
    document.catalog.set(PDFName.of('AcroForm'), context.obj({ SigFlags: 3, Fields: [fieldRef] }));
  }
}

function lastIndexOf(bytes: Buffer, text: string): number {
  const at = bytes.lastIndexOf(Buffer.from(text, 'latin1'));
  if (at < 0) throw new Error(`The saved PDF lacks ${text.slice(0, 20)}`);
  return at;
}

/** Fills the ByteRange and signs what it covers into /Contents. */
function fillSignature(saved: Uint8Array, identity: SigningIdentity): Uint8Array {
  const pdf = Buffer.from(saved);
  const contentsStart = lastIndexOf(pdf, `<${'0'.repeat(SIGNATURE_BYTES * 2)}>`);
  const contentsEnd = contentsStart + SIGNATURE_BYTES * 2 + 2;
  const placeholder = `[ 0 /${BYTE_RANGE_PLACEHOLDER} /${BYTE_RANGE_PLACEHOLDER} /${BYTE_RANGE_PLACEHOLDER} ]`;
  const rangeAt = lastIndexOf(pdf, placeholder);
  const range = `[0 ${contentsStart} ${contentsEnd} ${pdf.length - contentsEnd}]`;
  if (range.length > placeholder.length) throw new Error('The PDF is too large to sign');
  pdf.write(range.padEnd(placeholder.length, ' '), rangeAt, 'latin1');
  const signed = Buffer.concat([pdf.subarray(0, contentsStart), pdf.subarray(contentsEnd)]);
  const cms = Buffer.from(detachedSignature(signed, identity)).toString('hex');
  if (cms.length > SIGNATURE_BYTES * 2) throw new Error('The signature is larger than the room kept for it');
  pdf.write(cms.padEnd(SIGNATURE_BYTES * 2, '0'), contentsStart + 1, 'latin1');
  return pdf;
}

/** The signed PDF of `original`. Throws UnreadablePdfError for a file pdf-lib cannot open (damaged, encrypted). */
export async function signPdf(original: Uint8Array, evidence: SignatureEvidence, identity: SigningIdentity, signedAt = new Date()): Promise<Uint8Array> {
  let document: PDFDocument;
  try {
    document = await PDFDocument.load(original, { updateMetadata: false });
  } catch (error) {
    throw new UnreadablePdfError(error instanceof Error ? error.message : String(error));
  }
  const page = await appendEvidence(document, evidence, identity);
  addSignatureField(document, page, evidence, signedAt);
  // Object streams would hide the placeholders inside compressed streams.
  const saved = await document.save({ useObjectStreams: false });
  return fillSignature(saved, identity);
}
