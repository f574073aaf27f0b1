import { INSTANCE_STATUSES, ORDER_STATUSES } from '@ilm/contract';
import { getTableConfig, PgDialect } from 'drizzle-orm/pg-core';
import { labInstances } from './instances.schema';
import { orders } from '../payments/payments.schema';

/** The quoted values of a table's CHECK constraint `<column> in ('a', 'b', …)`. */
function checkedValues(table: Parameters<typeof getTableConfig>[0], name: string): string[] {
  const check = getTableConfig(table).checks.find((candidate) => candidate.name === name);
  if (!check) throw new Error(`no check ${name}`);
  const { sql } = new PgDialect().sqlToQuery(check.value);
  return [...sql.matchAll(/'([^']*)'/g)].map((match) => match[1]!);
}

describe('the database only holds the statuses the contract lets the API answer with', () => {
  it('lab_instances_status_known allows exactly INSTANCE_STATUSES', () => {
    expect(checkedValues(labInstances, 'lab_instances_status_known').sort()).toEqual([...INSTANCE_STATUSES].sort());
  });

  it('orders_status_known allows exactly ORDER_STATUSES', () => {
    expect(checkedValues(orders, 'orders_status_known').sort()).toEqual([...ORDER_STATUSES].sort());
  });
});
