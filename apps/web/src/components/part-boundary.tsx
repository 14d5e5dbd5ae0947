import './part-boundary.css';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChunkLoadFailure } from './lazy-code';
import { Spinner } from './spinner';

type Failure = 'download' | 'render';

/** Where the part would be: what went wrong, and the way out (a reload, as the error page offers). */
function PartFailed({ failure }: { failure: Failure }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="page-notice page-notice-warning part-failed">
      <p>{t(failure === 'download' ? 'errorPage.downloadDescription' : 'errorPage.description')}</p>
      <button type="button" className="btn btn-outlined" onClick={() => window.location.reload()}>
        {t('errorPage.reload')}
      </button>
    </div>
  );
}

/** While a part's code is on its way (one that takes the page's place, such as a card). */
export function PartLoading() {
  const { t } = useTranslation();
  return (
    <div className="part-loading">
      <Spinner size="lg" label={t('common.loading')} />
    </div>
  );
}

/**
 * Around a part of a page whose code comes later (layouts/joy-part.tsx): a part that cannot
 * download or draw says so where it would be, and the page around it (the top bar, the list)
 * stays, instead of the whole page turning into the route's error page.
 */
export class PartBoundary extends Component<{ children: ReactNode }, { failedAt: Failure | undefined }> {
  override state: { failedAt: Failure | undefined } = { failedAt: undefined };

  static getDerivedStateFromError(error: unknown): { failedAt: Failure } {
    return { failedAt: error instanceof ChunkLoadFailure ? 'download' : 'render' };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failedAt ? <PartFailed failure={this.state.failedAt} /> : this.props.children;
  }
}
