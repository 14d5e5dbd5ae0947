import type { i18n as I18n } from 'i18next';
import { loadFeatureStrings } from '../../i18n/feature-strings';

/** The picker's own i18next namespace: its strings never reach the main app's locale files. */
export const SIM_PICKER_NS = 'sim-picker';

/** The picker's own strings: only the picker's chunks reach them (the app's loaders leave them out). */
const pickerLoaders = import.meta.glob('./locales/*.json', { import: 'default' });

/** Adds the picker's strings, in the language the app resolved, to the app's i18next instance. */
export const loadPickerStrings = (i18n: I18n): Promise<void> =>
  loadFeatureStrings(i18n, SIM_PICKER_NS, pickerLoaders);
