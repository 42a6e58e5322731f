// The query interface every database handle offers (api/db/index.ts re-exports it), in a module of its
// own so that the replica set (api/db/replicas.ts) can name it without importing the handle's module.
export interface QueryResult<T> {
  rows: T[];
  rowCount: number;
}

export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<QueryResult<T>>;
  /** Runs a script of several statements without parameters (migrations, seeding DDL). */
  exec(sql: string): Promise<void>;
}
