import { WifiOff } from "lucide-react";
import { createContext, useContext, useEffect, type ReactNode } from "react";
import { Navigate, useLocation } from "react-router-dom";

import { Button } from "@/components/ui/button";

import { loginPathFor } from "../lib/next-path";
import { checkSession, useSession, type Owner } from "../lib/session";
import { SessionEndedDialog } from "./session-ended-dialog";

const OwnerContext = createContext<Owner | null>(null);

export function useOwner(): Owner {
  const owner = useContext(OwnerContext);
  if (!owner) throw new Error("useOwner must be used inside RequireOwner");
  return owner;
}

function Centered({ children }: { children: ReactNode }) {
  return (
    <div
      role="status"
      className="flex min-h-screen flex-col items-center justify-center gap-3 px-4 text-center text-slate-700 dark:text-slate-300"
    >
      {children}
    </div>
  );
}

/** Checks the stored token with /api/admin/verify: 'Verifying access...' meanwhile, the panel
 * when it is the owner's, otherwise a redirect to /admin/login that comes back here (the same
 * tab and query) after signing in. A session that ends while the panel is open keeps the panel
 * and its forms, under a dialog that signs in again. */
export function RequireOwner({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();

  useEffect(() => {
    if (session.status === "checking") void checkSession();
  }, [session.status]);

  if (session.status === "checking") {
    return (
      <Centered>
        <div className="flex items-center gap-3">
          <span className="size-6 animate-spin rounded-full border-4 border-slate-200 border-t-accent-600" />
          Verifying access...
        </div>
      </Centered>
    );
  }
  if (session.status === "unreachable") {
    return (
      <Centered>
        <WifiOff aria-hidden="true" className="size-8 text-slate-500" />
        <p className="font-semibold text-slate-900 dark:text-white">
          The site cannot be reached right now.
        </p>
        <p>Check your internet connection. You are still signed in.</p>
        <Button size="sm" onClick={() => void checkSession()} className="mt-2">
          Try again
        </Button>
      </Centered>
    );
  }
  if (session.status === "signed-out" || !session.owner) {
    return <Navigate to={loginPathFor(location.pathname + location.search)} replace />;
  }
  return (
    <OwnerContext.Provider value={session.owner}>
      {children}
      <SessionEndedDialog open={session.status === "ended"} />
    </OwnerContext.Provider>
  );
}
