import { createElement, lazy, type ComponentType } from "react";

type Module = { default: ComponentType };

export type LazyRoute = ComponentType & {
  /** Loads the route's chunk; the component then renders at once, without suspending. */
  preload: () => Promise<unknown>;
};

/**
 * A route component in its own chunk. Unlike a bare `React.lazy`, once `preload()` has settled
 * it renders synchronously: the entry preloads the first page's chunk before React's first
 * render, so the first commit draws the real page (never a spinner that the page then pushes
 * the footer away from, which is layout shift).
 */
export function lazyRoute(load: () => Promise<Module>): LazyRoute {
  let loaded: ComponentType | undefined;
  let pending: Promise<Module> | undefined;
  const preload = () => {
    pending ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        pending = undefined; // a failed chunk (offline) may be retried on the next visit
        throw error;
      },
    );
    return pending;
  };
  const Lazy = lazy(preload);
  function Route() {
    return loaded ? createElement(loaded) : createElement(Lazy);
  }
  return Object.assign(Route, { preload });
}
