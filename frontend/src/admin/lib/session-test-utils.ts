// Test helpers for the panel's session: JWT-shaped tokens, a fake server for fetch, and the
// notices another tab would send over the session's BroadcastChannel.
import { vi } from "vitest";

/** A JWT-shaped token (unsigned: the browser only reads its expiry). */
export function jwt(expiresInSeconds: number, id = Math.random().toString(36).slice(2)): string {
  const payload = { exp: Math.floor(Date.now() / 1000) + expiresInSeconds, jti: id };
  return `h.${window.btoa(JSON.stringify(payload))}.s`;
}

export type Call = { url: string; method: string; auth: string | null; body: unknown };

/** A fake server: `routes` answers each call (in order of arrival). */
export function serve(handler: (call: Call) => { status: number; body?: unknown }) {
  const calls: Call[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit) => {
      const headers = init.headers as Record<string, string>;
      const call = {
        url,
        method: init.method ?? "GET",
        auth: headers.Authorization ?? null,
        body: init.body ? JSON.parse(init.body as string) : undefined,
      };
      calls.push(call);
      const { status, body } = handler(call);
      const text = body === undefined ? "" : JSON.stringify(body);
      return new Response(text || null, { status });
    }),
  );
  return calls;
}

/** Post `notices` from another tab's channel and resolve once they have been delivered (a probe
 * channel of this tab's receives them in the same turn as the session's own). */
export async function tellThisTab(other: BroadcastChannel, ...notices: object[]): Promise<void> {
  const probe = new BroadcastChannel("portfolio-admin-session");
  const delivered = new Promise<void>((resolve) => {
    let count = 0;
    probe.onmessage = () => {
      count += 1;
      if (count === notices.length) resolve();
    };
  });
  notices.forEach((notice) => other.postMessage(notice));
  await delivered;
  await new Promise((resolve) => window.setTimeout(resolve, 0));
  probe.close();
}
