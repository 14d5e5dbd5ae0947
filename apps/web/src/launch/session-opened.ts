import type { OpenedWindow } from '../flows/use-execute-outcome';

/**
 * A session this page's launch opened: a browser window the executor opened (`open-session`), or
 * a session the plugin took over (the plugin's window took the focus). Each launching page keeps
 * one of these and, once set, turns into the one "session opened" card.
 */
export type OpenedSession = ({ via: 'window' } & OpenedWindow) | { via: 'plugin'; url: string };

/** The card's content for an opened session. */
export interface SessionOpenedView {
  /** The lead under the heading: a browser window, or the remote desktop app. */
  leadKey: 'launch.opened.leadWindow' | 'launch.opened.leadPlugin';
  /**
   * "Nothing opened? Get the plugin": only where a plugin is involved. A browser session needs
   * no plugin, so offering one there sends people to install something they do not need.
   */
  pluginHelp: boolean;
}

export function sessionOpenedView(session: OpenedSession): SessionOpenedView {
  return session.via === 'plugin'
    ? { leadKey: 'launch.opened.leadPlugin', pluginHelp: true }
    : { leadKey: 'launch.opened.leadWindow', pluginHelp: false };
}

/** The window an `open-session` step opened, as the session this page's launch opened. */
export const openedWindow = (opened: OpenedWindow): OpenedSession => ({ via: 'window', ...opened });
