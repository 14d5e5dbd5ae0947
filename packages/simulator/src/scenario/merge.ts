import type { ScenarioIssue } from './scenario-error';
import {
  type CrossIssue,
  clientKey,
  crossCheck,
  type Fixture,
  resolveSettings,
  type Scenario,
  type ScenarioFile,
  userKey,
} from './schema';
import { issueAt, type YamlSource } from './yaml-source';

/** A fixture as loaded: its values and the file they came from. */
export interface LoadedFixture {
  name: string;
  file: string;
  source: YamlSource;
  fixture: Fixture;
}

/** Where a merged user or client was written: `block[index]` of that file. */
interface Origin {
  source: YamlSource;
  index: number;
}

interface Layer<T> {
  source: YamlSource;
  items: readonly T[];
}

/**
 * Later layers replace earlier entries with the same key, in place; entries with the same key
 * within one layer are both kept, so the duplicate check still sees them.
 */
function mergeByKey<T>(layers: readonly Layer<T>[], key: (item: T) => string) {
  const items: T[] = [];
  const origins: Origin[] = [];
  const layerOf: number[] = [];
  layers.forEach((layer, l) => {
    layer.items.forEach((item, index) => {
      const at = items.findIndex((existing, i) => key(existing) === key(item) && layerOf[i] !== l);
      if (at >= 0) {
        items[at] = item;
        origins[at] = { source: layer.source, index };
        layerOf[at] = l;
      } else {
        items.push(item);
        origins.push({ source: layer.source, index });
        layerOf.push(l);
      }
    });
  });
  return { items, origins };
}

/** Merges fixtures under a scenario; problems come back located in the file that holds them. */
export function mergeScenario(
  source: YamlSource,
  file: ScenarioFile,
  fixtures: readonly LoadedFixture[],
): { scenario: Scenario; issues: ScenarioIssue[] } {
  const userLayers = [
    ...fixtures.map((f) => ({ source: f.source, items: f.fixture.users })),
    { source, items: file.users },
  ];
  const clientLayers = [
    ...fixtures.map((f) => ({ source: f.source, items: f.fixture.clients })),
    { source, items: file.clients },
  ];
  const users = mergeByKey(userLayers, userKey);
  const clients = mergeByKey(clientLayers, clientKey);
  const scenario: Scenario = {
    ...file,
    settings: resolveSettings([...fixtures.map((f) => f.fixture.settings), file.settings]),
    users: users.items,
    clients: clients.items,
  };
  const origins = { users: users.origins, clients: clients.origins };
  const locateCross = ({ path, message }: CrossIssue): ScenarioIssue => {
    const [block, index, ...rest] = path;
    if ((block === 'users' || block === 'clients') && typeof index === 'number') {
      const origin = origins[block][index];
      if (origin) {
        const issue = issueAt(origin.source, [block, origin.index, ...rest], message);
        return origin.source === source ? issue : { ...issue, file: origin.source.file };
      }
    }
    return issueAt(source, path, message);
  };
  return { scenario, issues: crossCheck(scenario).map(locateCross) };
}
