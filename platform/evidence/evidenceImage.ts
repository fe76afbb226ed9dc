// The evidence image arrives as base64 text cut into chunks (doc 1 §7, doc 2 §7.3: "data as an array of
// string chunks"). Joined, it must be base64 of a size within the limit. A data URL prefix on the first
// chunk (what canvas.toDataURL gives) is accepted when it names the same type, and removed.
import { ApiError } from '../http/apiError';

/** Largest image, decoded. A screenshot at scale 0.5 and JPEG quality 0.92 (doc 2 §9) is far smaller. */
export const DEFAULT_MAX_EVIDENCE_BYTES = 5 * 1024 * 1024;

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

export function decodedLength(base64: string): number {
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return (base64.length / 4) * 3 - padding;
}

/** The joined base64 of the image and its decoded size; throws 400 or 413 as ApiError. */
export function joinEvidenceImage(
  chunks: readonly string[],
  mimeType: string,
  maxBytes: number,
): { base64: string; sizeBytes: number } {
  let joined = chunks.join('').replace(/\s+/g, '');
  const prefix = /^data:([a-z/+.-]+);base64,/i.exec(joined);
  if (prefix) {
    if (prefix[1]?.toLowerCase() !== mimeType) {
      throw new ApiError(400, 'invalid_request', 'The data URL type is not the mime_type', 'image.data');
    }
    joined = joined.slice(prefix[0].length);
  }
  // 4/3 of the limit, checked before the pattern, so an oversized body is never scanned.
  if (joined.length > Math.ceil(maxBytes / 3) * 4) {
    throw new ApiError(413, 'evidence_too_large', `The image is over ${maxBytes} bytes`, 'image.data');
  }
  if (joined.length === 0 || joined.length % 4 !== 0 || !BASE64.test(joined)) {
    throw new ApiError(400, 'invalid_request', 'The image data is not base64', 'image.data');
  }
  const sizeBytes = decodedLength(joined);
  if (sizeBytes > maxBytes) {
    throw new ApiError(413, 'evidence_too_large', `The image is over ${maxBytes} bytes`, 'image.data');
  }
  return { base64: joined, sizeBytes };
}
