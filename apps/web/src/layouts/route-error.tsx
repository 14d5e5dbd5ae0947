import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Last resort for a page that failed to load or render (a lost code chunk after a deploy, a bug). */
function RouteErrorPage() {
  const { t } = useTranslation();
  return (
    <main className="route-error">
      <h1>{t('errorPage.title')}</h1>
      <p>{t('errorPage.description')}</p>
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
  failedAt: string | undefined;
  pathname: string;
}

/** Catches what a page throws (its render, or its code failing to download). */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { failedAt: undefined, pathname: this.props.pathname };

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.pathname === state.pathname ? null : { pathname: props.pathname, failedAt: undefined };
  }

  static getDerivedStateFromError(): Partial<State> {
    return { failedAt: 'render' };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failedAt !== undefined ? <RouteErrorPage /> : this.props.children;
  }
}
