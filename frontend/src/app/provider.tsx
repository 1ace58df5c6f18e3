import type { ReactNode } from "react";
import { SWRConfig } from "swr";

import { ErrorBoundary } from "@/components/ui/error-boundary";
import { swrFetcher } from "@/lib/api-client";

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
  return (
    <ErrorBoundary>
      <SWRConfig value={swrOptions}>{children}</SWRConfig>
    </ErrorBoundary>
  );
}
