import { useTranslation } from 'react-i18next';
import { ResourceMark } from '../../components/resource-mark';
import { type EnvironmentEntry, entryKey } from '../../launch/environment-entry';

interface Props {
  entries: EnvironmentEntry[];
  /** One launch at a time: while one runs the row waits. */
  busy: boolean;
  onOpen: (entry: EnvironmentEntry) => void;
  onClear: () => void;
}

/**
 * The Recent row (issue 22): the environments last launched from this browser, newest first, in
 * their own row above the groups, so the groups keep their order. Cleared by its button or by a
 * logout (session/recent-environments.ts). Styles: environments.css.
 */
export function RecentRow({ entries, busy, onOpen, onClear }: Props) {
  const { t } = useTranslation('environments');
  return (
    <section aria-labelledby="group-recent" className="recent-row">
      <div className="recent-row-head">
        <h2 className="text-h2" id="group-recent">
          {t('recent.title')}
        </h2>
        <button type="button" className="btn btn-sm btn-plain" onClick={onClear}>
          {t('recent.clear')}
        </button>
      </div>
      <ul className="recent-row-list">
        {entries.map((entry) => {
          const { environment, client } = entry;
          const web = environment.access_group === 'WEB';
          return (
            <li key={entryKey(entry)}>
              <button
                type="button"
                className="btn btn-neutral-outlined recent-button"
                disabled={busy}
                onClick={() => onOpen(entry)}
              >
                <ResourceMark name={environment.name} kind={web ? 'web' : 'desktop'} size={32} />
                <span className="recent-button-text">
                  <span className="recent-button-name">
                    {environment.name}
                    {/* Named by its visible text (WCAG 2.5.3), then what a press does. */}
                    <span className="visually-hidden">, </span>
                  </span>
                  <span className="text-body-xs recent-button-client">
                    {client.name}
                    <span className="visually-hidden">{`: ${t(web ? 'recent.openApps' : 'recent.launch')}`}</span>
                  </span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
