import type { IncomingMessage } from 'node:http';
import {
  COMPANY_LOGO_MAX_BYTES,
  COMPANY_LOGO_MAX_SIDE,
  companyLogoTypes,
  companyMessages,
} from '@ppp/domain';
import sharp from 'sharp';
import { HttpError, Invalid } from '../../http/errors.ts';
import type { CompanyLogoType } from './service.ts';

// The logo's upload (D23): a PNG or JPEG of at most 512 kB and 4 000 px a side, checked and re-encoded
// by sharp (libvips): the header is read before any pixel, decoding is capped in pixels, and what is
// stored is a fresh image without the upload's metadata.

/** Each upload decodes once; nothing is worth keeping in libvips' operation cache. */
sharp.cache(false);

/** Stored logos are letterhead-sized: a larger upload is scaled down to fit this box. */
export const STORED_LOGO_SIDE = 600;

const formatOf: Record<CompanyLogoType, 'png' | 'jpeg'> = { 'image/png': 'png', 'image/jpeg': 'jpeg' };

/** The request's declared type when it is one a logo may have, else null. */
export function logoTypeOf(contentType: string): CompanyLogoType | null {
  const type = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  return (companyLogoTypes as readonly string[]).includes(type) ? (type as CompanyLogoType) : null;
}

const tooBig = () => new HttpError(413, companyMessages.logoTooBig);

/**
 * The request's body, refused with 413 as soon as it passes `limit` bytes (by its Content-Length before
 * reading, or while reading): never more than the limit is held. The rest of a refused body is read
 * and dropped, so the answer reaches the client and the connection stays usable.
 */
export function readBodyWithin(req: IncomingMessage, limit = COMPANY_LOGO_MAX_BYTES): Promise<Buffer> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) return Promise.reject(tooBig());
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) {
        chunks.push(chunk);
        return;
      }
      chunks.length = 0;
      req.off('data', onData).off('end', onEnd).off('error', onError);
      req.resume();
      reject(tooBig());
    };
    const onEnd = () => resolve(Buffer.concat(chunks, size));
    const onError = (error: Error) => reject(error);
    // A client that went away before the end: nothing to answer (settling twice is a no-op).
    const onClose = () => reject(new Error('request closed before its end'));
    req.on('data', onData).on('end', onEnd).on('error', onError).once('close', onClose);
  });
}

const notAnImage = () => new Invalid({ logo: companyMessages.logoInvalid });

/**
 * The upload as stored: it must decode as the declared format within D23's 4 000 px a side (read from
 * the header, so a decompression bomb is refused before it is inflated; libvips' own pixel limit
 * backs that up), is turned upright by its EXIF orientation, scaled down to fit 600 px and encoded
 * anew, with no metadata carried over. Anything else is 400 'Plik nie jest prawidłowym obrazem'.
 */
export async function reencodeLogo(
  bytes: Buffer,
  declared: CompanyLogoType,
): Promise<{ bytes: Buffer; contentType: CompanyLogoType }> {
  const format = formatOf[declared];
  const open = () =>
    sharp(bytes, { limitInputPixels: COMPANY_LOGO_MAX_SIDE * COMPANY_LOGO_MAX_SIDE, failOn: 'warning' });
  // Inside the promise: sharp refuses some input (an empty buffer) as the instance is made.
  const metadata = await Promise.resolve()
    .then(() => open().metadata())
    .catch(() => null);
  if (!metadata) throw notAnImage();
  const { width = 0, height = 0 } = metadata;
  if (metadata.format !== format || width < 1 || height < 1) throw notAnImage();
  if (width > COMPANY_LOGO_MAX_SIDE || height > COMPANY_LOGO_MAX_SIDE) throw notAnImage();
  try {
    const image = open().rotate().resize({
      width: STORED_LOGO_SIDE,
      height: STORED_LOGO_SIDE,
      fit: 'inside',
      withoutEnlargement: true,
    });
    const encoded =
      format === 'png'
        ? await image.png({ compressionLevel: 9 }).toBuffer()
        : await image.jpeg({ quality: 85, mozjpeg: true }).toBuffer();
    return { bytes: encoded, contentType: declared };
  } catch {
    // A header that promised more than the data holds (truncated, corrupt) fails here.
    throw notAnImage();
  }
}
