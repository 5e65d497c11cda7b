import { apiResponse } from './client.ts';

// A file the API answers as a download (D26's exports), fetched so that a refusal ('Za dużo wierszy
// dla XLSX — użyj CSV', a session that ended) is told on the page instead of as a failed download.

/** The name a Content-Disposition gives: RFC 6266's exact `filename*` (UTF-8) first, else `filename`. */
export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const exact = /filename\*=UTF-8''([^;\s]+)/i.exec(disposition);
  if (exact) {
    try {
      return decodeURIComponent(exact[1]);
    } catch {
      // A malformed escape: the plain name below.
    }
  }
  const plain = /filename="((?:[^"\\]|\\.)*)"/i.exec(disposition) ?? /filename=([^;\s]+)/i.exec(disposition);
  return plain ? plain[1].replace(/\\(.)/g, '$1') : null;
}

/** GETs `url` as a file: its bytes and the name the answer gives, or ApiError / NetworkError. */
export async function apiDownload(url: string): Promise<{ blob: Blob; fileName: string | null }> {
  const response = await apiResponse('GET', url);
  return { blob: await response.blob(), fileName: fileNameOf(response.headers.get('Content-Disposition')) };
}

/** Hands `blob` to the browser as a download named `fileName`. */
export function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has taken the bytes once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
