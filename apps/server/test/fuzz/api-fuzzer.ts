import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { TestApp } from '../harness.ts';
import { bodyEncoding, type JsonSchema, malformedObject, malformedValue, pathValue } from './malformed.ts';

type Operation = {
  method: string;
  path: string;
  parameters: { name: string; in: 'path' | 'query' | 'header'; schema?: JsonSchema }[];
  body?: JsonSchema;
};

/** Every operation of the OpenAPI document the app serves. */
export function operationsOf(document: { paths?: Record<string, Record<string, unknown>> }): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const [method, raw] of Object.entries(item)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const operation = raw as {
        parameters?: Operation['parameters'];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
      };
      operations.push({
        method: method.toUpperCase(),
        path,
        parameters: operation.parameters ?? [],
        body: Object.values(operation.requestBody?.content ?? {})[0]?.schema,
      });
    }
  }
  return operations;
}

/** Tables whose rows a refused request may still change: counters of failed attempts, by design. */
const COUNTERS = new Set(['rate_limit_counters', 'security_challenges', '__drizzle_migrations']);

/** One digest of every table's rows: equal digests, unchanged data. */
export async function databaseDigest(t: TestApp): Promise<string> {
  const tables = (
    (await t.db.execute(
      sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
    )) as unknown as {
      rows: { tablename: string }[];
    }
  ).rows
    .map((row) => row.tablename)
    .filter((name) => !COUNTERS.has(name));
  const parts = tables.map(
    (name) => `(select coalesce(md5(string_agg(r::text, '|' order by r::text)), '') from "${name}" r)`,
  );
  const result = (await t.db.execute(
    sql.raw(`select md5(${parts.join(" || '#' || ")}) as digest`),
  )) as unknown as {
    rows: { digest: string }[];
  };
  return result.rows[0]?.digest ?? '';
}

export type Finding = { operation: string; input: string; status: number; problem: string };

const isErrorAnswer = (body: unknown) =>
  typeof body === 'object' &&
  body !== null &&
  typeof (body as { code?: unknown }).code === 'string' &&
  typeof (body as { error?: unknown }).error === 'string' &&
  'details' in body;

/**
 * Sends `perOperation` malformed requests to every operation, as a user with access, and reports
 * every 5xx, every error answer not in the catalogue's shape, and every refused request that changed
 * data. Deterministic for a seed.
 */
export async function fuzzApi(props: {
  t: TestApp;
  token: string;
  knownIds: string[];
  perOperation: number;
  seed: number;
  /** Called when a request may have ended the session it used (sign-out): answers a fresh token. */
  renewToken: () => Promise<string>;
  skip?: (operation: Operation) => boolean;
}) {
  const document = props.t.app.swagger() as { paths?: Record<string, Record<string, unknown>> };
  const operations = operationsOf(document).filter((operation) => !props.skip?.(operation));
  const findings: Finding[] = [];
  let token = props.token;
  let requests = 0;
  let digest = await databaseDigest(props.t);
  const statuses = new Map<number, number>();

  for (const [index, operation] of operations.entries()) {
    const input = fc.record({
      path: fc.tuple(
        ...operation.parameters.filter((p) => p.in === 'path').map(() => pathValue(props.knownIds)),
      ),
      query: fc.dictionary(
        fc.constantFrom(
          ...operation.parameters.filter((p) => p.in === 'query').map((p) => p.name),
          'page',
          'size',
          'unknown',
        ),
        malformedValue,
        { maxKeys: 3 },
      ),
      body: malformedObject(operation.body),
      encoding: bodyEncoding,
    });
    const samples = fc.sample(input, { numRuns: props.perOperation, seed: props.seed + index });
    for (const sample of samples) {
      let path = operation.path;
      const pathParams = operation.parameters.filter((p) => p.in === 'path');
      pathParams.forEach((param, i) => {
        const value =
          typeof sample.path[i] === 'string' ? (sample.path[i] as string) : JSON.stringify(sample.path[i]);
        path = path.replace(`{${param.name}}`, /%|\.\./.test(value) ? value : encodeURIComponent(value));
      });
      // DELETE with a real id would remove the world the other operations need.
      if (
        operation.method === 'DELETE' &&
        pathParams.length > 0 &&
        props.knownIds.some((id) => path.includes(id))
      )
        continue;
      const query = new URLSearchParams();
      for (const [key, value] of Object.entries(sample.query)) {
        query.set(key, typeof value === 'string' ? value : (JSON.stringify(value) ?? 'undefined'));
      }
      const hasBody = operation.method !== 'GET' && operation.method !== 'DELETE';
      const payload = !hasBody
        ? undefined
        : sample.encoding === 'json'
          ? JSON.stringify(sample.body)
          : sample.encoding === 'broken-json'
            ? `{"a": ${JSON.stringify(sample.body)}`
            : sample.encoding === 'xml'
              ? '<a>b</a>'
              : sample.encoding === 'form'
                ? 'a=b&c=%00'
                : typeof sample.body === 'string'
                  ? sample.body
                  : (JSON.stringify(sample.body) ?? '');
      const contentType = {
        json: 'application/json',
        'broken-json': 'application/json',
        xml: 'application/xml',
        form: 'application/x-www-form-urlencoded',
        text: 'text/plain',
      }[sample.encoding];
      const url = `${path}${query.size ? `?${query}` : ''}`;
      requests += 1;
      let response: Awaited<ReturnType<typeof props.t.app.inject>>;
      try {
        response = await props.t.app.inject({
          method: operation.method as 'GET',
          url,
          headers: { authorization: `Bearer ${token}`, ...(hasBody ? { 'content-type': contentType } : {}) },
          ...(payload !== undefined ? { payload } : {}),
        });
      } catch (error) {
        findings.push({
          operation: `${operation.method} ${operation.path}`,
          input: url,
          status: 0,
          problem: String(error),
        });
        continue;
      }
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
      const where = {
        operation: `${operation.method} ${operation.path}`,
        input: `${url} ${(payload ?? '').slice(0, 200)}`,
        status: response.statusCode,
      };
      if (response.statusCode >= 500)
        findings.push({ ...where, problem: `5xx: ${response.body.slice(0, 300)}` });
      if (response.statusCode >= 400) {
        let body: unknown;
        try {
          body = response.json();
        } catch {
          body = undefined;
        }
        if (!isErrorAnswer(body))
          findings.push({ ...where, problem: `not the catalogue's shape: ${response.body.slice(0, 200)}` });
        const after = await databaseDigest(props.t);
        if (after !== digest) findings.push({ ...where, problem: 'a refused request changed data' });
        digest = after;
      } else {
        if (/session/.test(operation.path)) token = await props.renewToken();
        digest = await databaseDigest(props.t);
      }
    }
  }
  return {
    operations: operations.length,
    requests,
    findings,
    statuses: Object.fromEntries([...statuses].sort((a, b) => a[0] - b[0])),
  };
}
