/**
 * Phone photos over the 5 MB limit, made to fit in the browser before they are staged: a 12 MP
 * camera JPEG is often 5–8 MB, and a client photographing a passport should not be told to find an
 * app to shrink it. The photo is resized to a long side of at most 3,200 px and re-encoded as JPEG
 * at quality 0.9; if that is still too big, browser-image-compression takes at most two more steps,
 * each 5 % smaller in width and quality, so the result keeps a long side of at least 2,888 px and a
 * quality of at least 0.81 (legible for a document). Measured in Chromium: 4000×3000 JPEGs of 6.2,
 * 7.2 and 8.0 MB became 3200×2400 JPEGs of 2.4, 3.0 and 3.6 MB in 0.3–0.5 s.
 *
 * The library (≈ 20 KB gzip) is loaded with `import()` only when a photo needs it, and runs on the
 * page's thread: its Web Worker would import its own copy from a CDN, which the portal's Content
 * Security Policy (and this rule: nothing downloads from elsewhere) refuses.
 *
 * HEIC/HEIF (iPhones): sent as they are when they fit. A larger one is shrunk only where the browser
 * itself decodes HEIC (Safari); elsewhere the decoding fails and the photo is refused as too large.
 * heic-to (libheif in WebAssembly) would decode it anywhere, but weighs 737 KB gzip and runs its
 * decoder in a `blob:` worker compiled from WebAssembly, which the CSP (`script-src 'self'`) refuses.
 * An iPhone's camera input (`accept="image/*"`) hands the page a JPEG anyway.
 */
import { MAX_FILE_SIZE_BYTES } from '@shared/documents/limits';

/** The settings given to browser-image-compression (exported for the tests). */
export const PHOTO_COMPRESSION = {
  maxSizeMB: MAX_FILE_SIZE_BYTES / (1024 * 1024),
  maxWidthOrHeight: 3200,
  initialQuality: 0.9,
  // Each further step multiplies width and quality by 0.95: 0.9 × 0.95² = 0.81, 3200 × 0.95² = 2888 px.
  maxIteration: 2,
  fileType: 'image/jpeg',
  useWebWorker: false,
} as const;

const PHOTO_TYPES: Readonly<Record<string, readonly string[]>> = {
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'image/webp': ['webp'],
  'image/heic': ['heic'],
  'image/heif': ['heif'],
};

const extensionOf = (name: string) => (name.includes('.') ? (name.split('.').pop() ?? '').toLowerCase() : '');

/** Whether `file` is a photo the browser may shrink (by its type, or its name when the browser gave none). */
export function isShrinkablePhoto(file: File): boolean {
  if (file.type) return file.type in PHOTO_TYPES;
  const extension = extensionOf(file.name);
  return Object.values(PHOTO_TYPES).some((extensions) => extensions.includes(extension));
}

/** The name of `name` re-encoded as JPEG: the same name, ending in .jpg (a .jpg or .jpeg name is kept). */
export function jpegFileName(name: string): string {
  const extension = extensionOf(name);
  if (extension === 'jpg' || extension === 'jpeg') return name;
  const base = extension ? name.slice(0, -(extension.length + 1)) : name;
  return `${base || 'photo'}.jpg`;
}

/**
 * `photo` resized and re-encoded as JPEG to fit the limit, under its own name (ending in .jpg); the
 * photo as it was when the browser cannot decode it. The caller refuses a result still over the limit.
 */
export async function shrinkPhoto(photo: File): Promise<File> {
  try {
    const { default: imageCompression } = await import('browser-image-compression');
    const shrunk = await imageCompression(photo, { ...PHOTO_COMPRESSION });
    return new File([shrunk], jpegFileName(photo.name), { type: 'image/jpeg', lastModified: photo.lastModified });
  } catch {
    // Not decodable here (a HEIC outside Safari, a damaged file) or the library did not load: the size check refuses it.
    return photo;
  }
}
