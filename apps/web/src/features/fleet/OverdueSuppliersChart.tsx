import type { TFleetSupplier } from '@keelson/contract';
import { BarsList } from '@mantine/charts';
import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { statsCountHref } from '../statistics/stats-links.ts';

type Props = { suppliers: readonly TFleetSupplier[]; severalCompanies: boolean };

/**
 * The suppliers with most overdue requests, worst first: each bar is a link to that supplier's
 * items waiting for documents past the deadline (the statistics' wait_for_documents_overdue).
 */
export function OverdueSuppliersChart({ suppliers, severalCompanies }: Props) {
  if (suppliers.length === 0) return <Text c="dimmed">No supplier is overdue.</Text>;
  const name = (supplier: TFleetSupplier) =>
    severalCompanies ? `${supplier.supplier_name} (${supplier.company_name})` : supplier.supplier_name;
  const bySupplier = new Map(suppliers.map((supplier) => [name(supplier), supplier]));
  return (
    <BarsList
      barsLabel="Supplier"
      valueLabel="Overdue"
      barColor="orange.2"
      minBarSize="40%"
      // A long name runs on past a short bar instead of wrapping inside it.
      styles={{ barLabel: { whiteSpace: 'nowrap', overflow: 'visible' } }}
      data={suppliers.map((supplier) => ({
        name: name(supplier),
        value: supplier.wait_for_documents_overdue,
      }))}
      renderBar={(bar, defaultBar) => {
        const supplier = bySupplier.get(bar.name);
        const href = supplier
          ? statsCountHref(supplier.company_id, 'wait_for_documents_overdue', {
              group: 'supplier',
              id: supplier.supplier_id,
            })
          : null;
        return (
          <Anchor
            key={bar.name}
            component={Link}
            to={href ?? '#'}
            underline="never"
            c="inherit"
            display="block"
            aria-label={`${bar.name}: ${bar.value} overdue`}
          >
            {defaultBar}
          </Anchor>
        );
      }}
    />
  );
}
