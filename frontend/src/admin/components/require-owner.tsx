import { createContext, useContext, useEffect, type ReactNode } from "react";
import { Navigate, useNavigate } from "react-router-dom";
import useSWR from "swr";

import { paths } from "@/config/paths";

import { scheduleSilentRefresh, verifySession, type Owner } from "../lib/session";

export const SESSION_KEY = "admin-session";

const OwnerContext = createContext<Owner | null>(null);

export function useOwner(): Owner {
  const owner = useContext(OwnerContext);
  if (!owner) throw new Error("useOwner must be used inside RequireOwner");
  return owner;
}

/** Checks the stored token with /api/admin/verify: 'Verifying access...' meanwhile, the panel
 * when it is the owner's, otherwise a redirect to /admin/login. */
export function RequireOwner({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const { data: owner, isLoading } = useSWR(SESSION_KEY, verifySession, {
    revalidateOnMount: true,
    dedupingInterval: 0,
    shouldRetryOnError: false,
  });

  useEffect(() => {
    if (!owner) return;
    return scheduleSilentRefresh(() => navigate(paths.adminLogin, { replace: true }));
  }, [owner, navigate]);

  if (isLoading) {
    return (
      <div
        role="status"
        className="flex min-h-screen items-center justify-center gap-3 text-slate-700 dark:text-slate-300"
      >
        <span className="size-6 animate-spin rounded-full border-4 border-slate-200 border-t-accent-600" />
        Verifying access...
      </div>
    );
  }
  if (!owner) return <Navigate to={paths.adminLogin} replace />;
  return <OwnerContext.Provider value={owner}>{children}</OwnerContext.Provider>;
}
