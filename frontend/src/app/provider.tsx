import type { ReactNode } from "react";
import { SWRConfig } from "swr";

import { ErrorBoundary } from "@/components/ui/error-boundary";
import { ToastProvider } from "@/components/ui/toast";
import { swrFetcher } from "@/lib/api-client";
import { getInitialData } from "@/lib/initial-data";

const FIVE_MINUTES = 5 * 60 * 1000;

// Data is fresh for 5 minutes, reads are retried once, nothing refetches on focus or polls.
export const swrOptions = {
  fetcher: swrFetcher,
  dedupingInterval: FIVE_MINUTES,
  focusThrottleInterval: FIVE_MINUTES,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateIfStale: false,
  errorRetryCount: 1,
};

export function AppProvider({ children }: { children: ReactNode }) {
  // The page's first data, embedded by the server, answers the first reads without a request.
  const value = { ...swrOptions, fallback: getInitialData().data };
  return (
    <ErrorBoundary>
      <SWRConfig value={value}>
        <ToastProvider>{children}</ToastProvider>
      </SWRConfig>
    </ErrorBoundary>
  );
}
