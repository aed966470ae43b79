import { Component, type ErrorInfo, type ReactNode, Suspense } from "react";
import { Outlet, useLocation } from "react-router";
import { Button } from "./ui/button";

interface RouteErrorBoundaryProps {
  children: ReactNode;
  /** When it changes (the visitor went to another page), a caught error is forgotten and the children render again. */
  resetKey?: string;
}

/**
 * What a route shows when it throws or its code chunk cannot load (typically a tab left open across a deploy,
 * whose old chunk names are gone): a plain apology and a reload, never a blank page or a stack trace.
 */
export class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, { error: unknown; resetKey?: string }> {
  override state: { error: unknown; resetKey?: string } = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: RouteErrorBoundaryProps, state: { error: unknown; resetKey?: string }) {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.error ? <RouteError /> : this.props.children;
  }
}

function RouteError() {
  return (
    <section className="mx-auto max-w-7xl px-4 py-20 sm:px-6 sm:py-28 lg:px-8">
      <h1 className="max-w-3xl text-3xl font-bold tracking-tight text-primary sm:text-4xl">Something went wrong</h1>
      <p className="mt-4 max-w-3xl text-lg text-muted-foreground">
        This page could not be loaded. Please reload the page; if it keeps happening, try again in a few minutes.
      </p>
      <Button className="mt-8" onClick={() => window.location.reload()}>
        Reload page
      </Button>
    </section>
  );
}

/** Around each page: its errors are caught here (and cleared by leaving it), and its chunk loads in place. */
export function PageBoundary() {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary resetKey={pathname}>
      <Suspense fallback={null}>
        <Outlet />
      </Suspense>
    </RouteErrorBoundary>
  );
}
