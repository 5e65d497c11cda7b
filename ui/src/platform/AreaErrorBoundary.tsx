import { Component, type ErrorInfo, type ReactNode } from 'react';
import { AreaLoadError } from './AreaLoadError.tsx';

export interface AreaErrorBoundaryProps {
  /** Area name, for the console message. */
  name: string;
  children: ReactNode;
}

interface AreaErrorBoundaryState {
  error: Error | null;
}

/** Keeps a crash inside one area: the area shows the error panel, the rest of the page lives on. */
export class AreaErrorBoundary extends Component<AreaErrorBoundaryProps, AreaErrorBoundaryState> {
  state: AreaErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: Error): AreaErrorBoundaryState {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`Area ${this.props.name} crashed`, error, info.componentStack);
  }

  render() {
    if (this.state.error) return <AreaLoadError onRetry={() => this.setState({ error: null })} />;
    return this.props.children;
  }
}
