import { readFileSync } from 'node:fs';
import { ENDPOINTS } from '@portal/contracts/upstream';
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { openApiText } from './documents';
import { OPENAPI_PATH } from './paths';

const committed = readFileSync(OPENAPI_PATH, 'utf8');
const doc = JSON.parse(committed) as {
  paths: Record<
    string,
    Record<string, { operationId: string; 'x-assumptions': string[]; 'x-error-codes': string[] }>
  >;
  components: { schemas: Record<string, { 'x-assumptions'?: string[] }> };
};
const operations = Object.values(doc.paths).flatMap((item) => Object.values(item));
const operation = (id: string) => operations.find((o) => o.operationId === id) ?? expect.unreachable();

describe('docs/upstream/openapi.json', () => {
  it('is what the contracts make today (run pnpm upstream openapi after changing them)', async () => {
    expect(committed).toBe(await openApiText());
  });

  it('is a valid OpenAPI 3.1 document (the official schema, @seriousme/openapi-schema-validator)', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(doc));
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('the validator does refuse a broken document (a path item whose operation has a bad parameter)', async () => {
    const broken = structuredClone(doc) as unknown as {
      paths: Record<string, Record<string, { parameters?: unknown }>>;
    };
    const get = broken.paths['/clients']?.get ?? expect.unreachable();
    get.parameters = [{ name: 'x', in: 'nowhere' }];
    expect((await new Validator().validate(broken)).valid).toBe(false);
  });

  it('has one operation per upstream call, each with its assumptions and catalogue codes', () => {
    expect(operations.map((o) => o.operationId).sort()).toEqual(Object.keys(ENDPOINTS).sort());
    for (const o of operations) {
      expect(o['x-assumptions'], o.operationId).toBeInstanceOf(Array);
      expect(o['x-error-codes'], o.operationId).toBeInstanceOf(Array);
    }
    expect(operation('clients')['x-assumptions']).toEqual(['A-01', 'A-02', 'A-03', 'A-45', 'A-53']);
    expect(operation('clientSelected')['x-assumptions']).toEqual(['A-04', 'A-18']);
    expect(operation('login')['x-error-codes']).toEqual(
      expect.arrayContaining(['INVALID_USER', 'PASSWORD_EXPIRED']),
    );
  });

  it('gives every schema its assumptions', () => {
    for (const [name, schema] of Object.entries(doc.components.schemas)) {
      expect(schema['x-assumptions'], name).toBeInstanceOf(Array);
    }
    expect(doc.components.schemas.LoginResponse?.['x-assumptions']).toEqual(['A-15']);
  });
});
