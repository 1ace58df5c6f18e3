// The admin panel's photo upload: it lives here, not in lib/api-client.ts, so the code ships
// in the panel's chunk and never in the pages visitors load.
import { ApiError, parseBody, storedToken } from "@/lib/api-client";

import { markSessionEnded } from "../lib/session";
import { refreshTokens } from "../lib/token-refresh";

function send<T>(path: string, form: FormData, onProgress: (percent: number) => void): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", path);
    xhr.withCredentials = true;
    xhr.setRequestHeader("Accept", "application/json");
    const token = storedToken();
    if (token) xhr.setRequestHeader("Authorization", `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      const text = xhr.responseText;
      const parsed = parseBody(text);
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(100);
        resolve(parsed as T);
      } else {
        reject(new ApiError(xhr.status, text || xhr.statusText, parsed));
      }
    };
    xhr.onerror = () => reject(new ApiError(0, "Network error", undefined));
    xhr.send(form);
  });
}

/**
 * POST a multipart form and report upload progress (0-100): fetch() cannot, XMLHttpRequest can.
 * Errors are the same ApiError as apiRequest's (status 0 when the server was never reached); a
 * 401 refreshes the session and sends once more, as every owner call does.
 */
export async function uploadWithProgress<T>(
  path: string,
  form: FormData,
  onProgress: (percent: number) => void,
): Promise<T> {
  const sentWith = storedToken();
  try {
    return await send<T>(path, form, onProgress);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 401) throw error;
    const outcome = await refreshTokens(sentWith);
    if (outcome === "ok") return send<T>(path, form, onProgress);
    if (outcome === "ended") markSessionEnded();
    throw error;
  }
}
