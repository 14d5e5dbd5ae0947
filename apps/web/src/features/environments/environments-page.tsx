import '../../styles/kit.css';
import './environments.css';
import { decideClients } from '@portal/contracts/flows';
import type { Client } from '@portal/contracts/upstream';
import { type CSSProperties, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SearchIcon } from '../../components/icons';
import { useExecuteOutcome } from '../../flows/use-execute-outcome';
import { EnvironmentCardGrid } from '../../launch/environment-card-grid';
import { type EnvironmentEntry, entryKey } from '../../launch/environment-entry';
import { EnvironmentRow } from '../../launch/environment-row';
import { SessionOpenedCardPart } from '../../launch/launch-follow-ups';
import { recentEntries } from '../../launch/recent-entries';
import { rememberSelectedClient } from '../../launch/selected-client';
import { useEnvironmentLaunch } from '../../launch/use-environment-launch';
import { TitleBand } from '../../layouts/title-band';
import { localStore } from '../../session/browser-storage';
import { clearRecent, readRecent, rememberRecent } from '../../session/recent-environments';
import { useSignedInEmail } from '../../session/use-signed-in-email';
import { trpc } from '../../trpc/react';
import { clientsDecided, markClientsDecided } from './clients-decided';
import { listEnvironments } from './environment-list';
import { arrangeEnvironments } from './environment-prefs';
import { EnvironmentsSkeleton } from './environments-skeleton';
import { type EnvironmentsView, readView, writeView } from './environments-view';
import { breakpointVars, type Columns, groupSpan, pageColumns } from './group-columns';
import { RecentRow } from './recent-row';
import { useEnvironmentPrefs } from './use-environment-prefs';
import { ViewToggle } from './view-toggle';

/** Wide enough for four cards a row (base.css); beyond it the page centres rather than stretching cards. */
const PAGE_WIDTH = 'var(--portal-page-width)';
const ONE_COLUMN: Columns = { xs: 1, sm: 1, md: 1, lg: 1 };

/** While an instance starts, the list asks again now and then so its card turns available. */
const STARTING_POLL_MS = 15_000;
const anyStarting = (clients: readonly Client[] | undefined) =>
  clients?.some((c) => c.instance_state === 'starting') ?? false;

/**
 * Spec section 4 "Clients request", once per sign-in (decideClients): one client is selected and
 * goes to /launching/1, several go to /updatePlugin when the plugin needs an update. Answers
 * whether the page is on its way elsewhere (it keeps its skeleton meanwhile).
 */
function useClientsRule(data: { clients: Client[]; updatePlugin: boolean } | undefined): boolean {
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const { mutate: pluginUpdateSeen } = trpc.auth.pluginUpdateSeen.useMutation();
  // Read once, on arrival: the decision below marks it, and must not undo itself on a refetch.
  const [decidedBefore] = useState(clientsDecided);
  const acted = useRef(false);
  const decision = useMemo(
    () => (data ? decideClients({ ...data, alreadyDecided: decidedBefore }) : undefined),
    [data, decidedBefore],
  );

  useEffect(() => {
    if (!decision || acted.current) return;
    acted.current = true;
    markClientsDecided();
    if (decision.kind === 'select') {
      rememberSelectedClient({ cliUuid: decision.cliUuid, clientCount: 1 });
    } else if (decision.kind === 'update-plugin') {
      // Shown once per login: the flag is cleared (here and in the gateway) on the way there.
      utils.clients.list.setData(undefined, (old) => old && { ...old, updatePlugin: false });
      pluginUpdateSeen();
    }
    if (
      (decision.kind === 'select' || decision.kind === 'update-plugin') &&
      decision.next.kind === 'navigate'
    ) {
      navigate(decision.next.to, { replace: true });
    }
  }, [decision, navigate, utils, pluginUpdateSeen]);

  return !acted.current && (decision?.kind === 'select' || decision?.kind === 'update-plugin');
}

export function EnvironmentsPage() {
  const { t } = useTranslation('environments');
  const navigate = useNavigate();
  const { executeError } = useExecuteOutcome();
  const clientsQuery = trpc.clients.list.useQuery(undefined, {
    staleTime: STARTING_POLL_MS,
    refetchInterval: (query) => (anyStarting(query.state.data?.clients) ? STARTING_POLL_MS : false),
  });
  const clients = useMemo(() => clientsQuery.data?.clients ?? [], [clientsQuery.data]);
  const redirecting = useClientsRule(clientsQuery.data);
  const { prefs, toggle } = useEnvironmentPrefs(useSignedInEmail());
  const { onLaunch, launching, dialog, opened, dismissOpened, launched } = useEnvironmentLaunch(
    clients.length,
    (id) => clients.find((c) => c.client_uuid === id)?.name ?? id,
  );
  const [query, setQuery] = useState('');
  const list = useMemo(() => listEnvironments(clients, query), [clients, query]);
  const arranged = useMemo(() => arrangeEnvironments(list, prefs), [list, prefs]);
  const favouriteKeys = useMemo(() => new Set(prefs.favourites), [prefs.favourites]);
  // Read on arrival: a launch from this visit shows in the row at the next, so nothing on the page
  // moves under the user's hand while they launch.
  const [recentKeys, setRecentKeys] = useState(() => readRecent());
  const recent = useMemo(() => recentEntries(recentKeys, clients), [recentKeys, clients]);
  const [view, setView] = useState<EnvironmentsView>(() => readView(localStore()));
  const headingRef = useRef<HTMLHeadingElement>(null);
  const searchId = useId();
  const changeView = (next: EnvironmentsView) => {
    writeView(localStore(), next);
    setView(next);
  };
  const clearRecentRow = () => {
    clearRecent();
    setRecentKeys([]);
    // The pressed button goes with its row: focus stays on the page, at its heading.
    headingRef.current?.focus();
  };

  useEffect(() => {
    if (clientsQuery.error) void executeError(clientsQuery.error);
  }, [clientsQuery.error, executeError]);

  const launch = useCallback((entry: EnvironmentEntry) => onLaunch(entry), [onLaunch]);
  const openApps = (entry: EnvironmentEntry) => {
    rememberRecent(entryKey(entry));
    navigate(`/apps/${encodeURIComponent(entry.client.client_uuid)}`);
  };

  const openRecent = (entry: EnvironmentEntry) => {
    if (entry.environment.access_group === 'WEB') openApps(entry);
    else void launch(entry);
  };

  const loading = clientsQuery.isPending || redirecting;
  const noClients = !loading && !clientsQuery.error && list.total === 0;
  const favourites = { keys: favouriteKeys, toggle };
  const sections = [
    ...(arranged.favourites.length > 0
      ? [{ id: 'favourites', title: t('favourites'), entries: arranged.favourites }]
      : []),
    ...arranged.groups.map(({ group, entries }) => ({ id: group, title: t(`group.${group}`), entries })),
  ];
  const listView = view === 'list';
  // The list view is one column of rows: the groups stack.
  const columns = listView ? ONE_COLUMN : pageColumns(sections.map((s) => s.entries.length));
  const section = (id: string, title: string, entries: EnvironmentEntry[]) => {
    const span = groupSpan(entries.length, columns);
    return (
      <section
        key={id}
        aria-labelledby={`group-${id}`}
        className="env-group"
        style={breakpointVars('span', span) as CSSProperties}
      >
        <h2 className="text-h2 env-group-title" id={`group-${id}`}>
          {title}
        </h2>
        {/* The group's own cards on as many of the page's columns as it spans. */}
        <EnvironmentCardGrid
          entries={entries}
          launching={launching}
          onLaunch={launch}
          onOpenApps={openApps}
          favourites={favourites}
          row={listView ? EnvironmentRow : undefined}
          className="env-columns"
          style={breakpointVars('cols', span) as CSSProperties}
        />
      </section>
    );
  };
  if (opened) {
    return (
      <>
        <TitleBand
          page="environments"
          clientCount={clients.length}
          loading={false}
          title={clients.map((c) => c.name).join(' · ')}
          subtitle={t('clientsCount', { count: clients.length })}
          maxWidth={PAGE_WIDTH}
        />
        {/* Built with Joy; its code came with the launch's start (launch-follow-ups.ts). */}
        <SessionOpenedCardPart
          session={opened}
          clientName={launched?.environment.name ?? launched?.client.name}
          onBack={dismissOpened}
        />
      </>
    );
  }
  return (
    <>
      <TitleBand
        page="environments"
        clientCount={clientsQuery.data?.clients.length}
        loading={loading}
        title={clients.map((c) => c.name).join(' · ')}
        subtitle={t('clientsCount', { count: clients.length })}
        maxWidth={PAGE_WIDTH}
      />
      <div className="env-page">
        <div className="env-toolbar">
          <div>
            <h1 className="text-h1" ref={headingRef} tabIndex={-1}>
              {t('title')}
            </h1>
            {clientsQuery.error ? null : (
              // There (blank) while the list loads: the count arriving does not push the page down.
              <p className="text-body-sm" aria-live="polite">
                {loading ? '\u00a0' : t('count', { count: list.count })}
              </p>
            )}
          </div>
          {/* Nothing to search or to show another way when the account has no client at all. */}
          <div className="env-toolbar-controls" hidden={noClients}>
            <div className="field env-search">
              <label htmlFor={searchId} className="field-label">
                {t('search')}
              </label>
              <div className="input input-md">
                <SearchIcon />
                <input
                  id={searchId}
                  type="search"
                  value={query}
                  onChange={(event) => setQuery(event.target.value)}
                  placeholder={t('searchPlaceholder')}
                  disabled={loading}
                />
              </div>
            </div>
            {/* After the search in Tab order: the search is what most come for. */}
            <ViewToggle view={view} onChange={changeView} />
          </div>
        </div>

        {loading ? (
          <EnvironmentsSkeleton />
        ) : clientsQuery.error ? (
          <div className="env-message">
            <p>{t('loadFailed')}</p>
            <button
              type="button"
              className="btn btn-outlined env-retry"
              onClick={() => void clientsQuery.refetch()}
            >
              {t('retry')}
            </button>
          </div>
        ) : noClients ? (
          <div className="env-message env-empty">
            <p className="text-title-md">{t('noClients')}</p>
            <p>{t('noClientsHint')}</p>
          </div>
        ) : list.count === 0 ? (
          <p className="env-message" role="status">
            {t('empty', { query: query.trim() })}
          </p>
        ) : (
          <>
            {recent.length > 0 && query.trim() === '' ? (
              <RecentRow
                entries={recent}
                busy={launching !== null}
                onOpen={openRecent}
                onClear={clearRecentRow}
              />
            ) : null}
            <div className="env-groups env-columns" style={breakpointVars('cols', columns) as CSSProperties}>
              {sections.map(({ id, title, entries }) => section(id, title, entries))}
            </div>
          </>
        )}
      </div>
      {dialog}
    </>
  );
}
