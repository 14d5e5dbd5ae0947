import { environmentState } from '@portal/contracts/flows';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourceMark } from '../components/resource-mark';
import { Spinner } from '../components/spinner';
import { CHIP_TONE, FavouriteButton, LaunchProgress, stateDetail } from './environment-card';
import type { EnvironmentEntry } from './environment-entry';

interface Props {
  entry: EnvironmentEntry;
  launching: boolean;
  busy: boolean;
  onLaunch: (entry: EnvironmentEntry) => void;
  onOpenApps: (entry: EnvironmentEntry) => void;
  favourite?: { on: boolean; toggle: (entry: EnvironmentEntry) => void };
}

/**
 * The environment card's compact form, for the list view of long lists (issue 22): one line a
 * environment, the same name, state and actions as the card (environment-card.tsx), Launch
 * before the star in Tab order. Styles: environment-card.css.
 */
export function EnvironmentRow({ entry, launching, busy, onLaunch, onOpenApps, favourite }: Props) {
  const { t } = useTranslation();
  const headingId = useId();
  const stateId = useId();
  const { environment, client } = entry;
  const web = environment.access_group === 'WEB';
  const state = environmentState(client, environment);
  const detail = stateDetail(entry, state, t);
  const name = environment.name;
  return (
    <article
      className={web ? 'env-row env-row-web' : 'env-row'}
      aria-labelledby={headingId}
      aria-busy={launching}
    >
      <div className="env-row-mark">
        <ResourceMark name={name} kind={web ? 'web' : 'desktop'} size={32} />
      </div>
      <div className="env-row-name">
        <h3 className="text-title-sm" id={headingId}>
          {name}
        </h3>
        <p className="text-body-xs">{t('launch.card.client', { name: client.name })}</p>
      </div>
      <div className="env-row-state" id={stateId}>
        {web ? null : (
          <span className={`chip chip-${CHIP_TONE[state]}`}>{t(`launch.card.state.${state}`)}</span>
        )}
        {detail ? <p className="text-body-xs env-row-detail">{detail}</p> : null}
      </div>
      <div className="env-row-actions">
        {web ? (
          <button
            type="button"
            className="btn btn-sm btn-soft"
            disabled={busy}
            aria-label={t('launch.card.openAppsNamed', { name })}
            onClick={() => onOpenApps(entry)}
          >
            {t('launch.card.openApps')}
          </button>
        ) : (
          <button
            type="button"
            className="btn btn-sm btn-primary btn-decorated"
            disabled={busy && !launching}
            aria-disabled={launching || undefined}
            aria-label={
              launching ? t('launch.card.launchingNamed', { name }) : t('launch.card.launchNamed', { name })
            }
            aria-describedby={state === 'available' ? undefined : stateId}
            onClick={() => {
              if (!launching) onLaunch(entry);
            }}
          >
            {launching ? <Spinner /> : null}
            {launching ? t('launch.card.launching') : t('launch.card.launch')}
          </button>
        )}
        {favourite ? (
          <FavouriteButton on={favourite.on} name={name} onClick={() => favourite.toggle(entry)} />
        ) : null}
      </div>
      {launching ? <LaunchProgress label={t('launch.card.launching')} /> : null}
    </article>
  );
}
