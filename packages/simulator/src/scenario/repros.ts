import { reproName } from './export';
import type { LoadedScenario } from './loader';
import { parseScenario } from './loader';

/** Exported worlds registered to be opened again (`?scenario=repro-…`); the oldest go past this. */
export const MAX_REPRO_SCENARIOS = 200;

/**
 * Repro exports registered at run time (POST /__sim/worlds/:id/export): scenarios that live in
 * memory only, as long as this simulator runs. Content-addressed, so exporting the same moment
 * twice gives the same name; capped, so a looping script cannot grow memory. A scenario file of
 * the same name in scenarios/ wins (the registry asks the files first).
 */
export class ReproScenarios {
  private readonly items = new Map<string, LoadedScenario>();

  constructor(private readonly max = MAX_REPRO_SCENARIOS) {}

  /** Validates the document with the scenario loader (throws a ScenarioError) and keeps it. */
  add(yaml: string): LoadedScenario {
    const name = reproName(yaml);
    const known = this.items.get(name);
    if (known) {
      this.items.delete(name);
      this.items.set(name, known);
      return known;
    }
    const file = `(repro export) ${name}.yaml`;
    const loaded = { name, file, scenario: parseScenario(yaml, file) };
    this.items.set(name, loaded);
    while (this.items.size > this.max) {
      const oldest = this.items.keys().next().value;
      if (oldest === undefined) break;
      this.items.delete(oldest);
    }
    return loaded;
  }

  get(name: string): LoadedScenario | undefined {
    return this.items.get(name);
  }

  has(name: string): boolean {
    return this.items.has(name);
  }

  get size(): number {
    return this.items.size;
  }
}
