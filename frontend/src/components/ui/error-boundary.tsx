import { Component, type ReactNode } from "react";

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
        <a
          href="/"
          className="mt-8 inline-block rounded-lg bg-accent-700 px-5 py-2.5 font-medium text-white hover:bg-accent-800"
        >
          Back to Home
        </a>
      </div>
    );
  }
}
