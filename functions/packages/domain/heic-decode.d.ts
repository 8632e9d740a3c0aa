/** heic-decode ships no types: what the packaging worker uses of it (libheif compiled to WebAssembly). */
declare module 'heic-decode' {
  interface DecodedImage {
    width: number;
    height: number;
    /** RGBA, 4 bytes a pixel. */
    data: Uint8ClampedArray;
  }
  export default function decode(input: { buffer: Uint8Array | ArrayBuffer }): Promise<DecodedImage>;
}
