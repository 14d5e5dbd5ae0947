import '../styles/kit.css';
import './environment-card.css';
import { type EnvironmentState, environmentState, maintenanceMessage } from '@portal/contracts/flows';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AppsIcon, PlayIcon } from '../components/icons';
import { ResourceMark } from '../components/resource-mark';
import { Spinner } from '../components/spinner';
import type { EnvironmentEntry } from './environment-entry';
import { SecureOnlyBadge } from './secure-only-badge';
import { StarIcon } from './star-icon';

interface Props {
  entry: EnvironmentEntry;
  launching: boolean;
  /** Another launch is running: one at a time. */
  busy: boolean;
  onLaunch: (entry: EnvironmentEntry) => void;
  onOpenApps: (entry: EnvironmentEntry) => void;
  /** The favourite toggle; without it (the apps page) no star is shown. */
  favourite?: { on: boolean; toggle: (entry: EnvironmentEntry) => void };
}

/** The chip's tone for each state (styles/kit.css). */
export const CHIP_TONE: Record<EnvironmentState, 'success' | 'warning' | 'danger' | 'primary'> = {
  available: 'success',
  maintenance: 'warning',
  'no-licences': 'danger',
  starting: 'primary',
};

/** A launch under way, read out by its name. */
export function LaunchProgress({ label }: { label: string }) {
  return <div className="linear-progress" role="progressbar" aria-label={label} />;
}

/** What the card says under its chip: the maintenance text itself (its own or its client's), or what the state means. */
export function stateDetail(entry: EnvironmentEntry, state: EnvironmentState, t: (key: string) => string) {
  if (state === 'maintenance') return maintenanceMessage(entry.client, entry.environment) ?? '';
  if (state === 'no-licences') return t('launch.card.stateDetail.noLicences');
  if (state === 'starting') return t('launch.card.stateDetail.starting');
  return '';
}

export function EnvironmentCard({ entry, launching, busy, onLaunch, onOpenApps, favourite }: Props) {
  const { t } = useTranslation();
  const headingId = useId();
  const stateId = useId();
  const secureId = useId();
  const { environment, client } = entry;
  const web = environment.access_group === 'WEB';
  const state = environmentState(client, environment);
  const detail = stateDetail(entry, state, t);
  const name = environment.name;
  const secureOnly = environment.secure_only === true;
  // What the card says of its state describes its button: a web card shows only a maintenance text.
  const stateShown = web ? detail !== '' : state !== 'available';
  const describedBy = [stateShown ? stateId : '', secureOnly ? secureId : ''].filter(Boolean).join(' ');
  return (
    <article className="kit-card env-card" aria-labelledby={headingId} aria-busy={launching}>
      {/* Room for the star, which sits in this row's corner but comes after Launch in the Tab order. */}
      <div className={favourite ? 'env-card-head env-card-head-starred' : 'env-card-head'}>
        <ResourceMark name={name} kind={web ? 'web' : 'desktop'} />
        <div className="env-card-names">
          <h3 className="text-title-md" id={headingId}>
            {name}
          </h3>
          <p className="text-body-sm">{t('launch.card.client', { name: client.name })}</p>
        </div>
      </div>
      {web ? (
        // No state chip (its apps open whatever the state), but its maintenance text, as a list row says it.
        detail ? (
          <div id={stateId}>
            <p className="text-body-sm env-card-detail">{detail}</p>
          </div>
        ) : null
      ) : (
        <div id={stateId}>
          <span className={`chip chip-${CHIP_TONE[state]}`}>{t(`launch.card.state.${state}`)}</span>
          {detail ? <p className="text-body-sm env-card-detail">{detail}</p> : null}
        </div>
      )}
      {secureOnly ? <SecureOnlyBadge descriptionId={secureId} /> : null}
      {launching ? <LaunchProgress label={t('launch.card.launching')} /> : null}
      <div className="env-card-actions">
        {web ? (
          <button
            type="button"
            className="btn btn-soft btn-decorated"
            disabled={busy}
            // Names start with the visible text (WCAG 2.5.3).
            aria-label={t('launch.card.openAppsNamed', { name })}
            aria-describedby={describedBy || undefined}
            onClick={() => onOpenApps(entry)}
          >
            <AppsIcon />
            {t('launch.card.openApps')}
          </button>
        ) : (
          // Every state may be launched: the server decides (maintenance leads to /messages); the
          // chip only says what to expect. The pressed button is never disabled while it launches
          // (aria-disabled instead): a disabled button loses keyboard focus to <body>, and a launch
          // that ends on this page (an alert, a session window) must leave the user where they were.
          <button
            type="button"
            className="btn btn-primary btn-decorated"
            disabled={busy && !launching}
            aria-disabled={launching || undefined}
            aria-label={
              launching ? t('launch.card.launchingNamed', { name }) : t('launch.card.launchNamed', { name })
            }
            aria-describedby={describedBy || undefined}
            onClick={() => {
              if (!launching) onLaunch(entry);
            }}
          >
            {launching ? <Spinner /> : <PlayIcon />}
            {launching ? t('launch.card.launching') : t('launch.card.launch')}
          </button>
        )}
      </div>
      {favourite ? (
        // Last in the card, so Tab reaches Launch (the card's main action) first; drawn in the heading
        // row's corner.
        <FavouriteButton on={favourite.on} name={name} onClick={() => favourite.toggle(entry)} />
      ) : null}
    </article>
  );
}

/** The star of a card or a list row: pressed when the environment is a favourite. */
export function FavouriteButton({ on, name, onClick }: { on: boolean; name: string; onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={on ? 'btn btn-plain favourite-button favourite-on' : 'btn btn-plain favourite-button'}
      aria-pressed={on}
      aria-label={t('launch.card.favourite', { name })}
      onClick={onClick}
    >
      <StarIcon filled={on} />
    </button>
  );
}
