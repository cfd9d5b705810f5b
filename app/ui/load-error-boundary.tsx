import { RefreshCw } from "lucide-react";
import { Component } from "react";

import { buttonVariants } from "./button-variants";

type Props = {
  children: React.ReactNode;
  title: string;
  text?: string;
  actionLabel: string;
  onRetry: () => void;
};

/** When a code-split chunk cannot load, says so with a retry button instead of the app-wide error screen. */
export class LoadErrorBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert" className="flex flex-col items-start gap-3 rounded-card border border-fake/30 bg-fake-soft p-6 text-ink">
        <div>
          <p className="font-display text-lg font-bold">{this.props.title}</p>
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
