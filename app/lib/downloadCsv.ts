import { AUTH_HEADERS } from '../../common/contracts/auth.ts';
import { getSession } from './session.ts';

/** Hands the browser a file to save under `fileName` (a temporary object URL on a clicked link). */
export const saveBlob = (blob: Blob, fileName: string) => {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
};

/**
 * Downloads an authenticated CSV (the session lives in headers, so a plain link cannot carry it):
 * fetch it, then hand the browser a temporary object URL to save.
 */
export const downloadCsv = async (path: string, fileName: string) => {
  const headers = new Headers();
  const session = getSession();
  if (session) for (const h of AUTH_HEADERS) headers.set(h, session[h]);
  const res = await fetch(path, { headers, credentials: 'same-origin' });
  if (!res.ok) throw new Error(`download failed: ${res.status}`);
  saveBlob(await res.blob(), fileName);
};
