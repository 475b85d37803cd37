/**
 * An image's width and height read from its header, before anything is decoded, so a small file
 * that unpacks to billions of pixels is refused without being opened. PNG, JPEG, WebP and TIFF
 * (the first image of the file); null when the header cannot be read.
 */
export function imageSize(bytes: Uint8Array): { width: number; height: number } | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  try {
    if (bytes[0] === 0x89 && bytes[1] === 0x50) return pngSize(view);
    if (bytes[0] === 0xff && bytes[1] === 0xd8) return jpegSize(view);
    if (ascii(bytes, 8, 4) === 'WEBP') return webpSize(bytes, view);
    if (ascii(bytes, 0, 2) === 'II' || ascii(bytes, 0, 2) === 'MM') return tiffSize(bytes, view);
  } catch {
    // A header cut short reads past the end: not a readable image.
  }
  return null;
}

const ascii = (bytes: Uint8Array, at: number, length: number) =>
  String.fromCharCode(...bytes.subarray(at, at + length));

const sized = (width: number, height: number) =>
  width > 0 && height > 0 ? { width, height } : null;

function pngSize(view: DataView) {
  return sized(view.getUint32(16), view.getUint32(20));
}

/** The first start-of-frame marker (C0–CF but DHT C4, JPG C8, DAC CC) holds the size. */
function jpegSize(view: DataView) {
  let at = 2;
  while (at + 9 < view.byteLength) {
    if (view.getUint8(at) !== 0xff) return null;
    const marker = view.getUint8(at + 1);
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker))
      return sized(view.getUint16(at + 7), view.getUint16(at + 5));
    at += 2 + view.getUint16(at + 2);
  }
  return null;
}

function webpSize(bytes: Uint8Array, view: DataView) {
  const chunk = ascii(bytes, 12, 4);
  if (chunk === 'VP8 ')
    return sized(view.getUint16(26, true) & 0x3fff, view.getUint16(28, true) & 0x3fff);
  if (chunk === 'VP8L') {
    const bits = view.getUint32(21, true);
    return sized((bits & 0x3fff) + 1, ((bits >> 14) & 0x3fff) + 1);
  }
  if (chunk === 'VP8X') {
    const uint24 = (at: number) => view.getUint16(at, true) + (view.getUint8(at + 2) << 16);
    return sized(uint24(24) + 1, uint24(27) + 1);
  }
  return null;
}

/** Tags 256 (width) and 257 (height) of the first image file directory. */
function tiffSize(bytes: Uint8Array, view: DataView) {
  const little = ascii(bytes, 0, 2) === 'II';
  const ifd = view.getUint32(4, little);
  const count = view.getUint16(ifd, little);
  let width = 0;
  let height = 0;
  for (let i = 0; i < Math.min(count, 512); i++) {
    const entry = ifd + 2 + i * 12;
    const tag = view.getUint16(entry, little);
    const type = view.getUint16(entry + 2, little);
    const value =
      type === 3 ? view.getUint16(entry + 8, little) : view.getUint32(entry + 8, little);
    if (tag === 256) width = value;
    if (tag === 257) height = value;
  }
  return sized(width, height);
}
