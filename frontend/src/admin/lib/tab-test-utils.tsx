// For an admin tab's tests: the tab rendered as the panel renders it (a cache of its own, toasts),
// with every read answered by `rows`.
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { SWRConfig } from "swr";
import { vi } from "vitest";

import { ToastProvider } from "@/components/ui/toast";

export function renderTabWithRows(tab: ReactElement, rows: unknown) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(JSON.stringify(rows), { status: 200 })),
  );
  return render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <ToastProvider>{tab}</ToastProvider>
    </SWRConfig>,
  );
}
