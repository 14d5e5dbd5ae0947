import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChunkLoadFailure, retryFailedScreens } from '../components/lazy-code';

type Failure = 'download' | 'render';

/** Last resort for a page that failed to load or render (a lost code chunk after a deploy, a bug). */
function RouteErrorPage({ failure }: { failure: Failure }) {
  const { t } = useTranslation();
  const texts =
    failure === 'download'
      ? { title: 'errorPage.downloadTitle', description: 'errorPage.downloadDescription' }
      : { title: 'errorPage.title', description: 'errorPage.description' };
  return (
    <main className="route-error">
      <h1>{t(texts.title)}</h1>
      <p>{t(texts.description)}</p>
      <button type="button" className="btn btn-primary btn-lg" onClick={() => window.location.reload()}>
        {t('errorPage.reload')}
      </button>
    </main>
  );
}

interface Props {
  /** A new path clears the failure, so navigating elsewhere tries again. */
  pathname: string;
  children: ReactNode;
}

interface State {
  failedAt: Failure | undefined;
  pathname: string;
}

/** Catches what a page throws (its render, or its code failing to download). */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { failedAt: undefined, pathname: this.props.pathname };

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (props.pathname === state.pathname) return null;
    // Another page: whatever failed to download may come now.
    if (state.failedAt !== undefined) retryFailedScreens();
    return { pathname: props.pathname, failedAt: undefined };
  }

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failedAt: error instanceof ChunkLoadFailure ? 'download' : 'render' };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failedAt !== undefined ? (
      <RouteErrorPage failure={this.state.failedAt} />
    ) : (
      this.props.children
    );
  }
}
