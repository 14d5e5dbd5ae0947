import type { ComponentProps, ComponentType, CSSProperties } from 'react';
import { EnvironmentCard } from './environment-card';
import { type EnvironmentEntry, entryKey } from './environment-entry';

interface Props {
  entries: EnvironmentEntry[];
  /** From useLaunch: which entry is launching (one at a time), and how to launch one. */
  launching: string | null;
  onLaunch: (entry: EnvironmentEntry) => Promise<void>;
  onOpenApps: (entry: EnvironmentEntry) => void;
  /** The environments page's stars; the apps page has none. */
  favourites?: { keys: ReadonlySet<string>; toggle: (entry: EnvironmentEntry) => void };
  /**
   * The compact row of the list view (environment-row.tsx), instead of cards; passed in by the
   * environments page so the apps page, which has no list view, does not load it.
   */
  row?: ComponentType<ComponentProps<typeof EnvironmentCard>>;
  /** The environments page's own tracks (its group's columns); otherwise as many as fit. */
  className?: string;
  style?: CSSProperties;
}

/**
 * A grid of environment cards wired to one launcher (environments page, apps page). By default
 * cards flow in as many columns as fit (`.env-grid-fit`, environment-card.css).
 */
export function EnvironmentCardGrid({
  entries,
  launching,
  onLaunch,
  onOpenApps,
  favourites,
  row,
  className,
  style,
}: Props) {
  const Item = row ?? EnvironmentCard;
  return (
    <div className={`env-grid ${row ? 'env-grid-rows' : (className ?? 'env-grid-fit')}`} style={style}>
      {entries.map((entry) => {
        const key = entryKey(entry);
        return (
          <Item
            key={key}
            entry={entry}
            launching={launching === key}
            busy={launching !== null}
            onLaunch={(e) => void onLaunch(e)}
            onOpenApps={onOpenApps}
            favourite={favourites ? { on: favourites.keys.has(key), toggle: favourites.toggle } : undefined}
          />
        );
      })}
    </div>
  );
}

const PLACEHOLDERS = ['a', 'b', 'c', 'd', 'e', 'f'];

/**
 * A group heading and cards shaped like the environment cards (icon, name, state, button), hidden
 * from assistive technology: here and on /homeLoading, whose own status line says what is going
 * on, so both waits look like the page to come.
 */
export function EnvironmentCardSkeletons() {
  return (
    <div aria-hidden>
      <span className="skeleton env-skeleton-heading" />
      <div className="env-grid env-grid-fit">
        {PLACEHOLDERS.map((key) => (
          <div key={key} className="kit-card">
            <div className="env-card-head">
              <span className="skeleton env-skeleton-mark" />
              <div className="env-skeleton-lines">
                <span className="skeleton env-skeleton-name" />
                <span className="skeleton env-skeleton-client" />
              </div>
            </div>
            <span className="skeleton env-skeleton-chip" />
            <span className="skeleton env-skeleton-button" />
          </div>
        ))}
      </div>
    </div>
  );
}
