import { startTransition, StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router-dom";

import { AppProvider } from "@/app/provider";
import { FooterContent } from "@/app/layout/site-layout";
import { AppRouter, preloadRoute } from "@/app/router";
import { yieldToBrowser } from "@/lib/yield-to-browser";

// The server drew the first screen inside #root; React replaces it in one commit once the
// page's chunk is here, so the visitor never sees a spinner or a jump in between. Each step
// is a task of its own (running the app's modules, asking for the page's chunk, running it,
// making the root), and the render is a transition: it yields to the browser every few
// milliseconds (a long list never blocks a tap); only the commit is one piece.
async function start(container: HTMLElement) {
  await yieldToBrowser();
  // The footer's chunk too, when the server drew the footer on the first screen (a short page).
  await Promise.all([
    preloadRoute(window.location.pathname),
    container.querySelector("footer") ? FooterContent.preload() : undefined,
  ]);
  await yieldToBrowser();
  const root = createRoot(container);
  await yieldToBrowser();
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
}

const container = document.getElementById("root");
if (container) void start(container);
