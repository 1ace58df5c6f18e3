import { Suspense } from "react";
import { Navigate, Route, Routes } from "react-router-dom";
import { SWRConfig } from "swr";

import { PageSpinner } from "@/components/ui/page-spinner";
import { paths } from "@/config/paths";
import { swrOptions } from "@/lib/public-data";

import { RequireOwner } from "./components/require-owner";
import LoginPage from "./routes/login-page";

import AdminPanel from "./routes/admin-panel";

// The owner's admin panel: its own lazy chunk, never part of what visitors download.
export default function AdminApp() {
  return (
    <SWRConfig value={swrOptions}>
      <Routes>
        <Route path="login" element={<LoginPage />} />
        <Route
          index
          element={
            <RequireOwner>
              <Suspense fallback={<PageSpinner />}>
                <AdminPanel />
              </Suspense>
            </RequireOwner>
          }
        />
        <Route path="*" element={<Navigate to={paths.admin} replace />} />
      </Routes>
    </SWRConfig>
  );
}
