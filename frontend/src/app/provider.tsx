import type { ReactNode } from "react";

import { ErrorBoundary } from "@/components/ui/error-boundary";
import { ToastProvider } from "@/components/ui/toast";

// No SWRConfig here: public reads pass their options per hook (lib/public-data.ts) and the
// admin panel has its own, so SWR is not part of every page's first load.
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary>
      <ToastProvider>{children}</ToastProvider>
    </ErrorBoundary>
  );
}
