import { Component, type ReactNode } from "react";

import { buttonClass } from "@/components/ui/button";

type State = { failed: boolean };

/** Shows a calm message instead of a blank page when a screen throws or a chunk fails to load. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert" className="mx-auto max-w-xl px-6 py-24 text-center">
        <h1 className="text-2xl font-semibold">Something went wrong</h1>
        <p className="mt-4 text-slate-600 dark:text-slate-400">
          Sorry, this page could not be shown. Please reload to try again.
        </p>
        <a href="/" className={buttonClass({ weight: "medium", className: "mt-8" })}>
          Back to Home
        </a>
      </div>
    );
  }
}
