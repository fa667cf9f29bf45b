import type { Operation } from './operation';

export interface OperationMatch<Id extends string = string> {
  id: Id;
  operation: Operation;
  /** Path parameters, percent-decoded. */
  params: Record<string, string>;
}

interface Compiled<Id extends string> {
  id: Id;
  operation: Operation;
  segments: readonly string[];
  params: number;
}

const segmentsOf = (path: string): string[] => path.split('/').filter((segment) => segment !== '');

const compiled = new WeakMap<object, Compiled<string>[]>();

function compile<Id extends string>(table: Readonly<Record<Id, Operation>>): Compiled<Id>[] {
  const found = compiled.get(table);
  if (found) return found as Compiled<Id>[];
  const entries = (Object.entries(table) as [Id, Operation][]).map(([id, operation]) => {
    const segments = segmentsOf(operation.path);
    return { id, operation, segments, params: segments.filter((s) => s.startsWith(':')).length };
  });
  // A static path wins over a parameter in the same place (/organizations/internal/groups vs …/:id).
  entries.sort((a, b) => a.params - b.params);
  compiled.set(table, entries);
  return entries;
}

/**
 * The operation a request names: method and path below /api/v1 (query excluded; a trailing slash is ignored), or
 * undefined. A segment that is not valid percent-encoding matches nothing.
 */
export function matchOperation<Id extends string>(
  table: Readonly<Record<Id, Operation>>,
  method: string,
  path: string,
): OperationMatch<Id> | undefined {
  const wanted = method.toUpperCase() === 'HEAD' ? 'GET' : method.toUpperCase();
  const segments = segmentsOf(path);
  for (const entry of compile(table)) {
    if (entry.operation.method !== wanted || entry.segments.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = entry.segments.every((segment, index) => {
      const given = segments[index]!;
      if (!segment.startsWith(':')) return segment === given;
      try {
        params[segment.slice(1)] = decodeURIComponent(given);
        return true;
      } catch {
        return false;
      }
    });
    if (matches) return { id: entry.id, operation: entry.operation, params };
  }
  return undefined;
}

/** The path of an operation with its parameters filled in (percent-encoded). */
export function operationUrl(operation: Operation, params: Record<string, string | number> = {}): string {
  return operation.path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${operation.path}: missing :${name}`);
    return encodeURIComponent(String(value));
  });
}
