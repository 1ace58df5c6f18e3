import "@/styles/app.css";

import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router-dom";

import { AppProvider } from "@/app/provider";
import { AppRouter } from "@/app/router";

const container = document.getElementById("root");
if (container) {
  createRoot(container).render(
    <StrictMode>
      <AppProvider>
        <BrowserRouter>
          <AppRouter />
        </BrowserRouter>
      </AppProvider>
    </StrictMode>,
  );
}
