import { Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { Component, type ReactNode } from 'react';

interface WidgetBoundaryProps {
  children: ReactNode;
  /** A compact note for a table cell; a sentence elsewhere. */
  compact?: boolean;
  /** What the widget draws (a poll's answer): when it changes, a failed widget tries again. */
  resetKey?: unknown;
}

/**
 * Keeps a render error in one widget (a card, a chart, a table cell) inside it: the rest of the
 * screen goes on showing what it can. The broker's answers are not always what its document says.
 * The root's onCaughtError (main.tsx) keeps such errors out of the console's errors.
 */
export class WidgetBoundary extends Component<WidgetBoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  componentDidUpdate(previous: WidgetBoundaryProps): void {
    if (this.state.failed && !Object.is(previous.resetKey, this.props.resetKey)) this.setState({ failed: false });
  }

  render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <Text as="span" color="fg.muted" fontSize="sm">
        {this.props.compact ? '–' : <Trans>This part could not be shown.</Trans>}
      </Text>
    );
  }
}
