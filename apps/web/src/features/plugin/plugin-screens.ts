// The plugin screens share one chunk (see groupedScreens in routes/screens.ts).
export { DownloadPluginPage } from './download-plugin-page';
export { FirstAccessPage } from './first-access-page';
export { LaunchingPage } from './launching-page';
export { LoadingPluginPage } from './loading-plugin-page';
export { VirtualizerChoicePage } from './virtualizer-choice-page';
