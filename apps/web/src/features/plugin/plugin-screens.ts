// The plugin screens share one chunk (see groupedScreens in routes/screens.ts). Built with Joy,
// so each comes inside its kit (layouts/joy-kit.tsx).
import { withJoyKit } from '../../layouts/joy-kit';
import { DownloadPluginPage as DownloadPlugin } from './download-plugin-page';
import { FirstAccessPage as FirstAccess } from './first-access-page';
import { LaunchingPage as Launching } from './launching-page';
import { LoadingPluginPage as LoadingPlugin } from './loading-plugin-page';
import { VirtualizerChoicePage as VirtualizerChoice } from './virtualizer-choice-page';

export const DownloadPluginPage = withJoyKit(DownloadPlugin);
export const FirstAccessPage = withJoyKit(FirstAccess);
export const LaunchingPage = withJoyKit(Launching);
export const LoadingPluginPage = withJoyKit(LoadingPlugin);
export const VirtualizerChoicePage = withJoyKit(VirtualizerChoice);
