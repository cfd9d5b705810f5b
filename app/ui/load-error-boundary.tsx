import { RefreshCw } from "lucide-react";
import { Component } from "react";

import { buttonVariants } from "./button-variants";

type Props = {
  children: React.ReactNode;
  title: string;
  text?: string;
  /**
   * Said instead of `title` when what failed was not the loading (a `LoadFailure`) but the section
   * itself: a message about the connection would send the visitor looking in the wrong place.
   */
  crashTitle?: string;
  actionLabel: string;
  onRetry: () => void;
};

/** The loading of a section failed (its chunk or a file it needs), as opposed to the section failing. */
export class LoadFailure extends Error {
  constructor(cause: unknown) {
    // The cause's own words ("Failed to fetch dynamically imported module: …") are what a log needs.
    super(cause instanceof Error ? cause.message : "section could not be loaded", { cause });
  }
}

/** When a code-split chunk cannot load, says so with a retry button instead of the app-wide error screen. */
export class LoadErrorBoundary extends Component<Props, { failed: boolean; loading: boolean }> {
  state = { failed: false, loading: false };

  static getDerivedStateFromError(error: unknown) {
    return { failed: true, loading: error instanceof LoadFailure };
  }

  render() {
    if (!this.state.failed) return this.props.children;
    const title = this.props.crashTitle && !this.state.loading ? this.props.crashTitle : this.props.title;
    return (
      <div role="alert" className="flex flex-col items-start gap-3 rounded-card border border-fake/30 bg-fake-soft p-6 text-ink">
        <div>
          <p className="font-display text-lg font-bold">{title}</p>
          {this.props.text ? <p className="mt-1 text-ink-soft">{this.props.text}</p> : null}
        </div>
        <button type="button" className={buttonVariants({ variant: "outline" })} onClick={this.props.onRetry}>
          <RefreshCw aria-hidden="true" />
          {this.props.actionLabel}
        </button>
      </div>
    );
  }
}
