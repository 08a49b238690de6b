import {
  FLEET_COUNTS,
  type FleetCount,
  type StatsCount,
  statsListQuery,
  type TFleet,
  type TFleetSupplier,
} from '@keelson/contract';
import { PRODUCT_NAME } from '@keelson/domain';
import type { TMail } from './mailer.ts';

type OverdueCount = Exclude<FleetCount, 'open_expert'>;
const OVERDUE: readonly { count: OverdueCount; label: string }[] = [
  { count: 'overdue_expert', label: 'expert' },
  { count: 'overdue_supplier', label: 'supplier' },
  { count: 'overdue_crew', label: 'crew' },
];

/**
 * The web's orders list of a company (apps/web CompanyNav `companyOrdersPath`), narrowed to what a
 * count counts: the same set and stats_field as the statistics page and the fleet dashboard.
 */
function listLink(
  publicUrl: string,
  companyId: string,
  count: StatsCount,
  scope: { group: 'vessel' | 'supplier'; id: string },
) {
  return `${publicUrl}/#/dashboard/ihm/company/${companyId}/orders?${statsListQuery(count, scope)}`;
}

/**
 * The weekly fleet digest of a manager: overdue work by vessel (expert, supplier, crew; each with
 * the link to its items) and the suppliers with most overdue requests. Vessels with nothing
 * overdue are left out; a fleet with nothing overdue says so.
 */
export function fleetDigestMail(props: {
  publicUrl: string;
  email: string;
  name: string;
  week: string;
  fleet: TFleet;
  suppliers: readonly TFleetSupplier[];
}): TMail {
  const { publicUrl } = props;
  const vesselLines: string[] = [];
  let overdueTotal = 0;
  for (const company of props.fleet.companies) {
    const late = company.vessels.filter((vessel) => OVERDUE.some(({ count }) => vessel[count] > 0));
    if (late.length === 0) continue;
    vesselLines.push('', `${company.name}`);
    for (const vessel of late) {
      vesselLines.push(`- ${vessel.name}:`);
      for (const { count, label } of OVERDUE) {
        if (vessel[count] === 0) continue;
        overdueTotal += vessel[count];
        vesselLines.push(
          `    ${label} ${vessel[count]}: ${listLink(publicUrl, company.id, FLEET_COUNTS[count], { group: 'vessel', id: vessel.id })}`,
        );
      }
    }
  }
  const supplierLines = props.suppliers.map(
    (supplier) =>
      `- ${supplier.supplier_name} (${supplier.company_name}): ${supplier.wait_for_documents_overdue} overdue — ${listLink(
        publicUrl,
        supplier.company_id,
        'wait_for_documents_overdue',
        { group: 'supplier', id: supplier.supplier_id },
      )}`,
  );
  const body = [
    `Hello ${props.name},`,
    '',
    overdueTotal === 0
      ? `Nothing is overdue on your ships this week (${props.week}).`
      : `Overdue work on your ships, week ${props.week}, by vessel:`,
    ...vesselLines,
    ...(supplierLines.length ? ['', 'Suppliers with most overdue requests:', ...supplierLines] : []),
    '',
    `The fleet dashboard: ${publicUrl}/#/dashboard/fleet`,
    '',
    'You receive this mail because you asked for the weekly fleet digest; switch it off on the fleet dashboard.',
    '',
  ];
  return {
    to: props.email,
    subject: `${PRODUCT_NAME}: weekly fleet digest ${props.week} — ${overdueTotal} overdue`,
    text: body.join('\n'),
  };
}
