import { join } from 'node:path';
import type { FSWatcher } from 'chokidar';
import {
  isYamlName,
  type LoadedScenario,
  loadDirectory,
  loadScenarios,
  SCENARIO_EXTENSION,
  yamlStem,
} from './loader';
import { ScenarioError } from './scenario-error';

/** What one reload did; `errors` are the files that kept their last good version (or never loaded). */
export interface ScenarioReload {
  added: string[];
  changed: string[];
  removed: string[];
  errors: ScenarioError[];
}

export interface WatchCallbacks {
  /** After every reload, broken files included (see `errors`). */
  onReload?: (reload: ScenarioReload) => void;
}

/** Editors write a file in several steps; one reload after the burst is enough. */
const SETTLE_MS = 75;

const sameScenario = (a: LoadedScenario, b: LoadedScenario): boolean =>
  a.file === b.file && JSON.stringify(a.scenario) === JSON.stringify(b.scenario);

/**
 * The loaded scenarios of one directory. `scenarios` is live: a reload changes this very map,
 * so everything holding it (the world registry, the catalogue) sees new files at once; worlds
 * already made keep their state and read the new version when they are reset.
 */
export class ScenarioStore {
  private watcher: FSWatcher | undefined;
  private timer: NodeJS.Timeout | undefined;
  private queue: Promise<unknown> = Promise.resolve();

  private constructor(
    readonly dir: string,
    readonly scenarios: Map<string, LoadedScenario>,
    /** A scenario that must stay (the shared world's): its file going away keeps the last good version. */
    private readonly keep: string | undefined,
    /** The files that did not load at the last load or reload (a broken one may keep its last good version). */
    private broken: readonly ScenarioError[],
  ) {}

  /**
   * Loads every file. Strict (`pnpm sim validate`, CI): the first bad one throws. Lenient (a
   * server, `pnpm sim list`): the good ones load and each bad one is kept in `errors`, so one
   * broken file never stops the others.
   */
  static async load(
    dir: string,
    keep?: string,
    mode: 'strict' | 'lenient' = 'strict',
  ): Promise<ScenarioStore> {
    if (mode === 'strict') return new ScenarioStore(dir, await loadScenarios(dir), keep, []);
    const { scenarios, errors } = await loadDirectory(dir);
    return new ScenarioStore(dir, scenarios, keep, errors);
  }

  /** The files that do not load now, for whoever looks: the picker, `pnpm sim list`, the log. */
  get errors(): readonly ScenarioError[] {
    return this.broken;
  }

  /**
   * Why scenario `name` is not served though its file is there: that file's load error. Undefined
   * when it loaded, or when no such file did not load (an unknown name).
   */
  errorOf(name: string): ScenarioError | undefined {
    const file = join(this.dir, `${name}${SCENARIO_EXTENSION}`);
    // Its own spelling first; else the same name misspelt (`x.yml`), whose error says to rename it.
    return (
      this.broken.find((error) => error.file === file) ??
      this.broken.find((error) => isYamlName(error.file) && yamlStem(error.file) === yamlStem(file))
    );
  }

  /** Reads the directory again: good files replace, deleted files go, broken files keep their last good version. */
  reload(): Promise<ScenarioReload> {
    const run = this.queue.then(() => this.reloadNow());
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async reloadNow(): Promise<ScenarioReload> {
    const { scenarios: fresh, errors } = await loadDirectory(this.dir);
    const brokenFiles = new Set(errors.map((e) => e.file));
    const result: ScenarioReload = { added: [], changed: [], removed: [], errors };
    this.broken = errors;
    for (const [name, old] of this.scenarios) {
      if (fresh.has(name) || brokenFiles.has(old.file)) continue;
      if (name === this.keep) {
        errors.push(
          new ScenarioError(old.file, `"${name}" serves the shared world: keeping its last good version`),
        );
        continue;
      }
      this.scenarios.delete(name);
      result.removed.push(name);
    }
    for (const [name, loaded] of fresh) {
      const old = this.scenarios.get(name);
      if (old && sameScenario(old, loaded)) continue;
      this.scenarios.set(name, loaded);
      (old ? result.changed : result.added).push(name);
    }
    return result;
  }

  /** Reloads on every change under the directory until `close()`. Resolves once the watcher is ready. */
  async watch(callbacks: WatchCallbacks = {}): Promise<void> {
    // Loaded here: `pnpm sim list` and a gateway that does not watch never need chokidar.
    const { watch } = await import('chokidar');
    if (this.watcher) return;
    const watcher = watch(this.dir, {
      ignoreInitial: true,
      // Only YAML files matter (folders still have to be walked); a misnamed `.yml` too, to be reported.
      ignored: (path, stats) => stats?.isFile() === true && !isYamlName(path),
    });
    this.watcher = watcher;
    watcher.on('all', () => {
      clearTimeout(this.timer);
      this.timer = setTimeout(() => {
        void this.reload().then(
          (reload) => callbacks.onReload?.(reload),
          (error: unknown) => {
            // The directory itself went away or cannot be read: everything loaded keeps serving.
            const reason =
              error instanceof ScenarioError ? error : new ScenarioError(this.dir, String(error));
            this.broken = [reason];
            callbacks.onReload?.({ added: [], changed: [], removed: [], errors: [reason] });
          },
        );
      }, SETTLE_MS);
    });
    await new Promise<void>((resolve, reject) => {
      watcher.once('ready', resolve);
      watcher.once('error', reject);
    });
  }

  async close(): Promise<void> {
    clearTimeout(this.timer);
    const watcher = this.watcher;
    this.watcher = undefined;
    await watcher?.close();
    await this.queue;
  }
}
