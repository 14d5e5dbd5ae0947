import { isNewVersion } from './deployed-version';

export interface VersionWatch {
  /** The version this page was loaded as (none: nothing to compare, no watch). */
  loaded: string | undefined;
  /** Reads the deployed version; undefined when it cannot tell. */
  fetchDeployed: () => Promise<string | undefined>;
  everyMs: number;
  setInterval: (run: () => void, ms: number) => unknown;
  clearInterval: (timer: unknown) => void;
  /** Called once, on the first poll that finds another version; the watch then stops. */
  onNewVersion: (deployed: string) => void;
}

/** Polls the deployed version now and then every `everyMs`; returns a stop function. */
export function watchDeployedVersion(watch: VersionWatch): () => void {
  if (watch.loaded === undefined) return () => undefined;
  let stopped = false;
  let polling = false;
  const poll = () => {
    // A slow answer is not asked again on top of itself.
    if (stopped || polling) return;
    polling = true;
    watch
      .fetchDeployed()
      .catch(() => undefined)
      .then((deployed) => {
        polling = false;
        if (stopped || !isNewVersion(watch.loaded, deployed) || deployed === undefined) return;
        stop();
        watch.onNewVersion(deployed);
      });
  };
  const timer = watch.setInterval(poll, watch.everyMs);
  poll();
  function stop() {
    stopped = true;
    watch.clearInterval(timer);
  }
  return stop;
}
