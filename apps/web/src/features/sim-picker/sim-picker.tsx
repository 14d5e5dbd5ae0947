import './brand-palette.css';
import Alert from '@mui/joy/Alert';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import CircularProgress from '@mui/joy/CircularProgress';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Drawer from '@mui/joy/Drawer';
import ModalClose from '@mui/joy/ModalClose';
import Tab from '@mui/joy/Tab';
import TabList from '@mui/joy/TabList';
import TabPanel from '@mui/joy/TabPanel';
import Tabs from '@mui/joy/Tabs';
import Typography from '@mui/joy/Typography';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FlaskIcon } from '../../components/icons';
import { CoverageTab } from './coverage-tab';
import { QueryFailure } from './feedback';
import { SIM_PICKER_NS } from './i18n';
import { JournalTab } from './journal-tab';
import { OverridesTab } from './overrides-tab';
import { pickerQueryClient, useScenarios, useWorld } from './queries';
import { requestedScenario } from './scenario-link';
import { ScenarioRefusal } from './scenario-refusal';
import { ScenarioTab } from './scenario-tab';
import {
  needsCatalogue,
  readSimNotice,
  readSimReleased,
  releasedMessage,
  type SimWorldReleased,
  scenarioRefusal,
} from './sim-notice';
import { reserveStripUnderThePage, STRIP_HEIGHT, TRIGGER_HEIGHT, TRIGGER_MARGIN } from './strip';
import { WorldTab } from './world-tab';

const TABS = ['scenario', 'world', 'overrides', 'journal', 'coverage'] as const;
type TabName = (typeof TABS)[number];

/** The strip is reserved by the entry already; kept while the picker is mounted, gone with it. */
function useStripUnderThePage(): void {
  useEffect(() => reserveStripUnderThePage(document.documentElement.style), []);
}

/** Alt+Shift+Q opens and closes the picker from anywhere; the button is the last stop in tab order. */
const isShortcut = (event: KeyboardEvent) => event.altKey && event.shiftKey && event.code === 'KeyQ';

function Loading() {
  const { t } = useTranslation();
  return <CircularProgress size="sm" aria-label={t('common.loading')} />;
}

interface PickerTabsProps {
  tab: TabName;
  onTab: (tab: TabName) => void;
  /** The scenario the page's address asked for, shown first when the world cannot be read. */
  requested: string | undefined;
}

function PickerTabs({ tab, onTab, requested }: PickerTabsProps) {
  const { t } = useTranslation(SIM_PICKER_NS);
  const scenarios = useScenarios();
  const world = useWorld();
  return (
    <Tabs
      size="sm"
      value={tab}
      onChange={(_event, value) => onTab(value as TabName)}
      sx={{ bgcolor: 'transparent' }}
    >
      <TabList
        aria-label={t('tabs.label')}
        sticky="top"
        tabFlex="auto"
        sx={{ overflowX: 'auto', scrollbarWidth: 'none', '& button': { whiteSpace: 'nowrap' } }}
      >
        {TABS.map((name) => (
          <Tab key={name} value={name} indicatorInset>
            {t(`tabs.${name}`)}
          </Tab>
        ))}
      </TabList>
      <TabPanel value="scenario">
        {scenarios.isError ? (
          <QueryFailure error={scenarios.error} retry={() => void scenarios.refetch()} />
        ) : scenarios.data ? (
          <ScenarioTab
            scenarios={scenarios.data}
            current={world.data?.scenario}
            preferred={world.data?.scenario ?? requested}
          />
        ) : (
          <Loading />
        )}
      </TabPanel>
      <TabPanel value="world">
        {world.isError ? (
          <QueryFailure error={world.error} retry={() => void world.refetch()} />
        ) : world.data ? (
          <WorldTab world={world.data} />
        ) : (
          <Loading />
        )}
      </TabPanel>
      <TabPanel value="overrides">{tab === 'overrides' ? <OverridesTab /> : null}</TabPanel>
      {/* Mounted only while shown: the journal polls only while someone looks at it. */}
      <TabPanel value="journal">{tab === 'journal' ? <JournalTab /> : null}</TabPanel>
      <TabPanel value="coverage">{tab === 'coverage' ? <CoverageTab /> : null}</TabPanel>
    </Tabs>
  );
}

/** The tester's world was released before this page loaded: what went, and where the page is now. */
function ReleasedAlert({ released }: { released: SimWorldReleased }) {
  const { t } = useTranslation(SIM_PICKER_NS);
  const { what, now } = releasedMessage(released);
  return (
    <Alert color="warning" variant="soft" role="alert" sx={{ m: 1, overflowWrap: 'anywhere' }}>
      <div>
        <Typography level="title-sm" component="h3" textColor="inherit" fontWeight="lg" sx={{ mb: 0.5 }}>
          {t('released.heading')}
        </Typography>
        <Typography level="body-sm" textColor="inherit">
          {t(what.key, what.values)}
        </Typography>
        <Typography level="body-sm" textColor="inherit">
          {t(now.key, now.values)}
        </Typography>
      </div>
    </Alert>
  );
}

/** Vite's development server (pnpm dev) serves the page; a build served by the gateway is not. */
const SERVED_BY_DEV_SERVER = (import.meta as { env?: { DEV?: boolean } }).env?.DEV === true;

function Picker() {
  const { t } = useTranslation(SIM_PICKER_NS);
  const [open, setOpen] = useState(false);
  const [tab, setTab] = useState<TabName>('scenario');
  // Read once: the app's router may drop the query from the address after the first render.
  const [requested] = useState(() => requestedScenario(window.location.href));
  const [notice] = useState(() => readSimNotice(document));
  // The tester's world was released (idle or evicted): the gateway says so in the page.
  const [released] = useState(() => readSimReleased(document));
  const scenarios = useScenarios(needsCatalogue(open, requested, notice, SERVED_BY_DEV_SERVER));
  // An unknown ?scenario=: the gateway kept the tester's world; say so and name the known ones.
  const refusal = scenarioRefusal(notice, requested, scenarios.data);
  const unknown = refusal?.scenario;

  const button = useRef<HTMLButtonElement>(null);

  // Something the tester must know before going on: the picker opens itself to say it. The button
  // takes the focus first, so closing the picker gives it back there, as if the tester had opened
  // it (rather than to nothing: the drawer restores the focus it found on opening).
  useEffect(() => {
    if (unknown === undefined && released === undefined) return;
    button.current?.focus({ preventScroll: true });
    setOpen(true);
  }, [unknown, released]);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isShortcut(event)) return;
      event.preventDefault();
      setOpen((value) => !value);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <Box component="aside" aria-label={t('region')}>
      {/* The button sits in a strip of its own under the page, not floating over it: it never
          covers the page's last controls, on screen or in a full-page screenshot (which draws a
          floating element where the first screen ends, over whatever is there). The strip's
          height comes off the full-screen layouts' height, so a short page still fits a screen. */}
      <Box
        sx={{
          display: 'flex',
          justifyContent: 'flex-end',
          alignItems: 'center',
          height: STRIP_HEIGHT,
          px: `${TRIGGER_MARGIN}px`,
        }}
      >
        <Button
          ref={button}
          size="sm"
          variant="solid"
          color="neutral"
          startDecorator={<FlaskIcon />}
          aria-label={t('buttonLabel')}
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-keyshortcuts="Alt+Shift+Q"
          onClick={() => setOpen(true)}
          sx={{ height: TRIGGER_HEIGHT, minHeight: TRIGGER_HEIGHT, boxShadow: 'md', borderRadius: 'xl' }}
        >
          {t('button')}
        </Button>
      </Box>
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        anchor="right"
        size="lg"
        slotProps={{
          content: {
            sx: { width: { xs: '100%', sm: 560 }, maxWidth: '100%', p: 0, gap: 0 },
          },
        }}
      >
        {/* Joy keeps a closed drawer in the page (for its slide): render the picker only while
            open, so a closed picker fetches nothing and adds nothing to the page. */}
        {open ? (
          <>
            <Box sx={{ px: 2, pt: 2, pb: 1, borderBottom: '1px solid', borderColor: 'divider' }}>
              <DialogTitle level="title-lg" component="h2">
                {t('title')}
              </DialogTitle>
              <ModalClose aria-label={t('close')} />
              <DialogContent sx={{ flex: 'none', typography: 'body-xs' }}>{t('shortcutHint')}</DialogContent>
            </Box>
            <Box sx={{ flex: 1, overflowY: 'auto', px: 1 }}>
              {refusal !== undefined ? (
                <ScenarioRefusal refusal={refusal} fromGateway={notice !== undefined} />
              ) : null}
              {released !== undefined ? <ReleasedAlert released={released} /> : null}
              <PickerTabs
                tab={tab}
                onTab={setTab}
                requested={unknown === undefined ? requested : undefined}
              />
            </Box>
          </>
        ) : null}
      </Drawer>
    </Box>
  );
}

/** The QA picker: a floating button and the drawer it opens. */
export function SimPicker() {
  useStripUnderThePage();
  return (
    <QueryClientProvider client={pickerQueryClient}>
      <Picker />
    </QueryClientProvider>
  );
}
