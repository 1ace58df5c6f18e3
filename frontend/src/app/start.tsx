import { startTransition, StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router-dom";

import { AppProvider } from "@/app/provider";
import { AppRouter, preloadRoute } from "@/app/router";

const container = document.getElementById("root");
if (container) {
  // The server drew the first screen inside #root; React replaces it in one commit once the
  // page's chunk is here, so the visitor never sees a spinner or a jump in between. As a
  // transition, the render yields to the browser every few milliseconds (a long list never
  // blocks a tap); only the commit is one piece.
  void preloadRoute(window.location.pathname).then(() => {
    const root = createRoot(container);
    startTransition(() => {
      root.render(
        <StrictMode>
          <AppProvider>
            <BrowserRouter>
              <AppRouter />
            </BrowserRouter>
          </AppProvider>
        </StrictMode>,
      );
    });
  });
}
